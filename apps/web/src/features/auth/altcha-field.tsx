import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AltchaFieldProps } from './altcha-widget';

// The widget and its workers are fetched only by a form that shows it: the login page usually does not.
const AltchaWidgetField = lazy(() => import('./altcha-widget').then((m) => ({ default: m.AltchaField })));

const CAPTCHA_NEEDED = 'Подтвердите, что вы не робот';

/** The widget's height while its code comes, so the form does not jump when it appears. */
const LOADING_STYLE = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 64,
  margin: 0,
  fontSize: 'var(--mantine-font-size-sm)',
} as const;

/**
 * The widget's code is asked for from the commit after the form's first one (decision 0045): the form can
 * be filled while it comes, and the check is needed only when the form is sent.
 */
function AltchaField(props: AltchaFieldProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const loading = (
    // no stylesheet of its own: the login page draws this without one more file before its first paint
    <p style={LOADING_STYLE}>Загружается проверка «Я не робот»…</p>
  );
  if (!started) return loading;
  return (
    <Suspense fallback={loading}>
      <AltchaWidgetField {...props} />
    </Suspense>
  );
}

/**
 * A sign-in form's «Я не робот» check: the `field` to show, its solved payload, and what a submit does with
 * it. `level` is how hard a check the server asked for; a new level gives a new check.
 */
export function useAltcha(level = 1) {
  // A ref, not state: the widget says «Проверено» and a tap on the button can come before React renders
  // again (the browser handles input before other tasks), and that tap must already see the payload.
  const payload = useRef<string | null>(null);
  const [key, setKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return {
    /** The solved payload; while there is none, says beside the check that it is needed and gives null. */
    demand: (): string | null => {
      if (!payload.current) setError(CAPTCHA_NEEDED);
      return payload.current;
    },
    /** A solved check is spent by an attempt: a new one for the next try. */
    spend: () => {
      payload.current = null;
      setKey((k) => k + 1);
    },
    field: (
      <AltchaField
        key={`${level}:${key}`}
        level={level}
        onChange={(solved) => {
          payload.current = solved;
          if (solved) setError(null);
        }}
        error={error}
      />
    ),
  };
}
