import { cornerLetter } from '@glad/domain';
import { type KeyboardEvent, memo, type PointerEvent } from 'react';
import { cmLabel } from '../model/length';
import classes from './calc.module.css';

/** Sizes on screen (px), whatever the room's scale. */
const PX_HANDLE = 7;
const PX_HIT = 22;

/** What a corner's handle does; one object for all corners that never changes while the drawing is shown. */
export interface CornerHandlers {
  onPointerDown: (event: PointerEvent<SVGGElement>, index: number) => void;
  onPointerMove: (event: PointerEvent<SVGGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGGElement>) => void;
  onPointerCancel: (event: PointerEvent<SVGGElement>) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>, index: number) => void;
  onFocus: (index: number) => void;
}

export interface CornerProps {
  index: number;
  /** the corner (mm) */
  x: number;
  y: number;
  /** where its letter goes (mm) */
  letterX: number;
  letterY: number;
  scale: number;
  editable: boolean;
  selected: boolean;
  problem: boolean;
  on: CornerHandlers;
}

/**
 * A corner: its letter, a problem ring, and in hand mode a handle to drag or move with the keys. Its props
 * are plain values, so while one corner is dragged only it and its neighbours draw again.
 */
export const Corner = memo(function Corner({
  index,
  x,
  y,
  letterX,
  letterY,
  scale,
  editable,
  selected,
  problem,
  on,
}: CornerProps) {
  const letter = cornerLetter(index);
  const text = (
    <text
      x={letterX}
      y={letterY}
      fontWeight={700}
      className={`${classes.label} ${problem ? classes['problem-text'] : ''}`}
      strokeWidth={3 / scale}
    >
      {letter}
    </text>
  );
  const mark = problem ? (
    <circle cx={x} cy={y} r={12 / scale} className={classes.problem} strokeWidth={3 / scale} />
  ) : null;
  if (!editable) {
    return (
      <g data-corner={letter} data-problem={problem || undefined}>
        {mark}
        {text}
      </g>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG corner cannot be an HTML button; it acts as one
    <g
      role="button"
      tabIndex={0}
      aria-roledescription="угол чертежа"
      aria-label={`Угол ${letter}: ${cmLabel(x)} см по горизонтали, ${cmLabel(y)} см по вертикали`}
      className={classes.handle}
      data-selected={selected || undefined}
      data-corner={letter}
      data-problem={problem || undefined}
      onPointerDown={(e) => on.onPointerDown(e, index)}
      onPointerMove={on.onPointerMove}
      onPointerUp={on.onPointerUp}
      onPointerCancel={on.onPointerCancel}
      onLostPointerCapture={on.onPointerUp}
      onKeyDown={(e) => on.onKeyDown(e, index)}
      onFocus={() => on.onFocus(index)}
    >
      <circle cx={x} cy={y} r={PX_HIT / scale} fill="transparent" />
      <circle cx={x} cy={y} r={(PX_HIT - 3) / scale} className={classes.focus} />
      <circle
        cx={x}
        cy={y}
        r={PX_HANDLE / scale}
        className={classes.ring}
        fill="#fff"
        stroke="#1f2937"
        strokeWidth={2 / scale}
      />
      {mark}
      {text}
    </g>
  );
});
