import { describe, expect, it } from 'vitest';
import { eventMessages, eventProblem } from './rules.js';
import { clockMinutes, clockText, eventSpan } from './time.js';

describe('calendar times', () => {
  it('reads a start as minutes after midnight', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('09:30')).toBe(570);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(clockMinutes('')).toBeNull();
    expect(clockMinutes('24:00')).toBeNull();
    expect(clockMinutes('9:30')).toBeNull();
  });
  it('writes minutes back, midnight at the end as 24:00', () => {
    expect(clockText(570)).toBe('09:30');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(1440)).toBe('24:00');
  });
  it('spans a timed event and leaves a whole-day one without', () => {
    expect(eventSpan({ time: '09:30', duration: 90 })).toEqual({ start: 570, end: 660 });
    expect(eventSpan({ time: '', duration: 60 })).toBeNull();
  });
});

describe('rules of a whole event', () => {
  const planned = { status: 'planned', cancel_reason: '' };
  it('lets an event end exactly at midnight, not a minute later', () => {
    expect(eventProblem({ ...planned, time: '23:00', duration: 60 })).toBeNull();
    expect(eventProblem({ ...planned, time: '23:00', duration: 61 })).toBe(eventMessages.pastMidnight);
    expect(eventProblem({ ...planned, time: '00:00', duration: 1440 })).toBeNull();
  });
  it('keeps a duration within 1 minute … 24 hours, with or without a start', () => {
    expect(eventProblem({ ...planned, time: '', duration: 0 })).toBe(eventMessages.duration);
    expect(eventProblem({ ...planned, time: '10:00', duration: -30 })).toBe(eventMessages.duration);
    expect(eventProblem({ ...planned, time: '', duration: 1441 })).toBe(eventMessages.duration);
    expect(eventProblem({ ...planned, time: '', duration: 1440 })).toBeNull();
  });
  it('wants a reason for a cancellation', () => {
    const cancelled = { time: '10:00', duration: 60, status: 'cancelled' };
    expect(eventProblem({ ...cancelled, cancel_reason: '  ' })).toBe(eventMessages.noReason);
    expect(eventProblem({ ...cancelled, cancel_reason: 'Клиент заболел' })).toBeNull();
    expect(eventProblem({ time: '10:00', duration: 60, status: 'done', cancel_reason: '' })).toBeNull();
  });
});
