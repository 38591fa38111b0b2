import { smetaStatusLabels } from '@glad/contracts';
import { formatMoney } from '@glad/domain';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSmety } from '../../../lib/offline-db';
import { pickRecord } from '../api/estimate-records';
import { kindLabels, type Smeta, type SmetaTable, statusOf } from '../model/estimates-list';
import { estimateHref } from './estimate-list-item';

const statusColor = { new: 'gray', sent: 'blue', approved: 'teal', rejected: 'red' } as const;

function EstimateLine({
  projectId,
  table,
  records,
  total,
}: {
  projectId: number;
  table: SmetaTable;
  records: Smeta[] | undefined;
  total: number | null;
}) {
  const record = pickRecord(records);
  const status = record ? statusOf(record) : null;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={estimateHref({ projectid: projectId, table })} fw={600}>
          {kindLabels[table]}
        </Anchor>
        {total !== null && (
          <Text size="sm" c="dimmed">
            {formatMoney(total)}
          </Text>
        )}
      </Stack>
      <Badge variant="dot" color={status ? statusColor[status] : 'gray'} tt="none" fw={500}>
        {records === undefined ? 'Загрузка…' : status ? smetaStatusLabels[status] : 'Ещё не открывали'}
      </Badge>
    </Group>
  );
}

/** A project's client and installer estimates with their approval status; each opens its screen. */
export function ProjectEstimates({ projectId, total }: { projectId: number; total: number | null }) {
  const smety = useSmety('smety', { projectid: projectId }) as Smeta[] | undefined;
  const montazh = useSmety('smetymontazh', { projectid: projectId }) as Smeta[] | undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-estimates">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-estimates">
          Сметы
        </Title>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <EstimateLine projectId={projectId} table="smety" records={smety} total={total} />
          <EstimateLine projectId={projectId} table="smetymontazh" records={montazh} total={null} />
        </Stack>
      </Stack>
    </Paper>
  );
}
