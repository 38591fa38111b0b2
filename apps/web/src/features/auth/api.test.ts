import { describe, expect, it } from 'vitest';
import { jsonResponse, standInFetch } from '../../lib/stand-in-network.fixture';
import { SignInError, signIn } from './api';

/*
 * What a refused login tells the form, through the app's real API client: the network is a stand-in
 * `fetch` answering what the server would (apps/server/src/modules/auth/login.ts).
 */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
standInFetch(async () => jsonResponse(answer.body, answer.status));

async function refusal(): Promise<SignInError> {
  try {
    await signIn({ email: 'anna@example.com', password: 'не тот' });
  } catch (error) {
    if (error instanceof SignInError) return error;
    throw error;
  }
  throw new Error('signed in');
}

describe('a refused login', () => {
  it('carries the level of the check the account asks for', async () => {
    answer = {
      status: 401,
      body: { res: false, message: 'Подтвердите, что вы не робот', captcha: true, captchaLevel: 3 },
    };
    const error = await refusal();
    expect([error.message, error.captcha, error.captchaLevel]).toEqual([
      'Подтвердите, что вы не робот',
      true,
      3,
    ]);
  });

  it('asks for no check, or the first level, when the server names none', async () => {
    answer = { status: 401, body: { res: false, message: 'Неверная почта или пароль' } };
    expect((await refusal()).captcha).toBe(false);
    answer = { status: 401, body: { res: false, message: 'Неверная почта или пароль', captcha: true } };
    const error = await refusal();
    expect([error.captcha, error.captchaLevel]).toEqual([true, 1]);
  });
});
