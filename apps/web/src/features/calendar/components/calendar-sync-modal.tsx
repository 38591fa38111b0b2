import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  useCalendarSettings,
  useFeedUrl,
  useRevokeFeed,
  useSaveReminderHour,
} from '../api/calendar-feed-api';

/** `webcal://…`: the address a phone hands to its own calendar application to subscribe. */
export function webcalOf(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

const hourOptions = [
  { value: 'off', label: 'Не напоминать' },
  ...Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` })),
];

const failed = (err: Error) => notifications.show({ color: 'red', message: err.message });

/**
 * «Календарь в телефоне»: the signed-in person's private subscription address (to copy, to open in the
 * phone's calendar, to replace when it leaked) and the company's evening reminder hour.
 */
export interface CalendarSyncModalProps {
  opened: boolean;
  onClose: () => void;
  canSetReminders: boolean;
}

export function CalendarSyncModal({ opened, onClose, canSetReminders }: CalendarSyncModalProps) {
  const feed = useFeedUrl(opened);
  const revoke = useRevokeFeed();
  const settings = useCalendarSettings(opened);
  const save = useSaveReminderHour();
  const hour = settings.data?.reminderHour;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Календарь в телефоне"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="feed-title">
          <Title order={2} size="h5" id="feed-title">
            Подписка на мои события
          </Title>
          <Text size="sm">
            Добавьте этот адрес в календарь телефона (Google, Apple, Яндекс) как подписку — там появятся ваши
            замеры и монтажи и будут обновляться сами. Адрес личный: вход по нему не нужен.
          </Text>
          {feed.error && <Alert color="red">{feed.error.message}</Alert>}
          {feed.data ? (
            <>
              <TextInput
                label="Адрес подписки"
                value={feed.data}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <Group gap="xs" wrap="wrap">
                <CopyButton value={feed.data}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} color={copied ? 'green' : undefined}>
                      {copied ? 'Скопировано' : 'Копировать адрес'}
                    </Button>
                  )}
                </CopyButton>
                <Button component="a" href={webcalOf(feed.data)} variant="default">
                  Открыть в календаре
                </Button>
              </Group>
              <Button
                variant="subtle"
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () =>
                      notifications.show({
                        color: 'green',
                        message: 'Адрес заменён: старый больше не работает, добавьте новый',
                      }),
                    onError: failed,
                  })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                Сменить адрес
              </Button>
              <Text size="xs" mt={-8}>
                Если адрес попал к чужим: старый перестанет работать, в телефоне добавьте новый.
              </Text>
            </>
          ) : (
            !feed.error && <Text c="dimmed">Загрузка…</Text>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="reminder-title">
          <Title order={2} size="h5" id="reminder-title">
            Напоминания на почту
          </Title>
          <Text size="sm">
            Вечером накануне каждый исполнитель получает письмо со своими событиями на завтра (время
            московское).
          </Text>
          {settings.data && (
            <Select
              label="Когда присылать"
              allowDeselect={false}
              disabled={!canSetReminders || save.isPending}
              description={canSetReminders ? undefined : 'Меняет владелец компании'}
              data={hourOptions}
              value={hour === null || hour === undefined ? 'off' : String(hour)}
              onChange={(v) =>
                v &&
                save.mutate(v === 'off' ? null : Number(v), {
                  onSuccess: (s) =>
                    notifications.show({
                      color: 'green',
                      message:
                        s.reminderHour === null
                          ? 'Напоминания выключены'
                          : `Напоминания приходят в ${String(s.reminderHour).padStart(2, '0')}:00`,
                    }),
                  onError: failed,
                })
              }
            />
          )}
          {settings.error && <Alert color="red">{settings.error.message}</Alert>}
        </Stack>
      </Stack>
    </Modal>
  );
}
