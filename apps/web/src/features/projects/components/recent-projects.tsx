import { formatCount, formatDate, formatMoney } from '@glad/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { db, type ProjectRow, useLiveRecords } from '../../../lib/offline-db';
import { draftPlural } from '../../../lib/record-nouns';
import { useFirstSyncPending } from '../../../lib/sync';
import { type Status, statusById, useStatuses } from '../api/statuses-api';
import { amountOf } from '../project-address';
import { projectTitle } from '../project-names';
import { StatusBadge } from './status-parts';

/** One project of the list as a card; rendered again only when it or its statuses change (decision 0070). */
const RecentProject = memo(function RecentProject({
  project: p,
  worked,
  payment,
}: {
  project: ProjectRow;
  worked: Status | undefined;
  payment: Status | undefined;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Anchor component={Link} to={`/projects/${p.id}`} fw={600} c="inherit">
          {projectTitle(p)}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[
            p.client.trim(),
            formatDate(p.date),
            formatCount(p.draft_count ?? 0, draftPlural),
            amountOf(p) === null ? '' : formatMoney(amountOf(p) ?? 0),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap="xs">
          <StatusBadge status={worked} fallback="Работы: без статуса" />
          <StatusBadge status={payment} fallback="Оплата: без статуса" />
        </Group>
      </Stack>
    </Paper>
  );
});

/** The projects changed last (here or by colleagues), newest first. */
export function RecentProjects({ limit = 5, empty }: { limit?: number; empty: ReactNode }) {
  const projects = useLiveRecords(
    // a local write stamps the time too, so a project made offline is among the recent ones
    (): Promise<ProjectRow[]> => db.projects.orderBy('timestamp').reverse().limit(limit).toArray(),
    [limit],
  );
  const statuses = statusById(useStatuses().data);
  // a new device's copy is empty until its first sync: not «no projects» yet
  const filling = useFirstSyncPending() && projects?.length === 0;
  if (projects === undefined || filling) return <Text c="dimmed">Загрузка…</Text>;
  if (projects.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xs">
      <Stack
        gap="xs"
        component="ul"
        aria-label="Последние объекты"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {projects.map((p) => (
          <RecentProject
            key={p.id}
            project={p}
            worked={statuses.get(p.status_worked)}
            payment={statuses.get(p.status_payment)}
          />
        ))}
      </Stack>
      <Button component={Link} to="/projects/" variant="subtle" style={{ alignSelf: 'flex-start' }}>
        Все объекты
      </Button>
    </Stack>
  );
}
