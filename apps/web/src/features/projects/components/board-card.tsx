import { useDraggable } from '@dnd-kit/core';
import { formatMoney } from '@glad/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import type { Status } from '../api/statuses-api';
import { amountOf } from '../project-address';
import { projectTitle } from '../project-names';
import classes from './board-card.module.css';

export interface BoardCardProps {
  project: Project;
  /** every column of the board, for «Переместить» */
  columns: readonly Pick<Status, 'id' | 'name'>[];
  onMove: (project: Project, status: number) => void;
}

/** What a card shows; also the picture that follows the pointer while a card is dragged. */
export const CardBody = memo(function CardBody({ project }: { project: Project }) {
  const amount = amountOf(project);
  const client = project.client.trim();
  return (
    <div className={classes.body}>
      <Link to={`/projects/${project.id}`} className={classes.title}>
        {projectTitle(project)}
      </Link>
      {client && <div className={classes.client}>{client}</div>}
      <div className={classes.amount}>{amount === null ? 'Сумма не посчитана' : formatMoney(amount)}</div>
    </div>
  );
});

/**
 * «Переместить в…» by keyboard (the drag's typed alternative). The menu (a popover with its hooks) is built
 * only once it is asked for: until then the button alone is on the card, so a card stays light. Built, it
 * takes the focus first and opens after, so closing it gives the focus back to the button.
 */
const MoveMenu = memo(function MoveMenu({ project, columns, onMove }: BoardCardProps) {
  const [built, setBuilt] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (built) setOpened(true);
  }, [built]);
  const unfocused = useRef(true);
  // the built button takes the focus from the plain one it replaces, once
  const takeFocus = useCallback((el: HTMLButtonElement | null) => {
    if (el && unfocused.current) {
      unfocused.current = false;
      el.focus();
    }
  }, []);
  const label = `Переместить: ${projectTitle(project)}`;
  const button = (focus: boolean) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={36}
      aria-label={label}
      aria-haspopup="menu"
      ref={focus ? takeFocus : undefined}
      onClick={focus ? undefined : () => setBuilt(true)}
    >
      <IconArrowsExchange size={18} aria-hidden />
    </ActionIcon>
  );
  if (!built) return button(false);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>{button(true)}</Menu.Target>
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
  );
});

/**
 * A project on the board: dragged with the pointer to another column (the card itself is the handle, so
 * it holds no role of its own and its link stays a link), or moved by the «Переместить» menu by keyboard.
 * Only this shell follows the drag's context; its content is memoised apart from it.
 */
export const BoardCard = memo(function BoardCard({ project, columns, onMove }: BoardCardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: project.id });
  return (
    <div
      ref={setNodeRef}
      className={classes.card}
      data-card={project.id}
      data-dragging={isDragging || undefined}
      {...listeners}
    >
      <CardBody project={project} />
      <MoveMenu project={project} columns={columns} onMove={onMove} />
    </div>
  );
});

export { classes as boardCardClasses };
