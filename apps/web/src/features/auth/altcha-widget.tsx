import type {} from 'altcha/types/react';
import 'altcha/external';
import 'altcha/i18n/ru';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import classes from './altcha.module.css';

// The external build ships no inline workers or styles, so it runs under our CSP (script-src 'self',
// worker-src 'self' blob:); the server's challenges use SHA-256 (apps/server/src/plugins/captcha.ts).
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  if (!globalThis.$altcha.algorithms.has(algorithm)) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
  }
}

/** Only the outside link is hidden: the check stays visible and keyboard-operable. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: false });

export interface AltchaFieldProps {
  /** How hard the check is (1–4, GET /api/altcha/?level=): the login of an account under attack asks more. */
  level?: number;
  /** The solved payload, or null while unsolved or expired. */
  onChange: (payload: string | null) => void;
  error?: React.ReactNode;
}

/**
 * The self-hosted «Я не робот» check (ALTCHA proof of work, challenge from GET /api/altcha/). It solves
 * as soon as it appears (about a second of work in a worker), so it is done before the user reaches the
 * button; a check that expired while the form was open is redone by a tap on it.
 * Every payload is accepted once: remount it (change its key) after a refused submit.
 */
export function AltchaField({ level = 1, onChange, error }: AltchaFieldProps) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  return (
    <div className={classes.field}>
      <altcha-widget
        ref={ref}
        challenge={level > 1 ? `/api/altcha/?level=${level}` : '/api/altcha/'}
        language="ru"
        auto="onload"
        name="altcha"
        configuration={CONFIGURATION}
      />
      {error && <p className={classes.error}>{error}</p>}
    </div>
  );
}
