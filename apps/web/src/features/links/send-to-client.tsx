import { type ClientLink, LINK_DAYS_DEFAULT, type LinkCreateInput } from '@glad/contracts';
import { formatDate } from '@glad/domain';
import { Alert, Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateLink } from './links-api';
import { shareTargets } from './share-targets';

const DAYS = [
  { value: '7', label: '7 дней' },
  { value: '14', label: '14 дней' },
  { value: '30', label: '30 дней' },
  { value: '90', label: '90 дней' },
];

export interface SendToClientProps {
  /** What the link shows (without its term); rejects with a Russian message when it cannot be made. */
  target: () => Promise<Omit<LinkCreateInput, 'days'>>;
  title: string;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}

/** «Отправить клиенту»: makes a link with an end date, to copy or to share to a messenger, mail or SMS. */
export function SendToClient({ target, title, disabled, size = 'sm' }: SendToClientProps) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(LINK_DAYS_DEFAULT));
  const [link, setLink] = useState<ClientLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLink();
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    setError(null);
    try {
      setLink(await create.mutateAsync({ ...(await target()), days: Number(days) }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  function close() {
    setOpen(false);
    setLink(null);
    setError(null);
  }

  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={size === 'xs' ? `Отправить клиенту: ${title}` : undefined}
      >
        Отправить клиенту
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title="Ссылка для клиента"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        {link ? (
          <Stack gap="sm">
            <Text size="sm">
              Клиент откроет «{link.title}» без входа в Гладь — до {formatDate(link.expiresAt)}. Здесь будет
              видно, когда он посмотрит и согласует.
            </Text>
            <TextInput label="Ссылка" value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button onClick={copy} color={copied ? 'green' : undefined}>
                  {copied ? 'Скопировано' : 'Копировать ссылку'}
                </Button>
              )}
            </CopyButton>
            <Group gap="xs" wrap="wrap" aria-label="Отправить через">
              {shareTargets(link.url, link.title).map((t) => (
                <Button
                  key={t.name}
                  component="a"
                  href={t.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  mih={44}
                >
                  {t.name}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Клиент увидит «{title}»: помещения, строки, итог и PDF — и сможет согласовать или попросить
              изменения.
            </Text>
            <Select
              label="Ссылка действует"
              data={DAYS}
              value={days}
              onChange={(v) => v && setDays(v)}
              allowDeselect={false}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button onClick={() => void make()} loading={busy}>
              Создать ссылку
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
