import { PasswordForgotForm } from '../../features/auth';

export const handle = { title: 'Восстановление пароля' };

export function Component() {
  return <PasswordForgotForm />;
}
