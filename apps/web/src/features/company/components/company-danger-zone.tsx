import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteCompany } from '../api/company-api';

/**
 * Deleting the company: owner only, behind a dialog that asks for the company's name typed again, so it
 * never happens by a stray tap.
 */
export function CompanyDangerZone({
  companyName,
  onDeleted,
}: {
  companyName: string;
  onDeleted: () => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany();
  const matches = typed.trim() === companyName.trim();

  const shut = () => {
    setTyped('');
    remove.reset();
    close();
  };

  return (
    <Alert
      variant="outline"
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        <Title order={3} size="h5" c="red.9">
          Удаление компании
        </Title>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          Компания, её сотрудники, клиенты, объекты и сметы перестанут быть доступны. Сотрудники не смогут
          войти.
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={open}>
            Удалить компанию
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={shut}
        title="Удалить компанию?"
        centered
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!matches) return;
            remove.mutate({ confirm: typed.trim() }, { onSuccess: onDeleted });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Чтобы подтвердить, введите название компании: <b>{companyName}</b>
            </Text>
            <TextInput
              label="Название компании"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
              error={remove.error?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={shut}>
                Отмена
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={remove.isPending}>
                Удалить компанию
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Alert>
  );
}
