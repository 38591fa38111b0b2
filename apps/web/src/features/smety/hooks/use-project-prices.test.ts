import { describe, expect, it } from 'vitest';
import { holdsAllRooms } from './use-project-prices';

describe('holdsAllRooms', () => {
  it('waits while the first pull has brought the project but not all of its rooms', () => {
    expect(holdsAllRooms({ draft_count: 3 }, 0)).toBe(false);
    expect(holdsAllRooms({ draft_count: 3 }, 2)).toBe(false);
  });
  it('writes once every room the server counts is here, or more (a room added on this device)', () => {
    expect(holdsAllRooms({ draft_count: 3 }, 3)).toBe(true);
    expect(holdsAllRooms({ draft_count: 3 }, 4)).toBe(true);
    expect(holdsAllRooms({ draft_count: 0 }, 0)).toBe(true);
  });
});
