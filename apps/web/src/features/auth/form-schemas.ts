import { loginBody, registrationBody } from '@glad/contracts';

// The schemas (zod) the sign-in pages use, loaded on demand (decision 0036). Imported by name from here,
// not as `import('@glad/contracts')`: a dynamic import of the whole contracts would put every schema in
// one chunk with the few constants the first screen imports, and that chunk before the first screen.

export {
  demoLoginResponse,
  loginFailure,
  messageResponse,
  registrationResponse,
  tokenPair,
} from '@glad/contracts';

/** The forms' fields as the API checks them (`lazySchema`). */
export const loginFields = loginBody.pick({ email: true, password: true });
export const registrationFields = registrationBody.omit({ altcha: true });
