import { clientCreateBody, clientFields, clientListQuery, clientRecord } from '@glad/contracts';
import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../../db/schema/index.js';
import { containing, phoneDigitsMatch } from '../../lib/like.js';
import { registerRecordRoutes } from '../../lib/records/rest-routes.js';
import { tableDefs } from '../../lib/records/tables.js';

/** `q`: in the name, address or notes whatever the case, or in the phone's digits whatever its format. */
function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(
    ilike(clients.name, containing(q)),
    ilike(clients.adresa, containing(q)),
    ilike(clients.notes, containing(q)),
    phoneDigitsMatch(clients.phone_digits, q),
  );
}

/** client/ (docs/spec.md §7): newest first; `client` picks one id, `q` searches. */
export async function clientRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  registerRecordRoutes(app, {
    path: '/client',
    tag: 'clients',
    def: tableDefs.clients,
    record: clientRecord,
    fields: clientFields,
    createBody: clientCreateBody,
    query: clientListQuery,
    filters: (query) => [query.client ? eq(clients.id, query.client) : undefined, search(query.q)],
    order: [desc(clients.created_at), desc(clients.id)],
    syncPost: true,
  });
}
