import { loginBody, registrationBody } from '@glad/contracts';

// The sign-in forms' fields as the API checks them; loaded by `lazySchema` on the form's first touch.

export const loginFields = loginBody.pick({ email: true, password: true });
export const registrationFields = registrationBody.omit({ altcha: true });
