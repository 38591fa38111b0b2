/** What other modules use of sign-in: ending a user's sessions. */
export { revokeAllSessions } from './sessions.js';
