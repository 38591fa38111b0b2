import type { Employee, User } from '@glad/contracts';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import { useDeleteUser } from '../api/users-api';
import { displayName } from '../names';
import { canEditRights, canManageStaff } from '../permissions';
import { EmployeeRow } from './employee-row';
import { RightsModal } from './rights-modal';

/** The staff list with rights editing and removal (each behind its own dialog). */
export function EmployeesList({ employees, me }: { employees: Employee[]; me: User }) {
  const remove = useDeleteUser();
  const [rightsOf, setRightsOf] = useState<Employee | null>(null);
  const manage = canManageStaff(me);
  const rights = canEditRights(me);

  const confirmRemove = (e: Employee) =>
    openConfirmModal({
      title: 'Удалить сотрудника?',
      centered: true,
      closeButtonProps: { 'aria-label': 'Закрыть' },
      children: (
        <Text size="sm">
          {displayName(e)} больше не сможет войти. Его клиенты, объекты и сметы останутся в компании.
        </Text>
      ),
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(e.id, {
          onSuccess: () => notifications.show({ color: 'green', message: `${displayName(e)} удалён(а)` }),
          onError: (err) =>
            notifications.show({ color: 'red', title: 'Сотрудник не удалён', message: err.message }),
        }),
    });

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Сотрудники">
        {employees.map((e, index) => {
          const isSelf = e.id === me.id;
          return (
            <EmployeeRow
              key={e.id}
              employee={e}
              index={index}
              isSelf={isSelf}
              canEditRights={rights && !e.vladelec}
              canRemove={manage && !isSelf && !e.vladelec}
              onEditRights={() => setRightsOf(e)}
              onRemove={() => confirmRemove(e)}
            />
          );
        })}
      </Stack>
      <RightsModal employee={rightsOf} onClose={() => setRightsOf(null)} />
    </>
  );
}
