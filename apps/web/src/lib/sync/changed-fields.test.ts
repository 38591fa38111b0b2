import { describe, expect, it } from 'vitest';
import { changedFields } from './writes';

describe('changedFields', () => {
  it('keeps only the fields whose value differs from what the form opened with', () => {
    const opened = { name: 'Анна', phone: '+79001111111', assignees: [1, 2], amount: 100 };
    expect(changedFields(opened, { ...opened, name: 'Анна Петрова' })).toEqual({ name: 'Анна Петрова' });
    expect(changedFields(opened, { ...opened, assignees: [2, 1], amount: 0 })).toEqual({
      assignees: [2, 1],
      amount: 0,
    });
  });

  it('is empty when nothing changed, lists and all', () => {
    const opened = { name: 'Анна', assignees: [1, 2] };
    expect(changedFields(opened, { name: 'Анна', assignees: [1, 2] })).toEqual({});
  });
});
