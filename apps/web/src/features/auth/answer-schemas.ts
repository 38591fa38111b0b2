// The answers' schemas (zod) of the sign-in calls, loaded with the first call (decision 0036). Apart from the
// forms' field schemas: the registration's carries the phone parser, which the login page never needs.

export {
  demoLoginResponse,
  loginFailure,
  messageResponse,
  registrationResponse,
  tokenPair,
} from '@glad/contracts';
