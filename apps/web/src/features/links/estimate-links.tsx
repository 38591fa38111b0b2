import type { SmetaStatus } from '@glad/contracts';
import type { EstimateSnapshot } from '@glad/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushPendingChanges } from '../../lib/sync';
import { LinkStatusList } from './link-status';
import { useLinks } from './links-api';
import { linksKey } from './links-key';
import { SendToClient } from './send-to-client';

export interface EstimateLinksProps {
  projectId: number;
  table: 'smeta' | 'smetamontazh';
  /** The estimate record's id (made first when there is none yet). */
  recordId: () => Promise<number>;
  snapshot: EstimateSnapshot | null;
  /** The estimate record's status, as sync brings it. */
  status: SmetaStatus | null;
}

/** An estimate's links for the client: «Отправить клиенту» and what the client did with each. */
export function EstimateLinks({ projectId, table, recordId, snapshot, status }: EstimateLinksProps) {
  const links = useLinks({ project: projectId });
  const qc = useQueryClient();
  // a client's acceptance changes the record's status (synced live): the links are asked again
  useEffect(() => {
    if (status) void qc.invalidateQueries({ queryKey: linksKey });
  }, [status, qc]);
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
              const id = await recordId();
              // a record made on this device a moment ago must reach the server before a link can name it
              await pushPendingChanges();
              return { project: projectId, smeta: { kind: table, id }, estimate: snapshot };
            }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
