import { draftReadiness, formatMoney, readinessText } from '@glad/domain';
import { Anchor, Box, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCopy, IconRulerMeasure } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu';
import { MoveButtons } from '../../../components/sortable-list';
import { type Draft, draftMeasures, draftTitle, sketchSource } from '../draft-view';

/** The sketch's box: small enough for a row on a 360 px phone, big enough to recognise the room. */
const SKETCH_PX = 88;

export interface ProjectRoomProps {
  draft: Draft;
  index: number;
  count: number;
  /** the room's sum in the client estimate, kopecks; undefined while counting or when excluded */
  price: number | undefined;
  onMove: (from: number, to: number) => void;
  onExclude: (draft: Draft, excluded: boolean) => void;
  onClone: (draft: Draft) => void;
}

/** One room of a project: its sketch, area, perimeter and price, and what can be done with it. */
export const ProjectRoom = memo(function ProjectRoom({
  draft,
  index,
  count,
  price,
  onMove,
  onExclude,
  onClone,
}: ProjectRoomProps) {
  const title = draftTitle(draft);
  const measures = draftMeasures(draft);
  const sketch = sketchSource(draft);
  const excluded = draft.smeta_exclude === 1;
  // what the estimate says of a room its readings do not fix: the same words, no made-up price
  const missing = readinessText(draftReadiness(draft));
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-room={draft.id}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          w={SKETCH_PX}
          h={SKETCH_PX}
          style={{
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-default-hover)',
            borderRadius: 6,
          }}
        >
          {sketch ? (
            <img src={sketch} alt={`Эскиз: ${title}`} style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              Нет эскиза
            </Text>
          )}
        </Box>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/calc/?draft=${draft.id}`} fw={600} c="inherit" truncate="end">
            {index + 1}. {title}
          </Anchor>
          {missing ? (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconRulerMeasure
                size={16}
                color="var(--mantine-color-orange-7)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <Text size="sm" fw={500}>
                {missing}
              </Text>
            </Group>
          ) : (
            <Text size="sm">{measures ?? 'Не измерено'}</Text>
          )}
          <Text size="sm" fw={600}>
            {excluded
              ? 'Не в смете'
              : missing
                ? 'Цены нет, пока нет замеров'
                : price !== undefined
                  ? formatMoney(price)
                  : 'Считаем…'}
          </Text>
          <Switch
            mt={4}
            size="sm"
            label="В смете"
            checked={!excluded}
            onChange={(e) => onExclude(draft, !e.currentTarget.checked)}
            aria-label={`В смете: ${title}`}
          />
        </Stack>
        <Stack gap={0} align="center">
          <MoveButtons index={index} count={count} name={title} onMove={(to) => onMove(index, to)} />
          <RowMenu name={title}>
            <Menu.Item component={Link} to={`/calc/?draft=${draft.id}`}>
              Открыть расчёт
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onClone(draft)}>
              Копировать
            </Menu.Item>
          </RowMenu>
        </Stack>
      </Group>
    </Paper>
  );
});
