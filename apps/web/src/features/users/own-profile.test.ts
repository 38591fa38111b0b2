import { describe, expect, it } from 'vitest';
import { employeeAt, ownProfilePath } from './own-profile';

const staff = [{ id: 7 }, { id: 3 }, { id: 12 }];

describe('the own-profile link (docs/spec.md §2: position in the employees list)', () => {
  it('uses the position of the user, not the id', () => {
    expect(ownProfilePath(staff, 7)).toBe('/users/0');
    expect(ownProfilePath(staff, 12)).toBe('/users/2');
  });
  it('gives nothing for a user not in the list', () => {
    expect(ownProfilePath(staff, 99)).toBeNull();
    expect(ownProfilePath([], 7)).toBeNull();
  });
  it('reads a position back from the path', () => {
    expect(employeeAt(staff, '1')).toEqual({ id: 3 });
    expect(employeeAt(staff, '3')).toBeUndefined();
    expect(employeeAt(staff, '-1')).toBeUndefined();
    expect(employeeAt(staff, '1a')).toBeUndefined();
    expect(employeeAt(staff, undefined)).toBeUndefined();
  });
});
