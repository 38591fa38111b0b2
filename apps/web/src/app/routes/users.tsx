import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCompany } from '../../features/company/api/company-api';
import { useCurrentUser } from '../../features/session';
import { useEmployees } from '../../features/users/api/users-api';
import { AddUserModal } from '../../features/users/components/add-user-modal';
import { EmployeesList } from '../../features/users/components/employees-list';
import { StaffLimit } from '../../features/users/components/staff-limit';
import { ownProfilePath } from '../../features/users/own-profile';
import { canEditRights, canManageStaff } from '../../features/users/permissions';

export function Component() {
  const me = useCurrentUser();
  const employees = useEmployees();
  const company = useCompany();
  const [adding, { open, close }] = useDisclosure(false);
  const own = me && employees.data ? ownProfilePath(employees.data, me.id) : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Сотрудники"
        description="Кто работает в компании, их права и как с ними связаться."
        actions={
          <>
            {own && (
              <Button component={Link} to={own} variant="default" leftSection={<IconUserCircle size={18} />}>
                Мой профиль
              </Button>
            )}
            {canManageStaff(me) && (
              <Button leftSection={<IconUserPlus size={18} />} onClick={open}>
                Добавить сотрудника
              </Button>
            )}
          </>
        }
      />
      {company.data && (
        <StaffLimit
          used={company.data.manager}
          limit={company.data.tarif.managers}
          tariffName={company.data.tarif.name}
        />
      )}
      {employees.data && me ? (
        <EmployeesList employees={employees.data} me={me} />
      ) : (
        <QueryState error={employees.error} onRetry={() => void employees.refetch()} />
      )}
      <AddUserModal opened={adding} onClose={close} withRights={canEditRights(me)} />
    </Stack>
  );
}
