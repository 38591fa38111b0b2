import type { Employee, UpdateUserBody } from '@glad/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useUpdateUser } from '../api/users-api';
import { displayName } from '../names';
import { RightsCheckboxes } from './rights-checkboxes';

/** Changes one employee's rights groups. */
export function RightsModal({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const update = useUpdateUser();
  const [rights, setRights] = useState<string[]>([]);
  useEffect(() => {
    if (employee) setRights(employee.rights);
  }, [employee]);

  const close = () => {
    update.reset();
    onClose();
  };

  return (
    <Modal
      opened={employee !== null}
      onClose={close}
      title={employee ? `Права: ${displayName(employee)}` : 'Права'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {employee && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: employee.id, body: { rights: rights as UpdateUserBody['rights'] } },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Права сохранены' });
                  close();
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            {update.error && (
              <Alert color="red" role="alert">
                {update.error.message}
              </Alert>
            )}
            <RightsCheckboxes value={rights} onChange={setRights} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Отмена
              </Button>
              <Button type="submit" loading={update.isPending}>
                Сохранить
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
