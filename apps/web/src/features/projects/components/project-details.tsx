import { formatDate, formatMoney } from '@glad/domain';
import { Anchor, Button, Grid, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LostValuesNotice } from '../../../components/lost-values';
import { MessageLinks } from '../../../components/message-links';
import { PhoneLink } from '../../../components/phone-link';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';
import { type ProjectRow, useRecord } from '../../../lib/offline-db';
import { useStaffMembers } from '../../../lib/staff';
import { useStatuses } from '../api/statuses-api';
import { cloneProject, deleteProjectWithUndo, projectFieldLabels } from '../project-actions';
import { amountOf, workAddress } from '../project-address';
import { projectTitle } from '../project-names';
import { ProjectFormModal } from './project-form-modal';
import { lostValueText, ManagerSelect } from './project-row';
import { ProjectStatusSelect } from './project-status-select';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The project's own card: whose it is, where, notes, amount, statuses and manager (changed in place). */
export function ProjectDetails({ project }: { project: ProjectRow }) {
  const navigate = useNavigate();
  const client = useRecord('clients', project.clientid || null);
  const statuses = useStatuses();
  const managers = useStaffMembers();
  const [editOpen, setEditOpen] = useState(false);
  const title = projectTitle(project);
  const address = workAddress(project, client);
  const amount = amountOf(project);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="project-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Title order={1} size="h2" id="project-title">
              {title}
            </Title>
            <Text c="dimmed">Объект от {formatDate(project.date)}</Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditOpen(true)}
            >
              Изменить
            </Button>
            <RowMenu name={title}>
              <Menu.Item
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={async () => {
                  const id = await cloneProject(project);
                  if (id) navigate(`/projects/${id}`);
                }}
              >
                Копировать объект
              </Menu.Item>
              <DeleteMenuItem
                onClick={async () => {
                  if (await deleteProjectWithUndo(project)) navigate('/projects/');
                }}
              />
            </RowMenu>
          </Group>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Field label="Клиент">
              {project.clientid > 0 ? (
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={`/clients/${project.clientid}`}>
                    {project.client.trim() || client?.name.trim() || `Клиент №${project.clientid}`}
                  </Anchor>
                  {project.client_properties?.phone && (
                    <>
                      <PhoneLink phone={project.client_properties.phone} who={project.client} size="sm" />
                      <MessageLinks phone={project.client_properties.phone} who={project.client} />
                    </>
                  )}
                </Group>
              ) : (
                <Text>Не указан</Text>
              )}
            </Field>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Field label="Сумма по смете">
              <Text fw={700} size="lg" data-testid="project-amount">
                {amount === null ? 'Ещё не посчитана' : formatMoney(amount)}
              </Text>
            </Field>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Field label="Адрес">
              <Text>
                {address ? address.text : 'Не указан'}
                {address?.fromClient && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    (адрес клиента)
                  </Text>
                )}
              </Text>
            </Field>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Field label="Заметки">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{project.notes?.trim() || 'Нет'}</Text>
            </Field>
          </Grid.Col>
        </Grid>
        <Grid gap="xs">
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <ProjectStatusSelect size="sm" project={project} group="work" statuses={statuses.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <ProjectStatusSelect size="sm" project={project} group="payment" statuses={statuses.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <ManagerSelect project={project} managers={managers.data} title={title} />
          </Grid.Col>
        </Grid>
        {project._lost && project._lost.length > 0 && (
          <LostValuesNotice
            scope={`projects:${project.id}`}
            lost={project._lost}
            labels={projectFieldLabels}
            formatValue={(field, value) => lostValueText(field, value, statuses.data, managers.data)}
          />
        )}
      </Stack>
      <ProjectFormModal opened={editOpen} onClose={() => setEditOpen(false)} project={project} />
    </Paper>
  );
}
