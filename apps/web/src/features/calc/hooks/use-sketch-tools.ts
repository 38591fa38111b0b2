import type { LightPoint, LightPointKind, Point } from '@glad/domain';
import { notifications } from '@mantine/notifications';
import { type FocusEvent, useCallback, useMemo, useState } from 'react';
import { placePoint } from '../model/light-points';
import type { CalcEditorState } from './use-calc-editor';

/**
 * What the drawing shows besides the room: the light points and the tool that places them by tap, and the
 * reading being typed in the tables (found from the focused field's row, `data-side` / `data-diagonal`).
 */
export function useSketchTools(editor: CalcEditorState) {
  const { calc, drawing, solved, setFields } = editor;
  const [placing, setPlacing] = useState<LightPointKind | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const built = solved.result.points.length === drawing.corners.length;
  const corners = built ? solved.result.points : drawing.corners;
  const outline = built ? solved.result.outline : drawing.corners;

  const setPoints = useCallback((lightPoints: LightPoint[]) => setFields({ lightPoints }), [setFields]);
  const onPlace = useCallback(
    (at: Point) => {
      if (!placing) return;
      const result = placePoint(calc.lightPoints, placing, at, outline);
      if (result.ok) setPoints(result.points);
      else notifications.show({ color: 'orange', message: result.error });
    },
    [placing, calc.lightPoints, outline, setPoints],
  );

  const focusHandlers = useMemo(
    () => ({
      onFocus: (event: FocusEvent<HTMLElement>) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-side], [data-diagonal]');
        setTyping(row?.dataset.side ?? row?.dataset.diagonal ?? null);
      },
      onBlur: () => setTyping(null),
    }),
    [],
  );

  return { placing, setPlacing, typing, focusHandlers, corners, outline, setPoints, onPlace };
}
