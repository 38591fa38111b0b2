import { useCallback, useState } from 'react';

/**
 * A form dialog that adds a record or edits one: `open(null)` for a new one, `open(record)` to edit. The
 * record stays while the dialog closes, so its content does not change under the closing transition.
 */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((record: T | null) => {
    setEditing(record);
    setOpened(true);
  }, []);
  const openNew = useCallback(() => open(null), [open]);
  const close = useCallback(() => setOpened(false), []);
  return { editing, opened, open, openNew, close };
}
