import { newPassword, PASSWORD_MIN_LENGTH } from '@glad/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSubmit } from '../../lib/use-submit';
import { resetPassword } from './api';
import { AuthCard, FormError, PasswordField, touchLink } from './form-parts';

const fields = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Пароли не совпадают', path: ['confirm'] });

/** Sets a new password by the link's token; the server then ends every session of that user. */
export function PasswordResetForm({
  token,
  onDone,
}: {
  token: string | null;
  onDone: (message: string) => void;
}) {
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(fields, { sync: true }),
    validateInputOnBlur: true,
  });
  const { error, busy, run } = useSubmit();

  if (!token) {
    return (
      <AuthCard title="Смена пароля">
        <Alert color="red" variant="light" role="alert">
          В ссылке нет кода для смены пароля. Откройте ссылку из письма целиком или запросите новую.
        </Alert>
        <Anchor component={Link} to="/password/forgot/" style={touchLink}>
          Запросить новую ссылку
        </Anchor>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) =>
    run(async () => {
      const answer = await resetPassword({ token, password: values.password });
      onDone(answer.message);
    }, 'Не удалось сменить пароль'),
  );

  return (
    <AuthCard title="Новый пароль" lead="После смены пароля все открытые сеансы завершатся.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Новый пароль"
            description={`Не короче ${PASSWORD_MIN_LENGTH} символов`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Пароль ещё раз"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <FormError message={error} />
          <Button type="submit" size="md" loading={busy} fullWidth>
            Сменить пароль
          </Button>
          <Anchor component={Link} to="/password/forgot/" size="sm" ta="center" style={touchLink}>
            Запросить новую ссылку
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
