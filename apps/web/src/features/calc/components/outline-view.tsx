import { formatCount, type LightPoint, type LightPointKind, type Point } from '@glad/domain';
import { useElementSize } from '@mantine/hooks';
import { memo, useId, useMemo, useRef } from 'react';
import { type CornerCommands, useCornerDrag } from '../hooks/use-corner-drag';
import type { Drawing } from '../model/drawing';
import { cornerPositions, frameOf, letterAt, sideChain, sideLabelAt } from '../model/layout';
import type { Marks, Solved } from '../model/solve';
import classes from './calc.module.css';
import { Corner } from './corner-handle';
import { Grid } from './outline-grid';
import { PlaceLayer, PointsLayer, TypingMark } from './outline-overlay';
import { SideLabel } from './side-label';

export interface OutlineViewProps extends CornerCommands {
  drawing: Drawing;
  solved: Solved;
  marks: Marks;
  /** corners can be dragged and moved with the keyboard (hand mode) */
  editable: boolean;
  snap: boolean;
  selected: number | null;
  /** id of the text that explains the keys */
  helpId: string;
  lightPoints: readonly LightPoint[];
  /** the kind a tap places, or null */
  placing: LightPointKind | null;
  onPlace: (at: Point) => void;
  /** the side or diagonal whose reading is being typed («BC», «AC»), marked on the drawing */
  typing: string | null;
}

const PX_FONT = 13;

const path = (points: readonly Point[]) =>
  points.length ? `M${points.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z` : '';

/** The room drawn live: outline, letters, lengths beyond the walls, diagonals and problems in place. */
export const OutlineView = memo(function OutlineView(props: OutlineViewProps) {
  const { drawing, solved, marks, editable, selected } = props;
  const { result, measured } = solved;
  const n = drawing.corners.length;
  const built = result.points.length === n;
  const points = built ? result.points : drawing.corners;
  const outline = built ? result.outline : drawing.corners;
  const svgRef = useRef<SVGSVGElement>(null);
  const { ref: wrapRef, width: wrapWidth } = useElementSize();
  const live = useMemo(
    () => frameOf(outline, wrapWidth || 320, Math.max(260, window.innerHeight * 0.6), editable ? 88 : 64),
    [outline, wrapWidth, editable],
  );
  const { frame, handlers, toMm } = useCornerDrag({
    svgRef,
    corners: drawing.corners,
    editable,
    snap: props.snap,
    live,
    onSelect: props.onSelect,
    onDrag: props.onDrag,
    onDragCancel: props.onDragCancel,
    onNudge: props.onNudge,
    onRemove: props.onRemove,
    onInsert: props.onInsert,
  });
  const { box, scale } = frame;
  const titleId = useId();

  const font = PX_FONT / scale;
  const positions = useMemo(() => cornerPositions(points, outline), [points, outline]);

  /** a wall's length as the drawing writes it: the typed reading until the readings build the room */
  const sideLength = (i: number): number | null => {
    if (!measured && drawing.mode !== 'hand') return drawing.sides[i] || null;
    return (
      result.sides[i] ??
      Math.hypot(points[(i + 1) % n]!.x - points[i]!.x, points[(i + 1) % n]!.y - points[i]!.y)
    );
  };
  const curved = (i: number) =>
    (measured || drawing.mode === 'hand') && drawing.curvedWalls.some((c) => c.side === i);

  const stroke = 1 / scale;
  const corners = (
    <g fontSize={font * 1.1} textAnchor="middle" dominantBaseline="central">
      {points.map((p, i) => {
        const at = letterAt(points, i, result.angles[i] ?? 90, font * 1.3);
        return (
          <Corner
            // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its index
            key={i}
            index={i}
            x={p.x}
            y={p.y}
            letterX={at.x}
            letterY={at.y}
            scale={scale}
            editable={editable}
            selected={selected === i}
            problem={marks.corners.has(i)}
            on={handlers}
          />
        );
      })}
    </g>
  );
  return (
    <div ref={wrapRef} className={classes.frame}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; its corners are its controls */}
      <svg
        ref={svgRef}
        className={classes.canvas}
        viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={props.helpId}
        data-testid="outline-view"
        width={Math.round(box.w * scale)}
        height={Math.round(box.h * scale)}
        // SVG shapes ignore touch-action: the whole drawing keeps a finger for dragging in hand mode
        style={{ ['--px' as string]: 1 / scale, touchAction: editable ? 'none' : undefined }}
      >
        <title id={titleId}>{`Чертёж помещения: ${formatCount(n, ['угол', 'угла', 'углов'])}`}</title>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes are not focusable; the summary says it in words */}
        <g aria-hidden="true">
          {editable && <Grid id={titleId} box={box} stroke={stroke} />}
          <path
            data-room
            d={path(outline)}
            className={measured || drawing.mode === 'hand' ? classes.room : classes.sketch}
            strokeWidth={2 / scale}
            strokeLinejoin="round"
          />
          {solved.diagonals.map((row) => {
            const p = points[row.i];
            const q = points[row.j];
            if (!p || !q) return null;
            const bad = marks.diagonals.has(row.key);
            return (
              <line
                key={row.key}
                data-diagonal-line={row.name}
                data-problem={bad || undefined}
                x1={p.x}
                y1={p.y}
                x2={q.x}
                y2={q.y}
                className={
                  bad ? classes.problem : row.mm === null ? classes['diagonal-todo'] : classes.diagonal
                }
                strokeWidth={(bad ? 3 : 1.5) / scale}
                strokeDasharray={
                  bad ? `${6 / scale} ${4 / scale}` : `${(row.mm === null ? 2 : 6) / scale} ${4 / scale}`
                }
              />
            );
          })}
          {[...marks.sides].map((i) =>
            i < n ? (
              <polyline
                key={`side-${i}`}
                data-problem-side={i}
                points={sideChain(i, positions, outline)
                  .map((p) => `${p.x},${p.y}`)
                  .join(' ')}
                className={classes.problem}
                strokeWidth={5 / scale}
                strokeLinecap="round"
              />
            ) : null,
          )}
          <g fontSize={font} textAnchor="middle" dominantBaseline="central">
            {points.map((_, i) => {
              const at = sideLabelAt(points, sideChain(i, positions, outline), i, font);
              return (
                <SideLabel
                  // biome-ignore lint/suspicious/noArrayIndexKey: a side is its index
                  key={i}
                  x={at.x}
                  y={at.y}
                  length={sideLength(i)}
                  curved={curved(i)}
                  problem={marks.sides.has(i)}
                  scale={scale}
                />
              );
            })}
          </g>
          <TypingMark
            name={props.typing}
            points={points}
            outline={outline}
            positions={positions}
            solved={solved}
            scale={scale}
          />
          <PointsLayer points={props.lightPoints} scale={scale} />
          {!editable && corners}
        </g>
        {editable && corners}
        <PlaceLayer placing={props.placing} box={box} toMm={toMm} onPlace={props.onPlace} />
      </svg>
    </div>
  );
});
