import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The notifications list, top right (docs/spec.md §9); loaded by providers.tsx with the first notification. */
export default function NotificationsHost({ autoClose }: { autoClose: number }) {
  return <Notifications autoClose={autoClose} position="top-right" />;
}
