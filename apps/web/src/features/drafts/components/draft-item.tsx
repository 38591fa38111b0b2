import { formatDate } from '@glad/domain';
import { Anchor, Checkbox, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';
import { DragHandle, MoveButtons, useSortableItem } from '../../../components/sortable-list';
import { type Draft, draftMeasures, draftTitle } from '../draft-view';

export interface DraftItemProps {
  draft: Draft;
  index: number;
  count: number;
  selected: boolean;
  /** reordering is off while the list is searched (hidden drafts sit between the shown ones) */
  sortable: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onMove: (index: number, to: number) => void;
  onExclude: (draft: Draft, excluded: boolean) => void;
  onClone: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
}

/** One draft: pick it, move it (drag the handle, or the arrows), keep it out of the estimate, copy, delete. */
export const DraftItem = memo(function DraftItem({
  draft,
  index,
  count,
  selected,
  sortable,
  onSelect,
  onMove,
  onExclude,
  onClone,
  onDelete,
}: DraftItemProps) {
  const item = useSortableItem(draft.id, !sortable);
  const title = draftTitle(draft);
  const measures = draftMeasures(draft);
  return (
    <Paper component="li" ref={item.ref} withBorder radius="md" p="xs" style={item.style}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Checkbox
          mt={10}
          checked={selected}
          onChange={(e) => onSelect(draft.id, e.currentTarget.checked)}
          aria-label={`Выбрать: ${title}`}
        />
        {sortable && (
          <DragHandle
            sortable={item.sortable}
            label={`Перетащить: ${title}`}
            roleDescription="перетаскиваемый чертёж"
          />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }} py={4}>
          <Anchor component={Link} to={`/calc/?draft=${draft.id}`} fw={600} truncate="end" c="inherit">
            {title}
          </Anchor>
          <Text size="sm" c="dimmed" truncate="end">
            {draft.project.trim() || (draft.projectid ? `Объект №${draft.projectid}` : 'Без объекта')} ·{' '}
            {formatDate(draft.date)}
          </Text>
          {measures && <Text size="sm">{measures}</Text>}
          <Switch
            mt={4}
            size="sm"
            label="В смете"
            checked={draft.smeta_exclude === 0}
            onChange={(e) => onExclude(draft, !e.currentTarget.checked)}
            aria-label={`В смете: ${title}`}
          />
        </Stack>
        <Stack gap={0} align="center">
          {sortable && (
            <Group gap={0} wrap="nowrap">
              <MoveButtons index={index} count={count} name={title} onMove={(to) => onMove(index, to)} />
            </Group>
          )}
          <RowMenu name={title}>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onClone(draft)}>
              Копировать
            </Menu.Item>
            <DeleteMenuItem onClick={() => onDelete(draft)} />
          </RowMenu>
        </Stack>
      </Group>
    </Paper>
  );
});
