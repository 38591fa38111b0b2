import { NotFoundPage } from '../route-error';

export const handle = { title: 'Страница не найдена' };

export function Component() {
  return <NotFoundPage />;
}
