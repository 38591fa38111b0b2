import { formatPhone, NO_DATA } from '@glad/contracts';
import { Anchor, Avatar, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScrollTable } from '../../components/scroll-table';
import { useInstallers } from './api';
import { QueryState } from './query-state';

/** Installers (потолочники) of the company: users holding the «Монтажник» right. */
export function InstallersList() {
  const { data, isLoading, error, refetch } = useInstallers();

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            Потолочники
          </Title>
          <Text c="dimmed" size="sm">
            Сотрудники с правом «Монтажник»: им уходят сметы монтажа и выезды на монтаж.
          </Text>
        </Stack>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && data.length === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text>Монтажников пока нет. Отметьте право «Монтажник» у сотрудника, и он появится здесь.</Text>
            <Button
              component={Link}
              to="/users/"
              variant="light"
              leftSection={<IconUsers size={18} aria-hidden />}
            >
              К сотрудникам
            </Button>
          </Stack>
        )}
        {data && data.length > 0 && (
          <ScrollTable label="Потолочники" minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Монтажник</Table.Th>
                  <Table.Th>Должность</Table.Th>
                  <Table.Th>Телефон</Table.Th>
                  <Table.Th>Почта</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((u) => {
                  const name = [u.family, u.name, u.secondname].filter(Boolean).join(' ') || NO_DATA;
                  return (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar radius="xl" size={32} color="blue" alt="">
                            {u.ABR}
                          </Avatar>
                          <Text size="sm">{name}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{u.dolzhnost || NO_DATA}</Table.Td>
                      <Table.Td>{u.phone ? formatPhone(u.phone) : '—'}</Table.Td>
                      <Table.Td>
                        <Anchor href={`mailto:${u.email}`} size="sm">
                          {u.email}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
