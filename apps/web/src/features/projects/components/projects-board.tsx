import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { formatCount } from '@glad/domain';
import { Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VirtualRows } from '../../../components/virtual-rows';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import { projectPlural } from '../../../lib/record-nouns';
import type { Status, Statuses } from '../api/statuses-api';
import { type BoardColumn as BoardColumnInfo, boardColumns, type Move, pendingMoves } from '../board-columns';
import { changeInPlace } from '../project-actions';
import { projectTitle } from '../project-names';
import { BoardCard, boardCardClasses, CardBody } from './board-card';

/** A card's height before it is measured (title, client, amount). */
const CARD_PX = 96;
/** Pointer moves under this many px are a click, not a drag (the card holds a link and a menu). */
const DRAG_DISTANCE = 6;
/** On a touch screen a drag starts after holding the card, so the board still scrolls under a finger. */
const TOUCH_DELAY_MS = 250;

const columnId = (status: number) => `status-${status}`;

interface ColumnProps {
  column: BoardColumnInfo;
  projects: readonly Project[];
  /** how many projects the column holds, when `projects` is only the first screen of it */
  count: number;
  columns: readonly Pick<Status, 'id' | 'name'>[];
  onMove: (project: Project, status: number) => void;
}

/** One work status: its projects, only those in view in the DOM; a drop target for cards. */
const BoardColumn = memo(function BoardColumn({ column, projects, count, columns, onMove }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(column.id) });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: projects.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_PX,
    overscan: 4,
    gap: 8,
    getItemKey: (i) => projects[i]!.id,
  });
  const headingId = `board-col-${column.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="xs"
      w={272}
      data-column={column.id}
      style={{
        flexShrink: 0,
        background: isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)',
      }}
    >
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <Box
            aria-hidden
            w={10}
            h={10}
            style={{ borderRadius: '50%', background: column.color ?? 'var(--mantine-color-gray-5)' }}
          />
          <Title order={2} size="h5" id={headingId} style={{ flex: 1 }}>
            {column.name}
          </Title>
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        </Group>
        <div ref={scrollRef} style={{ height: '65vh', minHeight: 240, overflowY: 'auto' }}>
          <VirtualRows
            virtualizer={virtualizer}
            label={`${column.name}: ${formatCount(count, projectPlural)}`}
            renderRow={(index) => <BoardCard project={projects[index]!} columns={columns} onMove={onMove} />}
          />
        </div>
      </Stack>
    </Paper>
  );
});

export interface ProjectsBoardProps {
  projects: readonly Project[];
  statuses: Statuses | undefined;
  /** work status → projects, while `projects` is the first screen (the newest) rather than all of them */
  counts?: ReadonlyMap<number, number>;
}

/** Projects by work status, a column per status: a card dragged (or moved by its menu) changes its status. */
export function ProjectsBoard({ projects, statuses, counts }: ProjectsBoardProps) {
  const columns = useMemo(() => boardColumns(statuses?.work ?? [], projects), [statuses, projects]);
  // A moved card shows in its new column at once: the offline copy has the change at once too, but the
  // list of 10,000 is read again before it shows there (seconds on a slow phone).
  const [moved, setMoved] = useState<ReadonlyMap<number, Move>>(new Map());
  const groups = useMemo(() => {
    const map = new Map<number, Project[]>(columns.map((c) => [c.id, []]));
    for (const p of projects) map.get(moved.get(p.id)?.status ?? p.status_worked)?.push(p);
    return map;
  }, [columns, projects, moved]);
  // a move is forgotten once a read of the list holds it, or anything written after it (an «Отменить»);
  // a read begun before the write (the whole list replacing the first screen) does not undo it on screen
  useEffect(() => setMoved((prev) => (prev.size ? pendingMoves(prev, projects) : prev)), [projects]);
  const [active, setActive] = useState<Project | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: DRAG_DISTANCE } }),
  );
  const byId = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  // Only the board scrolls by itself while a card is dragged (sideways, to a column out of view): a drop
  // lands anywhere in a column, so neither a column nor the page needs to, and each container allowed
  // costs a read of its scroll box (a layout) on every pointer move.
  const boardRef = useRef<HTMLDivElement>(null);
  const autoScroll = useMemo(() => ({ canScroll: (el: Element) => el === boardRef.current }), []);

  const onMove = useCallback(
    (project: Project, status: number) => {
      const name = columns.find((c) => c.id === status)?.name ?? 'Без статуса';
      setMoved((prev) => new Map(prev).set(project.id, { status, at: Date.now() }));
      void changeInPlace(
        project,
        'status_worked',
        status,
        `«${projectTitle(project)}»: работы — ${name}`,
      ).then((saved) => {
        if (!saved) setMoved((prev) => new Map([...prev].filter(([id]) => id !== project.id)));
      });
    },
    [columns],
  );
  const onDragStart = (e: DragStartEvent) => setActive(byId.get(Number(e.active.id)) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const project = byId.get(Number(e.active.id));
    const over = typeof e.over?.id === 'string' ? Number(e.over.id.replace('status-', '')) : null;
    if (project && over !== null && over !== (moved.get(project.id)?.status ?? project.status_worked))
      onMove(project, over);
  };

  return (
    <DndContext
      sensors={sensors}
      autoScroll={autoScroll}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active: a }) =>
            `Взят объект «${projectTitle(byId.get(Number(a.id)) ?? { id: Number(a.id), name: '' })}».`,
          onDragOver: ({ over }) =>
            over
              ? `Над колонкой «${columns.find((c) => columnId(c.id) === over.id)?.name ?? ''}».`
              : undefined,
          onDragEnd: ({ over }) =>
            over
              ? `Объект перенесён в «${columns.find((c) => columnId(c.id) === over.id)?.name ?? ''}».`
              : 'Перемещение отменено.',
          onDragCancel: () => 'Перемещение отменено.',
        },
        screenReaderInstructions: {
          draggable: 'Чтобы перенести объект с клавиатуры, откройте его меню «Переместить».',
        },
      }}
    >
      <ScrollArea
        type="auto"
        offsetScrollbars
        viewportRef={boardRef}
        aria-label="Доска объектов по статусу работ"
        // the first screen: the cards of the newest projects, the rest still being read
        aria-busy={counts !== undefined}
      >
        <Group gap="sm" align="flex-start" wrap="nowrap" pb="xs">
          {columns.map((c) => (
            <BoardColumn
              key={c.id}
              column={c}
              projects={groups.get(c.id) ?? []}
              count={counts?.get(c.id) ?? groups.get(c.id)?.length ?? 0}
              columns={columns}
              onMove={onMove}
            />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {active && (
          <div className={`${boardCardClasses.card} ${boardCardClasses.overlay}`}>
            <CardBody project={active} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
