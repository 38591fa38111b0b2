import { describe, expect, it } from 'vitest';
import { calendarViewOf } from './calendar-views';

describe('calendarViewOf', () => {
  it('reads the view from the child route', () => {
    expect(calendarViewOf('/calendar/agenda/')).toBe('agenda');
    expect(calendarViewOf('/calendar/expired/')).toBe('expired');
    expect(calendarViewOf('/calendar/week/')).toBe('week');
    expect(calendarViewOf('/calendar/month/')).toBe('month');
  });
  it('falls back to the agenda', () => {
    expect(calendarViewOf('/calendar/')).toBe('agenda');
    expect(calendarViewOf('/calendar/year/')).toBe('agenda');
  });
});
