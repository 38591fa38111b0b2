import { PASSWORD_MIN_LENGTH } from '@glad/contracts';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PhoneInput } from '../../components/phone-input';
import { useSubmit } from '../../lib/use-submit';
import { useAltcha } from './altcha-field';
import { register } from './api';
import { AuthCard, EmailInput, FormError, PasswordField, touchLink } from './form-parts';
import { lazySchema } from './lazy-schema';

const fields = lazySchema(() => import('./form-schemas').then((m) => m.registrationFields));

/** A new company and its owner; the «Я не робот» check is always there. */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm({
    initialValues: { companyName: '', name: '', email: '', phone: '', password: '' },
    validate: fields.validate,
    validateInputOnBlur: true,
  });
  const altcha = useAltcha();
  const { error, busy, run } = useSubmit();

  const submit = form.onSubmit(
    async (values) => {
      if (!(await fields.check(form.validate))) {
        altcha.demand();
        return;
      }
      const payload = altcha.demand();
      if (!payload) return;
      await run(
        async () => {
          await register({ ...values, altcha: payload });
          onRegistered();
        },
        'Не удалось зарегистрироваться',
        altcha.spend,
      );
    },
    // The fields' own errors are shown by the form; the check's beside them at the same time.
    () => altcha.demand(),
  );

  return (
    <AuthCard title="Регистрация" lead="Компания и её владелец. Тариф на старте бесплатный.">
      <form onSubmit={submit} onFocus={fields.preload} onPointerDown={fields.preload} noValidate>
        <Stack gap="md">
          <TextInput
            label="Название компании"
            autoComplete="organization"
            required
            size="md"
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label="Ваше имя"
            autoComplete="name"
            required
            size="md"
            {...form.getInputProps('name')}
          />
          <EmailInput {...form.getInputProps('email')} />
          <PhoneInput autoComplete="tel" required size="md" {...form.getInputProps('phone')} />
          <PasswordField
            label="Пароль"
            description={`Не короче ${PASSWORD_MIN_LENGTH} символов`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          {altcha.field}
          <FormError message={error} />
          <Button type="submit" size="md" loading={busy} fullWidth>
            Зарегистрироваться
          </Button>
          <Text size="sm" ta="center">
            Уже есть аккаунт?{' '}
            <Anchor component={Link} to="/login/" style={touchLink}>
              Войти
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
