import { useNavigate, useSearchParams } from 'react-router';
import { PasswordResetForm } from '../../features/auth/password-reset-form';
import { clearCurrentUser } from '../../features/session';
import { leaveSignInNotice } from '../../lib/sign-in-notice';
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
        // shown by the login page, a page of its own (decision 0056)
        leaveSignInNotice({ title: 'Пароль изменён', message });
        navigate('/login/', { replace: true });
      }}
    />
  );
}
