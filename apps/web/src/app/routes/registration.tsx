import { useNavigate } from 'react-router';
import { RegistrationForm } from '../../features/auth/registration-form';

export const handle = { title: 'Регистрация' };

export function Component() {
  const navigate = useNavigate();
  return <RegistrationForm onRegistered={() => navigate('/', { replace: true })} />;
}
