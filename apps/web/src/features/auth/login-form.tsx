import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '../../lib/use-submit';
import { useAltcha } from './altcha-field';
import { SignInError, signIn } from './api';
import { DemoCredentials } from './demo-credentials';
import { AuthCard, EmailInput, FormError, PasswordField, touchLink } from './form-parts';
import { lazySchema } from './lazy-schema';

const fields = lazySchema(() => import('./form-schemas').then((m) => m.loginFields));

/** Email and password; the «Я не робот» check appears once the server asks for it. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: fields.validate,
    validateInputOnBlur: true,
  });
  const [captcha, setCaptcha] = useState(false);
  const [level, setLevel] = useState(1);
  const altcha = useAltcha(level);
  const { error, setError, busy, run } = useSubmit();

  const submit = form.onSubmit(
    async (values) => {
      if (!(await fields.check(form.validate))) {
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
    },
    () => {
      // The fields' own errors are shown by the form; the check's beside them at the same time.
      if (captcha) altcha.demand();
    },
  );

  return (
    <AuthCard title="Вход" lead="Войдите, чтобы работать с клиентами, замерами и сметами.">
      <form onSubmit={submit} onFocus={fields.preload} onPointerDown={fields.preload} noValidate>
        <Stack gap="md">
          <EmailInput autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField label="Пароль" autoComplete="current-password" {...form.getInputProps('password')} />
          {captcha && altcha.field}
          <FormError message={error} />
          <Button type="submit" size="md" loading={busy} fullWidth>
            Войти
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              component={Link}
              to="/password/forgot/"
              state={{ email: form.values.email.trim() }}
              size="sm"
              style={touchLink}
            >
              Забыли пароль?
            </Anchor>
            <Text size="sm">
              Нет аккаунта?{' '}
              <Anchor component={Link} to="/registration/" style={touchLink}>
                Зарегистрируйтесь
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
      {/* below the form: arriving after it, the box moves nothing the user may be about to tap */}
      <DemoCredentials
        onFill={(email, password) => {
          form.setValues({ email, password });
          form.clearErrors();
        }}
      />
    </AuthCard>
  );
}
