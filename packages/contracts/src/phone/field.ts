import { z } from 'zod';
import { PHONE_MESSAGES, readPhone } from './read.js';

/** The stored form of a phone that may be empty, or the issue that refuses it. */
function stored(typed: string, ctx: z.RefinementCtx<string>, required: boolean): string {
  const reading = readPhone(typed);
  if (reading.kind === 'refused' || (required && reading.kind === 'empty')) {
    ctx.addIssue({
      code: 'custom',
      message: reading.kind === 'refused' ? reading.error : PHONE_MESSAGES.required,
    });
    return z.NEVER;
  }
  return reading.kind === 'empty' ? '' : reading.stored;
}

/**
 * Every phone a person types (a client's, a user's, the company's): '' clears it; a Russian number is
 * stored as `+7XXXXXXXXXX`; any other number as typed (the form warns about it); text is refused.
 */
export const optionalPhone = z.string().transform((typed, ctx) => stored(typed, ctx, false));

/** The same, for a phone that must be given: the owner's at registration. */
export const requiredPhone = z
  .string({ error: PHONE_MESSAGES.required })
  .transform((typed, ctx) => stored(typed, ctx, true));
