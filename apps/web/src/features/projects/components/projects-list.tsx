import { Alert, Button, Grid, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataBoundary } from '../../../components/data-boundary';
import { SearchInput } from '../../../components/search-input';
import type { ProjectRow as Project, ProjectFilter, ProjectsFirstScreen } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useStatuses } from '../api/statuses-api';
import { ProjectFormModal } from './project-form-modal';
import { ProjectsResults, type ProjectsView } from './projects-results';

const ANY = '';

/** '' → no filter; '0' → «без статуса»; otherwise the id. */
const filterValue = (v: string) => (v === ANY ? undefined : Number(v));

/**
 * Projects from the offline copy: search, filters by statuses and manager, changes in place. `firstScreen`,
 * read before the page rendered, is shown until the whole list is read.
 */
export function ProjectsList({ firstScreen = null }: { firstScreen?: ProjectsFirstScreen | null }) {
  const [params, setParams] = useSearchParams();
  const view: ProjectsView = params.get('view') === 'board' ? 'board' : 'list';
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [worked, setWorked] = useState(ANY);
  const [payment, setPayment] = useState(ANY);
  const [manager, setManager] = useState(ANY);
  const form = useEditDialog<Project>();
  const statuses = useStatuses();
  const managers = useStaffMembers();

  const statusOptions = (list: { id: number; name: string }[] | undefined) => [
    { value: ANY, label: 'Все' },
    { value: '0', label: 'Без статуса' },
    ...(list ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const filter: ProjectFilter = {
    status_worked: filterValue(worked),
    status_payment: filterValue(payment),
    project_manager: filterValue(manager),
  };
  const lookupsFailed = (statuses.isError && !statuses.data) || (managers.isError && !managers.data);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Поиск объектов"
          placeholder="Название, клиент, телефон или заметка"
          value={query}
          onChange={setQuery}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          aria-label="Вид"
          data={[
            { value: 'list', label: 'Список' },
            { value: 'board', label: 'Доска' },
          ]}
          value={view}
          onChange={(v) =>
            setParams(
              (p) => {
                if (v === 'board') p.set('view', 'board');
                else p.delete('view');
                return p;
              },
              { replace: true },
            )
          }
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={form.openNew}>
          Добавить объект
        </Button>
      </Group>
      <Grid gap="sm" role="group" aria-label="Фильтры">
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <NativeSelect
            label="Статус работ"
            data={statusOptions(statuses.data?.work)}
            value={worked}
            onChange={(e) => setWorked(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <NativeSelect
            label="Статус оплаты"
            data={statusOptions(statuses.data?.payment)}
            value={payment}
            onChange={(e) => setPayment(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label="Менеджер"
            data={[
              { value: ANY, label: 'Все' },
              { value: '0', label: 'Не назначен' },
              ...(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
            ]}
            value={manager}
            onChange={(e) => setManager(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      {lookupsFailed && (
        <Alert color="yellow" variant="light">
          Не удалось загрузить статусы или сотрудников: {(statuses.error ?? managers.error)?.message}. Объекты
          показаны, названия статусов появятся, когда будет связь.{' '}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              void statuses.refetch();
              void managers.refetch();
            }}
          >
            Повторить
          </Button>
        </Alert>
      )}
      <DataBoundary>
        <ProjectsResults
          query={deferred}
          filter={filter}
          view={view}
          firstScreen={firstScreen}
          onAdd={form.openNew}
          onEdit={form.open}
        />
      </DataBoundary>
      <ProjectFormModal opened={form.opened} onClose={form.close} project={form.editing} />
    </Stack>
  );
}
