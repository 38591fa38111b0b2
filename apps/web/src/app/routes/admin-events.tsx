import { EventsLog } from '../../features/admin';

export const handle = { title: 'События' };

export function Component() {
  return <EventsLog />;
}
