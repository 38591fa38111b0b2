import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataBoundary } from '../../components/data-boundary';
import { LoadingState } from '../../components/loading-state';
import { NewEventButtons } from '../../features/calendar/components/new-event-buttons';
import { useRemoteClient } from '../../features/clients/api/client-remote';
import { ClientCard } from '../../features/clients/components/client-card';
import { ClientEstimates } from '../../features/clients/components/client-estimates';
import { ClientEvents } from '../../features/clients/components/client-events';
import { ClientFormModal } from '../../features/clients/components/client-form-modal';
import { ClientNotFound } from '../../features/clients/components/client-not-found';
import { deleteClientWithUndo } from '../../features/clients/delete-client';
import { ClientProjects } from '../../features/projects/components/client-projects';
import { type ClientRow, useRecord } from '../../lib/offline-db';
import { requestSync } from '../../lib/sync';
import { useTitleOverride } from '../layout/document-title';

const Loading = ({ text }: { text: string }) => <LoadingState text={text} />;

function ClientPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const local = useRecord('clients', id);
  // not in the offline copy (not pulled yet, or a link from a colleague): ask the server
  const remote = useRemoteClient(id, local === null);
  const [editOpen, setEditOpen] = useState(false);
  const found = remote.data;

  // the server has it: bring it into the offline copy, after which the page reads it from there
  useEffect(() => {
    if (local === null && found) void requestSync(['clients', 'projects', 'smety']);
  }, [local, found]);

  const client: ClientRow | null | undefined =
    local ??
    (found ? { ...found, _v: found.version } : local === null && remote.isPending ? undefined : null);
  useTitleOverride(client ? client.name || `Клиент №${id}` : 'Клиент');

  if (local === undefined) return <Loading text="Загрузка" />;
  if (client === undefined) return <Loading text="Ищем клиента на сервере" />;
  if (client === null) {
    if (remote.isError) {
      return (
        <Stack gap="md">
          <Alert color="red" variant="light" title={`Клиента №${id} нет на этом устройстве`} role="alert">
            Сервер недоступен: {remote.error.message}. Когда появится связь, карточка загрузится.
            <div>
              <Button mt="sm" variant="light" color="red" onClick={() => void remote.refetch()}>
                Повторить
              </Button>
            </div>
          </Alert>
        </Stack>
      );
    }
    return <ClientNotFound clientId={String(id)} />;
  }

  const remoteOnly = local === null;
  return (
    <Stack gap="lg">
      <ClientCard
        client={client}
        remoteOnly={remoteOnly}
        onEdit={() => setEditOpen(true)}
        onDelete={async () => {
          if (await deleteClientWithUndo(client)) navigate('/clients/');
        }}
      />
      {remoteOnly ? (
        <Loading text="Загружаем объекты и сметы клиента" />
      ) : (
        <>
          <ClientProjects clientId={id} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ClientEvents
              clientId={id}
              actions={<NewEventButtons preset={{ client: id, adresa: client.adresa }} />}
            />
            <ClientEstimates clientId={id} />
          </SimpleGrid>
        </>
      )}
      <ClientFormModal opened={editOpen} onClose={() => setEditOpen(false)} client={local} />
    </Stack>
  );
}

export function Component() {
  const { clientId = '' } = useParams();
  const id = Number(clientId);
  return (
    <DataBoundary>
      <ClientPage key={id} id={id} />
    </DataBoundary>
  );
}
