import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordResetForm } from '../../features/auth/password-reset-form';
import { clearCurrentUser } from '../../features/session';
import { clearTokens } from '../../lib/tokens';

export const handle = { title: 'Новый пароль' };

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PasswordResetForm
      token={params.get('token')}
      onDone={(message) => {
        // The reset ended every session of that user, this browser's included.
        clearTokens();
        clearCurrentUser();
        notifications.show({ color: 'green', title: 'Пароль изменён', message });
        navigate('/login/', { replace: true });
      }}
    />
  );
}
