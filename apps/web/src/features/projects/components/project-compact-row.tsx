import { formatDate, formatMoney } from '@glad/domain';
import { Box, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import type { StaffMember } from '../../../lib/staff';
import type { Status } from '../api/statuses-api';
import { amountOf } from '../project-address';
import { projectTitle } from '../project-names';
import { useFollowedPaymentStatus } from '../use-followed-payment-status';
import classes from './project-compact-row.module.css';
import { type ProjectActions, ProjectMenu } from './project-menu';
import { StatusDot } from './status-parts';

/** A compact row's height before it is measured: three short lines (the virtual list's first guess). */
export const COMPACT_ROW_PX = 72;

export interface ProjectCompactRowProps extends ProjectActions {
  project: Project;
  /** id → status, work and payment together */
  statuses: ReadonlyMap<number, Status>;
  managers: readonly StaffMember[] | undefined;
  /** where the work is: the project's own address, else its client's (undefined while not known) */
  clientAddress: string | undefined;
}

/**
 * A project on a phone, as the best CRMs' mobile lists show one: its name and amount, then whose and where
 * with the date, then its statuses and manager — three short lines, the whole row a link to the project
 * page (one stop for the keyboard, Enter opens it), its actions in the «…» menu. Statuses are changed on
 * the project page or the board.
 */
export const ProjectCompactRow = memo(function ProjectCompactRow({
  project,
  statuses,
  managers,
  clientAddress,
  ...actions
}: ProjectCompactRowProps) {
  const title = projectTitle(project);
  const amount = amountOf(project);
  const address = project.adresa?.trim() || clientAddress;
  const who = [project.client.trim(), address].filter(Boolean).join(' · ');
  const work = statuses.get(project.status_worked);
  const paymentStatuses = [...statuses.values()].filter((s) => s.group === 'payment');
  const followed = useFollowedPaymentStatus(project, paymentStatuses);
  const paymentId = project.status_payment || followed;
  const payment = paymentId ? statuses.get(paymentId) : undefined;
  const manager = project.project_manager
    ? (managers?.find((m) => m.id === project.project_manager)?.name ??
      `Сотрудник №${project.project_manager}`)
    : null;
  const state = [
    project.status_worked ? (work?.name ?? `Статус №${project.status_worked}`) : 'Без статуса',
    paymentId ? (payment?.name ?? `Статус №${paymentId}`) : null,
    manager,
  ].filter(Boolean);
  return (
    <div className={classes.row} data-project={project.id}>
      <div className={classes.body}>
        <div className={classes.line}>
          <Link to={`/projects/${project.id}`} className={`${classes.link} ${classes.grow}`}>
            <Text span fw={600}>
              {title}
            </Text>
          </Link>
          <Text span size="sm" fw={600} className={classes.end}>
            {amount === null ? '—' : formatMoney(amount, { hideZeroKopecks: true })}
          </Text>
        </div>
        <div className={classes.line}>
          <Text span size="xs" c="dimmed" className={classes.grow}>
            {who || 'Без клиента'}
          </Text>
          <Text span size="xs" c="dimmed" className={classes.end}>
            {formatDate(project.date)}
          </Text>
        </div>
        <div className={classes.line} style={{ alignItems: 'center', gap: 6 }}>
          <StatusDot color={work?.color} />
          <Text span size="xs" className={classes.grow}>
            {state.join(' · ')}
          </Text>
        </div>
      </div>
      <Box className={classes.menu}>
        <ProjectMenu project={project} {...actions} />
      </Box>
    </div>
  );
});
