import { formatCount } from '@glad/domain';
import { Alert, Button, Grid, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataBoundary } from '../../../components/data-boundary';
import { LoadingState } from '../../../components/loading-state';
import { SearchInput } from '../../../components/search-input';
import { VirtualList } from '../../../components/virtual-list';
import {
  db,
  type ProjectRow as Project,
  type ProjectFilter,
  useLiveRecords,
  useProjects,
  useRecordCount,
} from '../../../lib/offline-db';
import { useManagers } from '../api/managers-api';
import { useStatuses } from '../api/statuses-api';
import { cloneProject, deleteProjectWithUndo, projectPlural } from '../project-actions';
import { ProjectFormModal } from './project-form-modal';
import { ProjectRow } from './project-row';
import { ProjectsBoard } from './projects-board';
import { ProjectsEmpty } from './projects-empty';
import { ProjectsTable } from './projects-table';

const ANY = '';
/** Where the compact table replaces the rows: a desktop's width (Mantine's `sm` and up). */
const DESKTOP = '(min-width: 48em)';

/** '' → no filter; '0' → «без статуса»; otherwise the id. */
const filterValue = (v: string) => (v === ANY ? undefined : Number(v));

export type ProjectsView = 'list' | 'board';

/** Client id → address, for projects that work at their client's (read only while the table shows). */
function useClientAddresses(on: boolean) {
  return useLiveRecords(
    async () => (on ? new Map((await db.clients.toArray()).map((c) => [c.id, c.adresa.trim()])) : undefined),
    [on],
  );
}

function Results({
  query,
  filter,
  view,
  onAdd,
  onEdit,
}: {
  query: string;
  filter: ProjectFilter;
  view: ProjectsView;
  onAdd: () => void;
  onEdit: (p: Project) => void;
}) {
  const projects = useProjects(query, filter);
  const desktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const table = view === 'list' && desktop;
  const clientAddresses = useClientAddresses(table);
  const total = useRecordCount('projects');
  const statuses = useStatuses();
  const managers = useManagers();
  const onClone = useCallback((p: Project) => void cloneProject(p), []);
  const onDelete = useCallback((p: Project) => void deleteProjectWithUndo(p), []);
  const renderItem = useCallback(
    (p: Project) => (
      <ProjectRow
        project={p}
        statuses={statuses.data}
        managers={managers.data}
        onEdit={onEdit}
        onClone={onClone}
        onDelete={onDelete}
      />
    ),
    [statuses.data, managers.data, onEdit, onClone, onDelete],
  );
  if (projects === undefined || total === undefined) return <LoadingState />;
  if (total === 0) return <ProjectsEmpty onAdd={onAdd} />;
  const filtered = query.trim() !== '' || Object.values(filter).some((v) => v !== undefined);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {filtered
          ? projects.length > 0
            ? `Найдено: ${formatCount(projects.length, projectPlural)} (всего ${formatCount(total, projectPlural)})`
            : 'Таких объектов нет: измените запрос или фильтры'
          : `Всего ${formatCount(total, projectPlural)}`}
      </Text>
      {projects.length > 0 && view === 'board' && (
        <ProjectsBoard projects={projects} statuses={statuses.data} />
      )}
      {projects.length > 0 && table && (
        <ProjectsTable
          projects={projects}
          statuses={statuses.data}
          managers={managers.data}
          clientAddresses={clientAddresses}
          onEdit={onEdit}
          onClone={onClone}
          onDelete={onDelete}
        />
      )}
      {projects.length > 0 && view === 'list' && !table && (
        <VirtualList
          label="Объекты"
          items={projects}
          getKey={(p) => p.id}
          renderItem={renderItem}
          estimateSize={190}
        />
      )}
    </Stack>
  );
}

/** Projects from the offline copy: search, filters by statuses and manager, changes in place. */
export function ProjectsList() {
  const [params, setParams] = useSearchParams();
  const view: ProjectsView = params.get('view') === 'board' ? 'board' : 'list';
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [worked, setWorked] = useState(ANY);
  const [payment, setPayment] = useState(ANY);
  const [manager, setManager] = useState(ANY);
  const [editing, setEditing] = useState<Project | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const statuses = useStatuses();
  const managers = useManagers();

  const openNew = useCallback(() => {
    setEditing(null);
    setFormOpen(true);
  }, []);
  const openEdit = useCallback((p: Project) => {
    setEditing(p);
    setFormOpen(true);
  }, []);

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
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
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
        <Results query={deferred} filter={filter} view={view} onAdd={openNew} onEdit={openEdit} />
      </DataBoundary>
      <ProjectFormModal opened={formOpen} onClose={() => setFormOpen(false)} project={editing} />
    </Stack>
  );
}
