import { jwtVerify, SignJWT } from 'jose';

/** A ticket opens the stream within this many seconds of being issued (a reconnect asks for a new one). */
export const LIVE_TICKET_SECONDS = 60;
/** The name of the ticket key in app_secrets (not the access-token key: a ticket is no access token). */
export const LIVE_KEY_NAME = 'live_ticket_key';

export interface LiveClaims {
  userId: number;
  companyId: number;
  sessionId: string;
}

/**
 * Tickets for `GET live/`: an EventSource cannot send the bearer header, and an access token in a URL
 * would be written to logs with the power of the whole API. A ticket is signed, names the session, lives
 * a minute and opens the stream only.
 */
export function createTicketService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: LiveClaims): Promise<string> {
      return new SignJWT({ typ: 'live', id: claims.userId, cid: claims.companyId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${LIVE_TICKET_SECONDS}s`)
        .sign(key);
    },
    async verify(ticket: string): Promise<LiveClaims | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const { typ, id, cid, sid } = payload;
        if (typ !== 'live' || typeof id !== 'number' || typeof cid !== 'number' || typeof sid !== 'string') {
          return null;
        }
        return { userId: id, companyId: cid, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
