import type { DemoLoginResponse } from '@glad/contracts';
import { demoLoginResponse } from './answer-schemas';

export type DemoLogins = Omit<DemoLoginResponse, 'res'>;

/** `GET /api/demo-login/`'s answer checked against the contract: the accounts, or null when it is not one. */
export function readDemoAnswer(answer: unknown): DemoLogins | null {
  const checked = demoLoginResponse.safeParse(answer);
  return checked.success ? { demo: checked.data.demo, staff: checked.data.staff } : null;
}
