import classes from './calc.module.css';

/** Grid lines every 10 cm, stronger every metre (mm, as the drawing is). */
const MINOR_MM = 100;
const MAJOR_MM = 1000;

/** The squared paper under a drawing edited by hand. */
export function Grid({
  id,
  box,
  stroke,
}: {
  id: string;
  box: { x: number; y: number; w: number; h: number };
  stroke: number;
}) {
  return (
    <>
      <defs>
        <pattern id={`${id}-minor`} width={MINOR_MM} height={MINOR_MM} patternUnits="userSpaceOnUse">
          <path
            d={`M${MINOR_MM} 0L0 0 0 ${MINOR_MM}`}
            className={classes['grid-minor']}
            strokeWidth={stroke}
            fill="none"
          />
        </pattern>
        <pattern id={`${id}-major`} width={MAJOR_MM} height={MAJOR_MM} patternUnits="userSpaceOnUse">
          <rect width={MAJOR_MM} height={MAJOR_MM} fill={`url(#${id}-minor)`} />
          <path
            d={`M${MAJOR_MM} 0L0 0 0 ${MAJOR_MM}`}
            className={classes['grid-major']}
            strokeWidth={stroke}
            fill="none"
          />
        </pattern>
      </defs>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} fill={`url(#${id}-major)`} />
    </>
  );
}
