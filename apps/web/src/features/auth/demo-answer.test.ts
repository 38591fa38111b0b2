import { describe, expect, it } from 'vitest';
import { readDemoAnswer } from './demo-answer';

const anna = {
  email: 'demo-anna@example.com',
  password: 'demo12345',
  name: 'Анна Смирнова',
  role: 'Менеджер',
};

describe('the demo accounts’ answer', () => {
  it('gives the owner and the staff of an answer the contract allows', () => {
    const demo = { email: 'demo@example.com', password: 'demo12345' };
    expect(readDemoAnswer({ res: true, demo, staff: [anna] })).toEqual({ demo, staff: [anna] });
    expect(readDemoAnswer({ res: true, demo: null, staff: [] })).toEqual({ demo: null, staff: [] });
  });

  it('is null for anything else', () => {
    expect(readDemoAnswer(null)).toBeNull();
    expect(readDemoAnswer({ res: false, message: 'нет' })).toBeNull();
    expect(readDemoAnswer({ res: true, demo: null, staff: [{ ...anna, name: 1 }] })).toBeNull();
  });
});
