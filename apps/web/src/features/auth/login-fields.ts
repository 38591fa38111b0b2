import { loginBody } from '@glad/contracts';

/** The login form's fields as the API checks them, loaded on the form's first touch (decision 0036). */
export const loginFields = loginBody.pick({ email: true, password: true });
