import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

export interface SortableListProps {
  /** the items' ids in their order */
  ids: UniqueIdentifier[];
  /** the list's accessible name */
  label: string;
  /** what a screen reader hears while an item is dragged */
  announcements: Announcements;
  /** how to drag by keyboard, read out on the handle */
  instructions: string;
  /** an item dragged from one place to another (indexes in `ids`) */
  onMove: (from: number, to: number) => void;
  /** the items, each with `useSortableItem` */
  children: ReactNode;
}

/** A list (`ul`) the user reorders by dragging an item's handle, with the pointer or the keyboard. */
export function SortableList({
  ids,
  label,
  announcements,
  instructions,
  onMove,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(active.id), ids.indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          gap="xs"
          component="ul"
          aria-label={label}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {children}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a `SortableList`: `ref` and `style` go on its `li`, `sortable` to its `DragHandle`.
 * `disabled` keeps it in its place (the list is filtered, say).
 */
export function useSortableItem(id: UniqueIdentifier, disabled?: boolean) {
  const sortable = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 2 : undefined,
    boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
  };
  return { ref: sortable.setNodeRef, style, sortable };
}

/** The handle an item is dragged by; by keyboard, space picks it up and puts it down. */
export function DragHandle({
  sortable,
  label,
  roleDescription,
}: {
  sortable: ReturnType<typeof useSortable>;
  /** «Перетащить: <the item>» */
  label: string;
  /** what the item is, said instead of «button»: «перетаскиваемая строка» */
  roleDescription: string;
}) {
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size={44}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      aria-roledescription={roleDescription}
    >
      <IconGripVertical size={20} aria-hidden />
    </ActionIcon>
  );
}

/** «Выше» and «Ниже»: the same move as a drag, one place at a time, for those who do not drag. */
export function MoveButtons({
  index,
  count,
  name,
  onMove,
}: {
  index: number;
  count: number;
  /** the item, in the buttons' names: «Выше: <name>» */
  name: string;
  /** to the new index */
  onMove: (to: number) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Выше: ${name}`}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Ниже: ${name}`}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
