// Constants of signing in, without zod: the web app's first screen uses them before it loads any schema.

/** Password rules for a new password (registration, reset). Login accepts any non-empty one. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * POST /api/refresh/ takes a random key naming the attempt; a client whose answer was lost sends the same
 * key again and gets the pair that attempt made, instead of being taken for a thief replaying a used token.
 */
export const REFRESH_ATTEMPT_HEADER = 'x-refresh-attempt';
