import { formatCount } from '@glad/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** How many staff places the plan gives and how many are taken; a clear warning when none is left. */
export function StaffLimit({ used, limit, tariffName }: { used: number; limit: number; tariffName: string }) {
  if (used < limit) {
    return (
      <Text size="sm">
        По тарифу «{tariffName}»: {used} из {formatCount(limit, ['сотрудника', 'сотрудников', 'сотрудников'])}
        .{' '}
        <Anchor component={Link} to="/tarifs/">
          Тарифы
        </Anchor>
      </Text>
    );
  }
  return (
    <Alert color="orange" title="Все места по тарифу заняты">
      Тариф «{tariffName}» позволяет {formatCount(limit, ['сотрудника', 'сотрудников', 'сотрудников'])}, в
      компании уже {used}. Чтобы добавить ещё, выберите тариф побольше.{' '}
      <Anchor component={Link} to="/tarifs/">
        Сравнить тарифы
      </Anchor>
    </Alert>
  );
}
