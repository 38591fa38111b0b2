import { registrationBody } from '@glad/contracts';

// The registration form's fields (zod), loaded on demand (decision 0036). Imported by name from here, not as
// `import('@glad/contracts')`: a dynamic import of the whole contracts would put every schema in one chunk
// with the few constants the first screen imports, and that chunk before the first screen.

/** The form's fields as the API checks them (`lazySchema`). */
export const registrationFields = registrationBody.omit({ altcha: true });
