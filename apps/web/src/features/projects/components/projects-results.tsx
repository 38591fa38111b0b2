import { formatCount } from '@glad/domain';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { VirtualList } from '../../../components/virtual-list';
import {
  db,
  type ProjectRow as Project,
  type ProjectFilter,
  type ProjectsFirstScreen,
  useLiveRecords,
  useProjectsList,
  useRecordCount,
} from '../../../lib/offline-db';
import { projectPlural } from '../../../lib/record-nouns';
import { useStaffMembers } from '../../../lib/staff';
import { useFirstSyncPending } from '../../../lib/sync';
import { statusById, useStatuses } from '../api/statuses-api';
import { cloneProject, deleteProjectWithUndo } from '../project-actions';
import { COMPACT_ROW_PX, ProjectCompactRow } from './project-compact-row';
import { ProjectsBoard } from './projects-board';
import { ProjectsEmpty } from './projects-empty';
import { ProjectsTable } from './projects-table';

/** Where the compact table replaces the phone's rows: a desktop's width (Mantine's `sm` and up). */
const DESKTOP = '(min-width: 48em)';

export type ProjectsView = 'list' | 'board';

/**
 * Client id → address, for projects that work at their client's: the first screen's clients until the whole
 * list is read, then all clients (read after that, so it does not hold the list back; the table sorts by it).
 */
function useClientAddresses(on: boolean, first: ReadonlyMap<number, string> | undefined) {
  const all = useLiveRecords(
    async () => (on ? new Map((await db.clients.toArray()).map((c) => [c.id, c.adresa.trim()])) : undefined),
    [on],
  );
  return all ?? first;
}

export interface ProjectsResultsProps {
  query: string;
  filter: ProjectFilter;
  view: ProjectsView;
  /** read by the route before it rendered; shown until the whole list is read */
  firstScreen: ProjectsFirstScreen | null;
  onAdd: () => void;
  onEdit: (p: Project) => void;
}

/** The projects found, as the desktop's table, the phone's compact rows or the board by work status. */
export function ProjectsResults({ query, filter, view, firstScreen, onAdd, onEdit }: ProjectsResultsProps) {
  const list = useProjectsList(query, filter, firstScreen?.rows);
  const desktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const table = view === 'list' && desktop;
  const clientAddresses = useClientAddresses(
    view === 'list' && list?.complete === true,
    firstScreen?.addresses,
  );
  const total = useRecordCount('projects', firstScreen?.total);
  const statuses = useStatuses();
  const managers = useStaffMembers();
  const byId = useMemo(() => statusById(statuses.data), [statuses.data]);
  const onClone = useCallback((p: Project) => void cloneProject(p), []);
  const onDelete = useCallback((p: Project) => void deleteProjectWithUndo(p), []);
  const renderItem = useCallback(
    (p: Project) => (
      <ProjectCompactRow
        project={p}
        statuses={byId}
        managers={managers.data}
        clientAddress={clientAddresses?.get(p.clientid)}
        onEdit={onEdit}
        onClone={onClone}
        onDelete={onDelete}
      />
    ),
    [byId, managers.data, clientAddresses, onEdit, onClone, onDelete],
  );
  // a new device's copy is empty until its first sync: not «no projects» yet
  const filling = useFirstSyncPending() && total === 0;
  if (list === undefined || total === undefined || filling) return <LoadingState />;
  if (total === 0) return <ProjectsEmpty onAdd={onAdd} />;
  const projects = list.rows;
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
        <ProjectsBoard
          projects={projects}
          statuses={statuses.data}
          counts={list.complete ? undefined : firstScreen?.byStatus}
        />
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
          estimateSize={COMPACT_ROW_PX}
        />
      )}
    </Stack>
  );
}
