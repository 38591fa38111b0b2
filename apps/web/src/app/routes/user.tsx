import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { setCurrentUser, useCurrentUser } from '../../features/session';
import { useEmployees } from '../../features/users/api/users-api';
import { OwnProfileForm } from '../../features/users/components/own-profile-form';
import { UserProfileCard } from '../../features/users/components/user-profile-card';
import { employeeAt } from '../../features/users/own-profile';

export function Component() {
  const { id } = useParams();
  const me = useCurrentUser();
  const employees = useEmployees();
  if (!employees.data) {
    return (
      <Stack gap="lg">
        <PageHeader title="Сотрудник" />
        <QueryState error={employees.error} onRetry={() => void employees.refetch()} />
      </Stack>
    );
  }
  const employee = employeeAt(employees.data, id);
  if (!employee) {
    return (
      <Stack gap="lg">
        <PageHeader title="Сотрудник" />
        <EmptyState
          icon={<IconUsers size={30} />}
          title="Такого сотрудника нет"
          description={`В списке сотрудников нет позиции ${id ?? ''}. Возможно, сотрудника удалили.`}
          actions={
            <Button component={Link} to="/users/">
              Все сотрудники
            </Button>
          }
        />
      </Stack>
    );
  }
  const isSelf = me?.id === employee.id;
  return (
    <Stack gap="lg">
      <PageHeader
        title={isSelf ? 'Мой профиль' : 'Сотрудник'}
        actions={
          <Button component={Link} to="/users/" variant="default">
            Все сотрудники
          </Button>
        }
      />
      <UserProfileCard user={employee} />
      {isSelf && me && <OwnProfileForm key={me.id} user={me} onSaved={setCurrentUser} />}
    </Stack>
  );
}
