import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { db, type SmetaRow, useLiveRecords, useSmety } from '../../../lib/offline-db';

/**
 * The known fields of an estimate row. (The row type of the offline copy is built from a loose record,
 * which leaves its named fields `unknown`; the intersection names them again.)
 */
type Smeta = SmetaRow & { projectid: number; clientid: number; approved: 0 | 1 };

function EstimateLine({ smeta, kind, projectName }: { smeta: Smeta; kind: string; projectName?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" component="li">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {kind}
          {projectName ? ` · ${projectName}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          №{smeta.id}
        </Text>
      </Stack>
      <Badge variant="light" color={smeta.approved ? 'teal' : 'gray'} tt="none">
        {smeta.approved ? 'Согласована' : 'Не согласована'}
      </Badge>
    </Group>
  );
}

/** The client's estimates (сметы) and installer estimates (сметы монтажа) from the offline copy. */
export function ClientEstimates({ clientId }: { clientId: number }) {
  const smety = useSmety('smety', { clientid: clientId }) as Smeta[] | undefined;
  const montazh = useSmety('smetymontazh', { clientid: clientId }) as Smeta[] | undefined;
  const ids = [
    ...new Set([...(smety ?? []), ...(montazh ?? [])].map((s) => s.projectid).filter((id) => id > 0)),
  ];
  const projects = useLiveRecords(() => db.projects.bulkGet(ids), [ids.join(',')], []);
  const projectName = (id: number) => projects?.find((p) => p?.id === id)?.name;
  const all = [
    ...(smety ?? []).map((s) => ({ s, kind: 'Смета' })),
    ...(montazh ?? []).map((s) => ({ s, kind: 'Смета монтажа' })),
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-estimates">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-estimates">
          Сметы
        </Title>
        {smety === undefined || montazh === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : all.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">Смет для этого клиента пока нет: смета собирается из чертежей объекта.</Text>
            <Button component={Link} to="/smety/" variant="light" size="sm">
              Все сметы
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {all.map(({ s, kind }) => (
              <EstimateLine
                key={`${kind}${s.id}`}
                smeta={s}
                kind={kind}
                projectName={projectName(s.projectid)}
              />
            ))}
          </Stack>
        )}
        {all.length > 0 && (
          <Anchor component={Link} to="/smety/" size="sm">
            Открыть раздел «Сметы»
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
