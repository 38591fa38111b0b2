import { formatCount, formatDate, formatMoney } from '@glad/domain';
import { Anchor, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { LostValuesNotice } from '../../../components/lost-values';
import { PhoneLink } from '../../../components/phone-link';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import type { StaffMember } from '../../../lib/staff';
import type { Statuses } from '../api/statuses-api';
import { changeInPlace, projectFieldLabels } from '../project-actions';
import { amountOf } from '../project-address';
import { projectTitle } from '../project-names';
import { ProjectMenu } from './project-menu';
import classes from './project-row.module.css';
import { ProjectStatusSelect } from './project-status-select';

export interface ProjectRowProps {
  project: Project;
  statuses: Statuses | undefined;
  managers: readonly StaffMember[] | undefined;
  onEdit: (project: Project) => void;
  onClone: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** hide the client (the client's own card lists its projects) */
  withClient?: boolean;
}

export function ManagerSelect({
  project,
  managers,
  title,
  size = 'sm',
  withLabel = true,
}: {
  project: Project;
  managers: readonly StaffMember[] | undefined;
  title: string;
  size?: 'xs' | 'sm';
  /** the visible «Менеджер» above it (a table's column header says it instead) */
  withLabel?: boolean;
}) {
  const data = [
    { value: '0', label: 'Не назначен' },
    ...(managers ?? []).map((m) => ({ value: String(m.id), label: m.name })),
  ];
  if (project.project_manager && !managers?.some((m) => m.id === project.project_manager)) {
    data.push({ value: String(project.project_manager), label: `Сотрудник №${project.project_manager}` });
  }
  return (
    <NativeSelect
      size={size}
      label={withLabel ? 'Менеджер' : undefined}
      aria-label={`Менеджер: ${title}`}
      data={data}
      value={String(project.project_manager)}
      onChange={(e) => {
        const id = Number(e.currentTarget.value);
        const name = data.find((d) => d.value === e.currentTarget.value)?.label ?? '';
        void changeInPlace(project, 'project_manager', id, `«${title}»: менеджер — ${name}`);
      }}
    />
  );
}

/** A lost value as the row shows it: a status or manager by name, a date as a date. */
export function lostValueText(
  field: string,
  value: unknown,
  statuses: Statuses | undefined,
  managers: readonly StaffMember[] | undefined,
): string {
  if (typeof value === 'number') {
    if (field === 'status_worked' || field === 'status_payment') {
      const list = field === 'status_worked' ? statuses?.work : statuses?.payment;
      return value === 0 ? 'Без статуса' : (list?.find((s) => s.id === value)?.name ?? `Статус №${value}`);
    }
    if (field === 'amount') return value > 0 ? formatMoney(value) : 'не посчитана';
    if (field === 'project_manager') {
      return value === 0
        ? 'Не назначен'
        : (managers?.find((m) => m.id === value)?.name ?? `Сотрудник №${value}`);
    }
  }
  if (field === 'date' && typeof value === 'string') return formatDate(value);
  if (value === null || value === undefined || value === '') return 'пусто';
  return String(value);
}

/** One project: what and whose it is, its statuses and manager changed right here, and its actions. */
export const ProjectRow = memo(function ProjectRow({
  project,
  statuses,
  managers,
  onEdit,
  onClone,
  onDelete,
  withClient = true,
}: ProjectRowProps) {
  const title = projectTitle(project);
  const amount = amountOf(project);
  return (
    <div className={classes.row}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/projects/${project.id}`} fw={600} c="inherit" truncate="end">
            {title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDate(project.date)} · {formatCount(project.draft_count ?? 0, draftPlural)} ·{' '}
            <Text span size="sm" fw={600} c="var(--mantine-color-text)">
              {amount === null ? 'сумма не посчитана' : formatMoney(amount)}
            </Text>
          </Text>
          {withClient && project.clientid > 0 && (
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/clients/${project.clientid}`} size="sm">
                {project.client.trim() || `Клиент №${project.clientid}`}
              </Anchor>
              {project.client_properties?.phone && (
                <PhoneLink phone={project.client_properties.phone} who={project.client} size="sm" compact />
              )}
            </Group>
          )}
        </Stack>
        <ProjectMenu project={project} onEdit={onEdit} onClone={onClone} onDelete={onDelete} />
      </Group>
      <div className={classes.selects}>
        <ProjectStatusSelect size="sm" project={project} group="work" statuses={statuses} />
        <ProjectStatusSelect size="sm" project={project} group="payment" statuses={statuses} />
        <div className={classes.wide}>
          <ManagerSelect project={project} managers={managers} title={title} />
        </div>
      </div>
      {project._lost && project._lost.length > 0 && (
        <LostValuesNotice
          scope={`projects:${project.id}`}
          lost={project._lost}
          labels={projectFieldLabels}
          formatValue={(field, value) => lostValueText(field, value, statuses, managers)}
        />
      )}
    </div>
  );
});
