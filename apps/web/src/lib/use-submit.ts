import { useState } from 'react';

/**
 * A form's sending state: `busy` while it sends (the submit button's `loading`), and `error`, the message
 * the form shows: a refusal's, or a check's set by the form itself (`setError`).
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends; a rejection's message becomes the error (`fallback` when it has none), then `onRefused` runs. */
  const run = async (send: () => Promise<void>, fallback: string, onRefused?: (err: unknown) => void) => {
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (err) {
      setError(err instanceof Error ? err.message : fallback);
      onRefused?.(err);
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, run };
}
