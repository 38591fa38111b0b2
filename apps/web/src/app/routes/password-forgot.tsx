import { PasswordForgotForm } from '../../features/auth/password-forgot-form';

export const handle = { title: 'Восстановление пароля' };

export function Component() {
  return <PasswordForgotForm />;
}
