import type { InstallerBalance } from '@glad/contracts';
import { formatMoney } from '@glad/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StackedTable } from '../../../components/stacked-table';

/** Every installer's money: jobs, done, earned, paid and the balance the company owes him. */
export function InstallerBalances({ rows }: { rows: readonly InstallerBalance[] }) {
  if (rows.length === 0) {
    return <Text c="dimmed">Монтажников пока нет: отметьте их в разделе «Сотрудники».</Text>;
  }
  return (
    <StackedTable label="Монтажники: заработано, выплачено, к выплате">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Монтажник</Table.Th>
          <Table.Th ta="right">Работ</Table.Th>
          <Table.Th ta="right">Заработано</Table.Th>
          <Table.Th ta="right">Выплачено</Table.Th>
          <Table.Th ta="right">К выплате</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor component={Link} to={`/montazhniki/${r.id}`}>
                {r.name}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right" data-label="Работ">
              {r.done} из {r.jobs}
            </Table.Td>
            <Table.Td ta="right" data-label="Заработано">
              {formatMoney(r.earned)}
            </Table.Td>
            <Table.Td ta="right" data-label="Выплачено">
              {formatMoney(r.paid)}
            </Table.Td>
            <Table.Td ta="right" fw={600} data-label="К выплате" data-testid={`balance-${r.id}`}>
              {formatMoney(r.balance)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
