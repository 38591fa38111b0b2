import { importRowStatusLabels, type PriceImportAnswer } from '@glad/contracts';
import { formatCount } from '@glad/domain';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table';

// Filled in dark shades: light badges' small text is below the contrast WCAG asks for.
const statusColor = { created: 'teal.9', updated: 'blue.9', unchanged: 'gray.7', error: 'red.9' } as const;
const order = { error: 0, created: 1, updated: 2, unchanged: 3 } as const;

/** What the import did, row by row as the sheet numbers them; errors first, each with its reason. */
export function ImportReport({
  report,
  fileName,
  onClose,
}: {
  report: PriceImportAnswer | null;
  fileName: string;
  onClose: () => void;
}) {
  const rows = report
    ? [...report.rows].sort((a, b) => order[a.status] - order[b.status] || a.row - b.row)
    : [];
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title="Загрузка прайс-листа"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="xl"
    >
      {report && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Файл «{fileName}»: {formatCount(report.rows.length, ['строка', 'строки', 'строк'])}
          </Text>
          <Alert
            color={report.errors > 0 ? 'red' : 'teal'}
            variant="light"
            role="status"
            title={report.errors > 0 ? 'Загружено с ошибками' : 'Загружено без ошибок'}
          >
            Добавлено: {report.created}, обновлено: {report.updated}, без изменений: {report.unchanged}, с
            ошибками: {report.errors}.
            {report.errors > 0 && ' Строки с ошибками не загружены — исправьте их в файле и загрузите снова.'}
          </Alert>
          {rows.length > 0 && (
            <ScrollTable label="Строки файла" minWidth={520} maxHeight={420}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Строка</Table.Th>
                    <Table.Th>Позиция</Table.Th>
                    <Table.Th>Итог</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>
                        {row.name || 'без наименования'}
                        {row.uid && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            · код {row.uid}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={statusColor[row.status]} variant="filled">
                          {importRowStatusLabels[row.status]}
                        </Badge>
                        {row.message && (
                          <Text size="sm" c="red.8">
                            {row.message}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Готово</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
