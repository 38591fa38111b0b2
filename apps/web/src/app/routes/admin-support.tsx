import { SupportInbox } from '../../features/support';

export const handle = { title: 'Обращения' };

export function Component() {
  return <SupportInbox />;
}
