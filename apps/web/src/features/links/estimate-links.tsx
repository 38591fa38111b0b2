import type { EstimateSnapshot } from '@glad/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { LinkStatusList } from './link-status';
import { useLinks } from './links-api';
import { SendToClient } from './send-to-client';

export interface EstimateLinksProps {
  projectId: number;
  table: 'smeta' | 'smetamontazh';
  /** The estimate record's id (made first when there is none yet). */
  recordId: () => Promise<number>;
  snapshot: EstimateSnapshot | null;
}

/** An estimate's links for the client: «Отправить клиенту» and what the client did with each. */
export function EstimateLinks({ projectId, table, recordId, snapshot }: EstimateLinksProps) {
  const links = useLinks({ project: projectId });
  const mine = (links.data ?? []).filter((l) => l.documentId === null && l.smetaKind === table);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="estimate-links">
      <Stack gap="xs">
        <Title order={2} size="h5" id="estimate-links">
          Клиенту
        </Title>
        <LinkStatusList links={mine} />
        {links.isError && <Text c="red">{links.error.message}</Text>}
        <div>
          <SendToClient
            title={snapshot?.title || 'Смета'}
            disabled={!snapshot}
            target={async () => {
              if (!snapshot) throw new Error('Смета ещё не собрана');
              return { project: projectId, smeta: { kind: table, id: await recordId() }, estimate: snapshot };
            }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
