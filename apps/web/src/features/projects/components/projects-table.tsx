import { formatCount, formatDate, formatMoney } from '@glad/domain';
import { Anchor, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { measureWithoutLayout } from '../../../components/virtual-rows';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import type { StaffMember } from '../../../lib/staff';
import { usePageOffset } from '../../../lib/use-page-offset';
import type { Statuses } from '../api/statuses-api';
import { amountOf } from '../project-address';
import { projectTitle } from '../project-names';
import { type ProjectSort, type ProjectSortKey, sortProjects } from '../project-sort';
import { type ProjectActions, ProjectMenu } from './project-menu';
import { ManagerSelect } from './project-row';
import { ProjectStatusSelect } from './project-status-select';

/** A row's height before it is measured: one line of text and a compact select. */
const ROW_PX = 56;
/** Fits «Без менеджера» and most default status names in a small select (longer ones end in «…»). */
const STATUS_COLUMN_PX = 140;
/**
 * Below this width the table scrolls inside its own box rather than pushing the page sideways (a desktop
 * window made narrow, the sidebar open).
 */
const TABLE_MIN_PX = 960;

interface SortPart {
  key: ProjectSortKey;
  label: string;
}
/** A column's header: one sort button, or two where a column shows two things. */
const columns: SortPart[][] = [
  [{ key: 'name', label: 'Объект' }],
  // the address under the client: one column less, so the table fits beside the sidebar at 1280 px; each
  // sorts on its own
  [
    { key: 'client', label: 'Клиент' },
    { key: 'adresa', label: 'Адрес' },
  ],
  [{ key: 'amount', label: 'Сумма' }],
  [{ key: 'status_worked', label: 'Работы' }],
  [{ key: 'status_payment', label: 'Оплата' }],
  [{ key: 'project_manager', label: 'Менеджер' }],
  [{ key: 'date', label: 'Дата' }],
];

interface RowProps extends ProjectActions {
  project: Project;
  statuses: Statuses | undefined;
  managers: readonly StaffMember[] | undefined;
  clientAddress: string | undefined;
  index: number;
  measure: (el: HTMLTableRowElement | null) => void;
}

const TableRow = memo(function TableRow({
  project,
  statuses,
  managers,
  clientAddress,
  index,
  measure,
  ...actions
}: RowProps) {
  const title = projectTitle(project);
  const amount = amountOf(project);
  const own = project.adresa?.trim();
  return (
    <Table.Tr ref={measure} data-index={index} data-project={project.id}>
      <Table.Td>
        <Anchor component={Link} to={`/projects/${project.id}`} fw={600} c="inherit">
          {title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatCount(project.draft_count ?? 0, draftPlural)}
        </Text>
      </Table.Td>
      <Table.Td>
        {project.clientid > 0 ? (
          <Anchor component={Link} to={`/clients/${project.clientid}`} size="sm">
            {project.client.trim() || `Клиент №${project.clientid}`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Без клиента
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {own || clientAddress || 'Адрес не указан'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600}>
          {amount === null ? '—' : formatMoney(amount)}
        </Text>
      </Table.Td>
      <Table.Td miw={STATUS_COLUMN_PX}>
        <ProjectStatusSelect size="xs" project={project} group="work" statuses={statuses} withLabel={false} />
      </Table.Td>
      <Table.Td miw={STATUS_COLUMN_PX}>
        <ProjectStatusSelect
          size="xs"
          project={project}
          group="payment"
          statuses={statuses}
          withLabel={false}
        />
      </Table.Td>
      <Table.Td miw={STATUS_COLUMN_PX}>
        <ManagerSelect project={project} managers={managers} title={title} size="xs" withLabel={false} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatDate(project.date)}</Text>
      </Table.Td>
      <Table.Td>
        <ProjectMenu project={project} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
});

function SortHeader({
  parts,
  sort,
  onSort,
}: {
  parts: readonly SortPart[];
  sort: ProjectSort | null;
  onSort: (key: ProjectSortKey) => void;
}) {
  const active = parts.find((part) => part.key === sort?.key);
  const ariaSort = !active || !sort ? 'none' : sort.dir === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th aria-sort={ariaSort}>
      {parts.map((part) => {
        const on = sort?.key === part.key;
        const Icon = !on ? IconSelector : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
        return (
          // two parts stand one above the other, as the cell shows them
          <UnstyledButton
            key={part.key}
            onClick={() => onSort(part.key)}
            fw={600}
            fz="sm"
            style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 32 }}
          >
            {part.label}
            <Icon size={14} aria-hidden />
          </UnstyledButton>
        );
      })}
    </Table.Th>
  );
}

export interface ProjectsTableProps extends ProjectActions {
  projects: readonly Project[];
  statuses: Statuses | undefined;
  managers: readonly StaffMember[] | undefined;
  /** client id → the client's address (a project without its own address works there) */
  clientAddresses: ReadonlyMap<number, string> | undefined;
}

/** The desktop's compact table of projects: sortable by any column, only the rows on screen in the DOM. */
export function ProjectsTable({
  projects,
  statuses,
  managers,
  clientAddresses,
  ...actions
}: ProjectsTableProps) {
  const [sort, setSort] = useState<ProjectSort | null>(null);
  const onSort = (key: ProjectSortKey) =>
    setSort((s) =>
      s?.key === key
        ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' }
        : { key, dir: key === 'amount' || key === 'date' ? 'desc' : 'asc' },
    );
  const rows = useMemo(() => {
    if (!sort) return projects;
    const all = [...(statuses?.work ?? []), ...(statuses?.payment ?? [])];
    return sortProjects(projects, sort, {
      status: (id) => all.find((s) => s.id === id)?.name ?? '',
      manager: (id) => managers?.find((m) => m.id === id)?.name ?? '',
      address: (p) => p.adresa?.trim() || clientAddresses?.get(p.clientid) || '',
    });
  }, [projects, sort, statuses, managers, clientAddresses]);

  const [bodyRef, offset] = usePageOffset<HTMLTableSectionElement>(
    (el) => el.closest('table')?.parentElement,
  );
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_PX,
    overscan: 8,
    scrollMargin: offset,
    getItemKey: (i) => rows[i]!.id,
    measureElement: measureWithoutLayout,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0]!.start - virtualizer.options.scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    // positioned: the visually hidden texts inside (absolute) stay in the scrolling box, not widen the page
    <Table.ScrollContainer minWidth={TABLE_MIN_PX} type="native" pos="relative">
      <Table
        verticalSpacing={4}
        horizontalSpacing="xs"
        aria-label="Объекты"
        aria-rowcount={rows.length + 1}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((parts) => (
              <SortHeader key={parts[0]!.key} parts={parts} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {before > 0 && (
            <tr aria-hidden style={{ height: before }}>
              <td colSpan={columns.length + 1} />
            </tr>
          )}
          {items.map((item) => {
            const p = rows[item.index]!;
            return (
              <TableRow
                key={item.key}
                project={p}
                statuses={statuses}
                managers={managers}
                clientAddress={clientAddresses?.get(p.clientid)}
                index={item.index}
                measure={virtualizer.measureElement}
                {...actions}
              />
            );
          })}
          {after > 0 && (
            <tr aria-hidden style={{ height: after }}>
              <td colSpan={columns.length + 1} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
