import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/login-form';

export const handle = { title: 'Вход' };

export function Component() {
  const navigate = useNavigate();
  return <LoginForm onSignedIn={() => navigate('/', { replace: true })} />;
}
