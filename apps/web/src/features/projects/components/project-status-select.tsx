import type { ProjectRow } from '../../../lib/offline-db';
import type { Statuses } from '../api/statuses-api';
import { changeInPlace } from '../project-actions';
import { projectTitle } from '../project-names';
import { useFollowedPaymentStatus } from '../use-followed-payment-status';
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
  // «no status» of payment means «follow the money»: the choice names what the money says now
  const followed = useFollowedPaymentStatus(project, list, group === 'payment');
  const followedName = list.find((s) => s.id === followed)?.name;
  const label = groupLabel[group];
  return (
    <StatusSelect
      label={withLabel ? label : undefined}
      aria-label={`${label}: ${title}`}
      statuses={list}
      noneLabel={followedName ? `По оплатам: ${followedName}` : undefined}
      value={project[fieldOf[group]]}
      onChange={(id) => {
        const name = list.find((s) => s.id === id)?.name ?? 'Без статуса';
        void changeInPlace(project, fieldOf[group], id, `«${title}»: ${label.toLowerCase()} — ${name}`);
      }}
      {...props}
    />
  );
}
