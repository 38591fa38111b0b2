import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { type ProjectRow as Project, useProjects } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useStatuses } from '../api/statuses-api';
import { cloneProject, deleteProjectWithUndo } from '../project-actions';
import { ProjectFormModal } from './project-form-modal';
import { ProjectRow } from './project-row';

/** A client's projects with their statuses, changed in place, and a button for a new one. */
export function ClientProjects({ clientId }: { clientId: number }) {
  const projects = useProjects('', { clientid: clientId });
  const statuses = useStatuses();
  const managers = useStaffMembers();
  const form = useEditDialog<Project>();
  const onClone = useCallback((p: Project) => void cloneProject(p), []);
  const onDelete = useCallback((p: Project) => void deleteProjectWithUndo(p), []);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-projects">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-projects">
          Объекты
        </Title>
        {projects === undefined ? (
          <Text c="dimmed">Загрузка…</Text>
        ) : projects.length === 0 ? (
          <Text c="dimmed">У клиента пока нет объектов. Объект — квартира или дом, где делают потолки.</Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label="Объекты клиента"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {projects.map((p) => (
              <li key={p.id}>
                <ProjectRow
                  project={p}
                  statuses={statuses.data}
                  managers={managers.data}
                  onEdit={form.open}
                  onClone={onClone}
                  onDelete={onDelete}
                  withClient={false}
                />
              </li>
            ))}
          </Stack>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={form.openNew}
        >
          Новый объект
        </Button>
      </Stack>
      <ProjectFormModal
        opened={form.opened}
        onClose={form.close}
        project={form.editing}
        clientId={clientId}
      />
    </Paper>
  );
}
