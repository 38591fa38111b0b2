import { useDraggable } from '@dnd-kit/core';
import { formatMoney } from '@glad/domain';
import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import type { Status } from '../api/statuses-api';
import { projectTitle } from '../project-actions';
import { amountOf } from '../project-address';

export interface BoardCardProps {
  project: Project;
  /** every column of the board, for «Переместить» */
  columns: readonly Pick<Status, 'id' | 'name'>[];
  onMove: (project: Project, status: number) => void;
}

/** What a card shows; also the picture that follows the pointer while a card is dragged. */
export function CardBody({ project }: { project: Project }) {
  const amount = amountOf(project);
  return (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      <Anchor component={Link} to={`/projects/${project.id}`} fw={600} c="inherit" size="sm" lineClamp={2}>
        {projectTitle(project)}
      </Anchor>
      {project.client.trim() && (
        <Text size="xs" c="dimmed" truncate="end">
          {project.client}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {amount === null ? 'Сумма не посчитана' : formatMoney(amount)}
      </Text>
    </Stack>
  );
}

/**
 * A project on the board: dragged with the pointer to another column (the card itself is the handle, so
 * it holds no role of its own and its link stays a link), or moved by the «Переместить» menu by keyboard.
 */
export const BoardCard = memo(function BoardCard({ project, columns, onMove }: BoardCardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: project.id });
  const title = projectTitle(project);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-card={project.id}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: 'grab', touchAction: 'manipulation' }}
      {...listeners}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <CardBody project={project} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={36} aria-label={`Переместить: ${title}`}>
              <IconArrowsExchange size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Переместить в…</Menu.Label>
            {columns
              .filter((c) => c.id !== project.status_worked)
              .map((c) => (
                <Menu.Item key={c.id} onClick={() => onMove(project, c.id)}>
                  {c.name}
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
});
