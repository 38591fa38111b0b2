import type { FastifyInstance } from 'fastify';
import { registerStorage } from '../plugins/storage.js';
import { adminManageRoutes } from './admin/manage-routes.js';
import { adminRoutes } from './admin/routes.js';
import { authModule } from './auth/index.js';
import { bindDraftRoutes } from './binddraft/routes.js';
import { calcTemplateRoutes, calculatorRoutes } from './calculators/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { companyRoutes } from './company/routes.js';
import { documentRoutes } from './documents/routes.js';
import { expenseRoutes } from './expenses/routes.js';
import { fileRoutes } from './files/routes.js';
import { healthRoutes } from './health/routes.js';
import { liveRoutes } from './live/routes.js';
import { planPaymentRoutes } from './plan-payments/routes.js';
import { priceListRoutes } from './pricelist/routes.js';
import { recordModules } from './records/register.js';
import { reportRoutes } from './reports/routes.js';
import { smetaTemplateRoutes } from './smeta-templates/routes.js';
import { tariffRoutes } from './tariffs/routes.js';
import { installerRoutes } from './users/installers-routes.js';
import { userRoutes } from './users/routes.js';

/** Every API module, registered under /api. */
export async function registerModules(api: FastifyInstance) {
  await api.register(authModule);
  await api.register(healthRoutes);
  registerStorage(api);
  await api.register(companyRoutes);
  await api.register(userRoutes);
  await api.register(installerRoutes);
  await api.register(tariffRoutes);
  await api.register(planPaymentRoutes);
  await api.register(fileRoutes);
  await api.register(adminRoutes);
  await api.register(adminManageRoutes);
  await api.register(recordModules);
  await api.register(calendarRoutes);
  await api.register(liveRoutes);
  await api.register(bindDraftRoutes);
  await api.register(priceListRoutes);
  await api.register(calcTemplateRoutes);
  await api.register(calculatorRoutes);
  await api.register(smetaTemplateRoutes);
  await api.register(expenseRoutes);
  await api.register(documentRoutes);
  await api.register(reportRoutes);
}
