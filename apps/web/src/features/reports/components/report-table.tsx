import { Paper, Table, Text, Title } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table';
import { cellText, type ReportTable as Data } from '../model/report-tables';

/** One table of the report; wide ones scroll sideways on a phone. */
export function ReportTable({ table }: { table: Data }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="xs">
        {table.title}
      </Title>
      {table.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          За период ничего нет
        </Text>
      ) : (
        <ScrollTable label={table.title} minWidth={table.columns.length > 3 ? 560 : 280}>
          <Table striped withTableBorder={false} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((c, i) => (
                  <Table.Th key={c} ta={i === 0 ? 'left' : 'right'} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and never move
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td
                      key={table.columns[i]}
                      ta={i === 0 || 'text' in cell ? 'left' : 'right'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {cellText(cell)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
