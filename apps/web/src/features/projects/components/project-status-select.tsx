import type { ProjectRow } from '../../../lib/offline-db';
import type { Statuses } from '../api/statuses-api';
import { changeInPlace, projectTitle } from '../project-actions';
import { StatusSelect, type StatusSelectProps } from './status-parts';

type Group = 'work' | 'payment';

const fieldOf = { work: 'status_worked', payment: 'status_payment' } as const;
const groupLabel: Record<Group, string> = { work: 'Работы', payment: 'Оплата' };

export interface ProjectStatusSelectProps
  extends Omit<StatusSelectProps, 'statuses' | 'value' | 'onChange' | 'label'> {
  project: ProjectRow;
  group: Group;
  statuses: Statuses | undefined;
  /** Show «Работы» / «Оплата» above the select; without it the name is only for screen readers. */
  withLabel?: boolean;
}

/**
 * A project's work or payment status, changed in place with an undo notice: the one picker of the list's
 * rows, the desktop table and the project page.
 */
export function ProjectStatusSelect({
  project,
  group,
  statuses,
  withLabel = true,
  ...props
}: ProjectStatusSelectProps) {
  const list = statuses?.[group] ?? [];
  const title = projectTitle(project);
  const label = groupLabel[group];
  return (
    <StatusSelect
      label={withLabel ? label : undefined}
      aria-label={`${label}: ${title}`}
      statuses={list}
      value={project[fieldOf[group]]}
      onChange={(id) => {
        const name = list.find((s) => s.id === id)?.name ?? 'Без статуса';
        void changeInPlace(project, fieldOf[group], id, `«${title}»: ${label.toLowerCase()} — ${name}`);
      }}
      {...props}
    />
  );
}
