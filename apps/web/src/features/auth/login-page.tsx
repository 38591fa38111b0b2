import {
  IconAlertCircle,
  IconCircleCheck,
  IconEye,
  IconEyeOff,
  IconLayersSubtract,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { SignInNotice } from '../../lib/sign-in-notice';
import { useSubmit } from '../../lib/use-submit';
import { useAltcha } from './altcha-field';
import { SignInError, signIn } from './api';
import { DemoAccounts } from './demo-accounts';
import { lazySchema } from './lazy-schema';
import classes from './login-page.module.css';

type Values = { email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The fields' schema (zod), loaded on the form's first touch, not before it works (decision 0036). */
const fields = lazySchema(() => import('./login-fields').then((m) => m.loginFields));

/** The values' errors; none when the schema cannot come (offline): the server's check decides then. */
async function check(values: Values): Promise<Errors> {
  await fields.ready().catch(() => undefined);
  const found = fields.validate(values);
  return { email: found.email?.toString(), password: found.password?.toString() };
}

/** A labelled input with its error under it, read with it by screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
        <span className={classes.required} aria-hidden>
          *
        </span>
      </label>
      <div className={classes.control}>{children}</div>
      {error && (
        <p id={`${id}-error`} className={classes.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The login page (decision 0056): its own small entry, without the app's router and Mantine, so a phone
 * draws the form from a few kilobytes. E-mail and password; the «Я не робот» check appears once the server
 * asks for it; signed in, the app opens at home.
 */
export function LoginPage({
  notice,
  onSignedIn,
}: {
  /** what the app left to be said here (a changed password), shown above the form */
  notice: SignInNotice | null;
  onSignedIn: () => void;
}) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState(false);
  const [captcha, setCaptcha] = useState(false);
  const [level, setLevel] = useState(1);
  const altcha = useAltcha(level);
  const { error, setError, busy, run } = useSubmit();

  const change = (field: keyof Values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // a field left with a wrong value says so at once, as the other sign-in forms do
  const blur = (field: keyof Values) => async () => {
    const found = await check(values);
    setErrors((e) => ({ ...e, [field]: found[field] }));
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = await check(values);
    setErrors(found);
    if (found.email || found.password) {
      if (captcha) altcha.demand();
      return;
    }
    const payload = captcha ? altcha.demand() : null;
    if (captcha && !payload) {
      // Said beside the check; the server's same words above the button would only repeat it.
      setError(null);
      return;
    }
    await run(
      async () => {
        await signIn({ ...values, ...(payload ? { altcha: payload } : {}) });
        onSignedIn();
      },
      'Не удалось войти',
      (err) => {
        if (err instanceof SignInError && err.captcha) {
          setCaptcha(true);
          setLevel(err.captchaLevel);
        }
        altcha.spend();
      },
    );
  };

  const invalid = (field: keyof Values) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `login-${field}-error` } : {};
  const forgot = values.email.trim()
    ? `/password/forgot/?email=${encodeURIComponent(values.email.trim())}`
    : '/password/forgot/';

  return (
    <main className={classes.main} id="main-content">
      <div className={classes.column}>
        <a href="/login/" className={classes.brand} aria-label="Гладь — на страницу входа">
          <IconLayersSubtract size={32} aria-hidden />
          Гладь
        </a>
        <section className={classes.card} aria-labelledby="login-title">
          <div>
            <h1 id="login-title" className={classes.title}>
              Вход
            </h1>
            <p className={classes.lead}>Войдите, чтобы работать с клиентами, замерами и сметами.</p>
          </div>
          {notice && (
            <div role="status" className={`${classes.alert} ${classes.done}`}>
              <IconCircleCheck size={20} aria-hidden />
              <div>
                <p className={classes.noticeTitle}>{notice.title}</p>
                <p className={classes.noticeText}>{notice.message}</p>
              </div>
            </div>
          )}
          <form
            className={classes.form}
            onSubmit={submit}
            onFocus={fields.preload}
            onPointerDown={fields.preload}
            noValidate
          >
            <Field id="login-email" label="Электронная почта" error={errors.email}>
              <input
                id="login-email"
                className={classes.input}
                type="email"
                inputMode="email"
                autoComplete="username"
                required
                value={values.email}
                onInput={change('email')}
                onBlur={blur('email')}
                {...invalid('email')}
              />
            </Field>
            <Field id="login-password" label="Пароль" error={errors.password}>
              <input
                id="login-password"
                className={`${classes.input} ${classes.withToggle}`}
                type={shown ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={values.password}
                onInput={change('password')}
                onBlur={blur('password')}
                {...invalid('password')}
              />
              <button
                type="button"
                className={classes.toggle}
                aria-label="Показать или скрыть пароль"
                aria-pressed={shown}
                onClick={() => setShown((s) => !s)}
              >
                {shown ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
              </button>
            </Field>
            {captcha && altcha.field}
            {error && (
              <div role="alert" className={`${classes.alert} ${classes.refusal}`}>
                <IconAlertCircle size={20} aria-hidden />
                <span>{error}</span>
              </div>
            )}
            <button type="submit" className={classes.submit} aria-busy={busy} disabled={busy}>
              {busy && <span className={classes.spinner} aria-hidden />}
              Войти
            </button>
            <div className={classes.links}>
              <a href={forgot} className={classes.link}>
                Забыли пароль?
              </a>
              <span>
                Нет аккаунта?{' '}
                <a href="/registration/" className={classes.link}>
                  Зарегистрируйтесь
                </a>
              </span>
            </div>
          </form>
          {/* below the form: arriving after it, the box moves nothing the user may be about to tap */}
          <DemoAccounts
            onFill={(email, password) => {
              setValues({ email, password });
              setErrors({});
            }}
          />
        </section>
      </div>
    </main>
  );
}
