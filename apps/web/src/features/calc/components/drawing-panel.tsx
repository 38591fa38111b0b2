import type { LightPoint, LightPointKind, Point, ProposedDiagonal } from '@glad/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowsDiagonal, IconArrowsDiagonalMinimize2 } from '@tabler/icons-react';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { DrawingActions } from '../hooks/use-drawing-actions';
import { type Drawing, moveCorner } from '../model/drawing';
import { type Marks, marksOf, type Solved, solve } from '../model/solve';
import classes from './calc.module.css';
import { OutlineSummary } from './outline-summary';
import { OutlineView } from './outline-view';

const NO_MARKS: Marks = { corners: new Set(), sides: new Set(), diagonals: new Set() };

export interface DrawingPanelProps {
  drawing: Drawing;
  solved: Solved;
  proposals: ProposedDiagonal[];
  snap: boolean;
  selected: number | null;
  actions: DrawingActions;
  lightPoints: readonly LightPoint[];
  placing: LightPointKind | null;
  onPlace: (at: Point) => void;
  /** the reading being typed («BC», «AC»), marked on the drawing */
  typing: string | null;
}

/**
 * The drawing, its caption and its problems. A corner being dragged lives here only (`preview`), so a
 * drag re-draws this panel and nothing else of the page, once a frame; the drop is one undo step.
 */
export const DrawingPanel = memo(function DrawingPanel({
  drawing,
  solved,
  proposals,
  snap,
  selected,
  actions,
  lightPoints,
  placing,
  onPlace,
  typing,
}: DrawingPanelProps) {
  const [preview, setPreview] = useState<Drawing | null>(null);
  // on a phone the drawing stays above the readings as one types; it can be made smaller to see more rows
  const [small, setSmall] = useState(false);
  const helpId = useId();
  const shown = preview ?? drawing;
  const shownSolved = useMemo(
    () => (preview ? solve(preview, proposals) : solved),
    [preview, proposals, solved],
  );
  const hand = drawing.mode === 'hand';
  const showsProblems = shownSolved.measured || hand;
  const marks = useMemo(
    () => (showsProblems ? marksOf(shownSolved.result, shown.corners.length) : NO_MARKS),
    [showsProblems, shownSolved, shown.corners.length],
  );
  const onDrag = useCallback(
    (index: number, to: Point, done: boolean) => {
      if (done) {
        setPreview(null);
        actions.dropCorner(index, to);
      } else setPreview(moveCorner(drawing, index, to));
    },
    [actions, drawing],
  );
  const onDragCancel = useCallback(() => setPreview(null), []);

  return (
    <Stack gap="xs" className={classes.drawing}>
      <div className={classes.sticky} data-small={small || undefined} data-testid="calc-sketch">
        <OutlineView
          drawing={shown}
          solved={shownSolved}
          marks={marks}
          editable={hand}
          snap={snap}
          selected={selected}
          onSelect={actions.select}
          onDrag={onDrag}
          onDragCancel={onDragCancel}
          onNudge={actions.nudge}
          onRemove={actions.remove}
          onInsert={actions.insert}
          helpId={helpId}
          lightPoints={lightPoints}
          placing={placing}
          onPlace={onPlace}
          typing={typing}
        />
        <Button
          className={classes.shrink}
          size="compact-sm"
          variant="subtle"
          leftSection={
            small ? (
              <IconArrowsDiagonal size={16} aria-hidden />
            ) : (
              <IconArrowsDiagonalMinimize2 size={16} aria-hidden />
            )
          }
          aria-pressed={small}
          onClick={() => setSmall(!small)}
        >
          {small ? 'Крупнее чертёж' : 'Мельче чертёж'}
        </Button>
      </div>
      <Text size="xs" c="dimmed" id={helpId}>
        {hand ? (
          <>
            Тяните углы мышью или пальцем.
            {/* keys are explained only where there is a keyboard (a fine pointer: a computer) */}
            <span className={classes.keys}>
              {' '}
              С клавиатуры: Tab — к следующему углу, стрелки — сдвиг на 1 см, Shift+стрелки — на 10 см, Delete
              — убрать угол, Insert — добавить угол после него. Ctrl+Z — отменить, Ctrl+Shift+Z — повторить.
            </span>
          </>
        ) : (
          'Чертёж строится по замерам из таблицы. Чтобы двигать углы, выберите «От руки».'
        )}
      </Text>
      <OutlineSummary solved={shownSolved} mode={shown.mode} />
    </Stack>
  );
});
