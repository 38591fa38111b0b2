import type { FastifyInstance } from 'fastify';
import { clientRoutes } from '../clients/routes.js';
import { cloneRoutes } from '../clone/routes.js';
import { draftRoutes } from '../drafts/routes.js';
import { eventRoutes } from '../events/routes.js';
import { paymentRoutes } from '../payments/routes.js';
import { projectRoutes } from '../projects/routes.js';
import { skeletonRoutes } from '../skeleton/routes.js';
import { smetaRoutes } from '../smety/routes.js';
import { statusRoutes } from '../statuses/routes.js';
import { syncRoutes } from '../sync/routes.js';
import { trashRoutes } from '../trash/routes.js';

/** The records of docs/spec.md §3 with their calls (docs/spec.md §7) and the sync protocol. */
export async function recordModules(api: FastifyInstance) {
  await api.register(syncRoutes);
  await api.register(clientRoutes);
  await api.register(projectRoutes);
  await api.register(draftRoutes);
  await api.register(eventRoutes);
  await api.register(paymentRoutes);
  await api.register(smetaRoutes);
  await api.register(statusRoutes);
  await api.register(trashRoutes);
  await api.register(skeletonRoutes);
  await api.register(cloneRoutes);
}
