import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginLoading,
  DRAFTS_UPDATED_MS,
  endLoading,
  getLoadingFlags,
  isDraftsListUpdated,
  markDraftsListUpdated,
  resetLoadingFlags,
} from './flags';
import { entitiesForPath } from './routes';

afterEach(() => {
  resetLoadingFlags();
  vi.useRealTimers();
});

describe('loading flags (docs/spec.md §4)', () => {
  it('start only what is not loading yet, and remember that the initial load started', () => {
    expect(getLoadingFlags().clients).toEqual({ loading: false, started: false });
    expect(beginLoading(['clients', 'projects'])).toEqual(['clients', 'projects']);
    // a second request while they load starts nothing beside them
    expect(beginLoading(['clients', 'events'])).toEqual(['events']);
    expect(beginLoading(['clients'])).toEqual([]);
    endLoading(['clients', 'projects', 'events']);
    expect(getLoadingFlags().clients).toEqual({ loading: false, started: true });
    expect(getLoadingFlags().drafts).toEqual({ loading: false, started: false });
    expect(beginLoading(['clients'])).toEqual(['clients']);
  });

  it('the drafts-list-updated flag turns off 1000 ms after the last change', () => {
    vi.useFakeTimers();
    markDraftsListUpdated();
    expect(isDraftsListUpdated()).toBe(true);
    vi.advanceTimersByTime(DRAFTS_UPDATED_MS - 1);
    markDraftsListUpdated();
    vi.advanceTimersByTime(DRAFTS_UPDATED_MS - 1);
    expect(isDraftsListUpdated()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isDraftsListUpdated()).toBe(false);
  });
});

describe('data loaded on navigation (docs/spec.md §2)', () => {
  it('names the skeleton of each list and the events of the calendar', () => {
    expect(entitiesForPath('/clients/')).toContain('clients');
    expect(entitiesForPath('/clients/1024')).toContain('clients');
    expect(entitiesForPath('/projects/')).toContain('projects');
    expect(entitiesForPath('/drafts/')).toContain('drafts');
    expect(entitiesForPath('/calendar/week/')).toEqual(['events']);
    expect(entitiesForPath('/')).toEqual(expect.arrayContaining(['clients', 'projects', 'drafts', 'events']));
    expect(entitiesForPath('/company/')).toEqual([]);
  });
});
