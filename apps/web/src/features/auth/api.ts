import type {
  LoginBody,
  MessageResponse,
  PasswordForgotBody,
  PasswordResetBody,
  RegistrationBody,
} from '@glad/contracts';
import { ApiError, api } from '../../lib/api-client';
import { clearTokens, setTokens } from '../../lib/tokens';
import type { DemoLogins } from './demo-answer';
import DemoAnswerWorker from './demo-answer.worker?worker';

/** The answers' schemas (zod): loaded with the first call, not before the sign-in form works (decision 0036). */
const schemas = () => import('./answer-schemas');

/** A refused sign-in: the server's message, and whether it now wants the «Я не робот» check. */
export class SignInError extends Error {
  constructor(
    message: string,
    public readonly captcha: boolean,
    /** the level of «Я не робот» check the account asks for (1 when not said) */
    public readonly captchaLevel = 1,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

async function refusal(message: string, body: unknown): Promise<SignInError> {
  const { loginFailure } = await schemas();
  const failure = loginFailure.safeParse(body);
  if (!failure.success) return new SignInError(message, false);
  return new SignInError(message, failure.data.captcha === true, failure.data.captchaLevel ?? 1);
}

async function refused(err: unknown): Promise<never> {
  if (err instanceof ApiError) throw await refusal(err.message, err.body);
  throw err;
}

/** POST /api/login/: stores the tokens only when the answer has res true (docs/spec.md §5). */
export async function signIn(body: LoginBody): Promise<void> {
  let answer: unknown;
  const loading = schemas();
  try {
    answer = await api<unknown>('/api/login/', { method: 'POST', body, anonymous: true });
  } catch (err) {
    return refused(err);
  }
  const { tokenPair, loginFailure } = await loading;
  const ok = tokenPair.safeParse(answer);
  if (!ok.success) {
    const failure = loginFailure.safeParse(answer);
    throw await refusal(failure.success ? failure.data.message : 'Не удалось войти', answer);
  }
  setTokens(ok.data);
}

/**
 * POST /api/registration/: succeeds only with the success flag; otherwise the server's error is passed on
 * and the tokens are cleared (docs/spec.md §5).
 */
export async function register(body: RegistrationBody): Promise<void> {
  try {
    const loading = schemas();
    const answer = await api<unknown>('/api/registration/', { method: 'POST', body, anonymous: true });
    const { registrationResponse } = await loading;
    const ok = registrationResponse.safeParse(answer);
    if (!ok.success) throw new ApiError(200, 'Не удалось зарегистрироваться, попробуйте ещё раз', answer);
    setTokens(ok.data);
  } catch (err) {
    clearTokens();
    throw err;
  }
}

export async function requestPasswordReset(body: PasswordForgotBody): Promise<MessageResponse> {
  const answer = await api<unknown>('/api/password/forgot/', { method: 'POST', body, anonymous: true });
  return (await schemas()).messageResponse.parse(answer);
}

export async function resetPassword(body: PasswordResetBody): Promise<MessageResponse> {
  const answer = await api<unknown>('/api/password/reset/', { method: 'POST', body, anonymous: true });
  return (await schemas()).messageResponse.parse(answer);
}

/**
 * The demo accounts that still have the demo password: the owner and the staff (GET /api/demo-login/). The
 * answer is checked in a worker (decision 0056): the login page's main thread never loads zod for it.
 */
export async function fetchDemoLogin(): Promise<DemoLogins> {
  const answer = await api<unknown>('/api/demo-login/', { anonymous: true });
  const worker = new DemoAnswerWorker();
  try {
    const accounts = await new Promise<DemoLogins | null>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<DemoLogins | null>) => resolve(event.data);
      worker.onerror = () => reject(new Error('Не удалось проверить ответ сервера'));
      worker.postMessage(answer);
    });
    if (!accounts) throw new ApiError(200, 'Сервер прислал неполный ответ');
    return accounts;
  } finally {
    worker.terminate();
  }
}
