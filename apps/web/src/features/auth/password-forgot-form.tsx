import { passwordForgotBody } from '@glad/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSubmit } from '../../lib/use-submit';
import { useAltcha } from './altcha-field';
import { requestPasswordReset } from './api';
import { AuthCard, EmailInput, FormError, touchLink } from './form-parts';

const fields = passwordForgotBody.omit({ altcha: true });

/**
 * The address typed on the login page before «Забыли пароль?» was tapped, not to be typed twice: in the
 * address (`?email=`, from the login page, decision 0056) or in the history state (from the app's pages).
 */
function carriedEmail(state: unknown, search: string): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return new URLSearchParams(search).get('email') ?? '';
}

/** Asks for a single-use link by mail; the answer is the same whether the address is known or not. */
export function PasswordForgotForm() {
  const location = useLocation();
  const form = useForm({
    initialValues: { email: carriedEmail(location.state, location.search) },
    validate: schemaResolver(fields, { sync: true }),
    validateInputOnBlur: true,
  });
  const altcha = useAltcha();
  const { error, busy, run } = useSubmit();
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.onSubmit(
    async (values) => {
      const payload = altcha.demand();
      if (!payload) return;
      await run(
        async () => {
          const answer = await requestPasswordReset({ email: values.email, altcha: payload });
          setSent(answer.message);
        },
        'Не удалось отправить письмо',
        altcha.spend,
      );
    },
    // The fields' own errors are shown by the form; the check's beside them at the same time.
    () => altcha.demand(),
  );

  const back = (
    <Text size="sm" ta="center">
      Вспомнили пароль?{' '}
      <Anchor component={Link} to="/login/" style={touchLink}>
        Войти
      </Anchor>
    </Text>
  );

  if (sent) {
    return (
      <AuthCard title="Письмо отправлено">
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {sent}
        </Alert>
        <Text size="sm" c="dimmed">
          Ссылка действует один час и открывается один раз. Нет письма — проверьте папку «Спам».
        </Text>
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Восстановление пароля"
      lead="Пришлём на почту ссылку, по которой можно задать новый пароль."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput {...form.getInputProps('email')} />
          {altcha.field}
          <FormError message={error} />
          <Button type="submit" size="md" loading={busy} fullWidth>
            Отправить ссылку
          </Button>
          {back}
        </Stack>
      </form>
    </AuthCard>
  );
}
