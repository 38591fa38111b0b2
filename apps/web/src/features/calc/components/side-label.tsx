import { memo } from 'react';
import { cmLabel } from '../model/length';
import classes from './calc.module.css';

export interface SideLabelProps {
  /** where the text goes (mm) */
  x: number;
  y: number;
  /** the wall's length (mm); null when not known yet */
  length: number | null;
  curved: boolean;
  problem: boolean;
  scale: number;
}

/**
 * A wall's length beyond the wall. Its props are plain values, so while a corner is dragged only the two
 * walls at that corner write their lengths again.
 */
export const SideLabel = memo(function SideLabel({ x, y, length, curved, problem, scale }: SideLabelProps) {
  return (
    <text
      x={x}
      y={y}
      className={`${classes.label} ${problem ? classes['problem-text'] : ''}`}
      strokeWidth={3 / scale}
    >
      {length === null ? '?' : `${curved ? '⌒' : ''}${cmLabel(length)}`}
    </text>
  );
});
