import type { Point } from '@glad/domain';
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CornerHandlers } from '../components/corner-handle';
import type { Frame } from '../model/layout';
import { snapPoint } from '../model/snap';

/** What a corner's drag and keys ask of the drawing's owner. */
export interface CornerCommands {
  onSelect: (index: number) => void;
  /** a corner dragged to `to` (snapped); `done` on release, once */
  onDrag: (index: number, to: Point, done: boolean) => void;
  onDragCancel: () => void;
  /** keyboard: move a corner by (dx, dy) mm */
  onNudge: (index: number, dx: number, dy: number) => void;
  onRemove: (index: number) => void;
  onInsert: (index: number) => void;
}

export interface CornerDragOptions extends CornerCommands {
  /** the drawing's SVG: pointer positions are read in its coordinates (mm) */
  svgRef: RefObject<SVGSVGElement | null>;
  /** the corners as drawn by hand (their neighbours snap a dragged corner) */
  corners: readonly Point[];
  /** corners can be dragged and moved with the keyboard (hand mode) */
  editable: boolean;
  snap: boolean;
  /** the frame the drawing would have now; it stays put while a corner is dragged */
  live: Frame;
}

interface DragState {
  index: number;
  pointerId: number;
  latest: Point | null;
  /** where the corner was last drawn (snapped) */
  shown: Point | null;
  frame: number;
}

const KEY_STEP = 10;
const KEY_STEP_SHIFT = 100;

/**
 * The corners' drag and keyboard state machine: a pointer drag draws at most once a frame and only when the
 * snapped position changes, ends once on release (or cancels on pointer cancel / Escape); the arrows move a
 * corner, Delete removes it, Insert or + adds one after it. The frame is frozen while dragging, so the room
 * does not rescale under the finger.
 */
export function useCornerDrag(options: CornerDragOptions) {
  const { svgRef, corners, editable, live } = options;
  const n = corners.length;
  const drag = useRef<DragState | null>(null);
  const [frozen, setFrozen] = useState<Frame | null>(null);
  const frame = frozen ?? live;

  const toMm = (clientX: number, clientY: number): Point | null => {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  };
  const snapped = (index: number, raw: Point) =>
    snapPoint(raw, corners[(index + n - 1) % n] ?? null, corners[(index + 1) % n] ?? null, options.snap);

  const onPointerDown = (event: PointerEvent<SVGGElement>, index: number) => {
    if (!editable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { index, pointerId: event.pointerId, latest: null, shown: null, frame: 0 };
    setFrozen(frame);
    options.onSelect(index);
  };
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const raw = toMm(event.clientX, event.clientY);
    if (!raw) return;
    state.latest = raw;
    // One render per frame however many moves the pointer sends, drawn in that frame.
    if (!state.frame) {
      state.frame = requestAnimationFrame(() => {
        state.frame = 0;
        if (drag.current !== state || !state.latest) return;
        const to = snapped(state.index, state.latest);
        // a move within the same snap step changes nothing on screen: nothing to draw
        if (state.shown && state.shown.x === to.x && state.shown.y === to.y) return;
        state.shown = to;
        flushSync(() => options.onDrag(state.index, to, false));
      });
    }
  };
  const finish = (event: PointerEvent<SVGGElement>, cancelled: boolean) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    cancelAnimationFrame(state.frame);
    drag.current = null;
    setFrozen(null);
    if (cancelled || !state.latest) options.onDragCancel();
    else options.onDrag(state.index, snapped(state.index, state.latest), true);
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, index: number) => {
    if (!editable) return;
    const step = event.shiftKey ? KEY_STEP_SHIFT : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      options.onNudge(index, move[0], move[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      options.onRemove(index);
    } else if (event.key === 'Insert' || event.key === '+') {
      event.preventDefault();
      options.onInsert(index);
    } else if (event.key === 'Escape' && drag.current) {
      drag.current = null;
      setFrozen(null);
      options.onDragCancel();
    }
  };

  // The corners get one set of handlers for good (a memoised corner must not draw again for new closures);
  // each reads this render's functions.
  const latest = useRef({ onPointerDown, onPointerMove, finish, onKeyDown, onSelect: options.onSelect });
  latest.current = { onPointerDown, onPointerMove, finish, onKeyDown, onSelect: options.onSelect };
  const [handlers] = useState<CornerHandlers>(() => ({
    onPointerDown: (event, index) => latest.current.onPointerDown(event, index),
    onPointerMove: (event) => latest.current.onPointerMove(event),
    onPointerUp: (event) => latest.current.finish(event, false),
    onPointerCancel: (event) => latest.current.finish(event, true),
    onKeyDown: (event, index) => latest.current.onKeyDown(event, index),
    onFocus: (index) => latest.current.onSelect(index),
  }));

  return { frame, handlers, toMm };
}
