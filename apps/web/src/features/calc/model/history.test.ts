import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes steps; a new step drops the redo', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe('c');
    h = undo(undo(h));
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = record(redo(h), 'x');
    expect(h.present).toBe('x');
    expect(canRedo(h)).toBe(false);
  });

  it('merges keystrokes in one field into one step, and not across fields or after undo', () => {
    let h = startHistory('');
    h = record(h, '2', 'side:0');
    h = record(h, '25', 'side:0');
    h = record(h, '254', 'side:0');
    expect(undo(h).present).toBe('');
    h = record(h, '254/3', 'side:1');
    expect(undo(h).present).toBe('254');
    h = record(undo(h), '2540', 'side:0');
    expect(h.past).toEqual(['', '254']);
  });

  it('keeps a bounded number of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});
