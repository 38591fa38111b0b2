import {
  errorBody,
  INSTALLER_GROUP,
  idParam,
  installersResponse,
  installerToggleResponse,
  okBody,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { canManageStaff } from '../../lib/permissions.js';
import { type AuthContext, companyOf } from '../../plugins/auth.js';
import { findCompanyUser, listCompanyUsers } from './repository.js';
import { compareEmployees, toUser } from './view.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const isInstaller = (rights: string[]) => rights.includes(INSTALLER_GROUP);

function requireStaffAdmin(auth: AuthContext) {
  if (!canManageStaff(auth)) {
    throw forbidden('Назначать монтажников может владелец или сотрудник с правом «Сотрудники»');
  }
}

/** potolochniki/: the company's installers (users in the installer rights group). */
export async function installerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/potolochniki/',
    { schema: { tags: ['users'], response: { 200: installersResponse, ...errors } } },
    async (request) => {
      const rows = await listCompanyUsers(app.db, companyOf(request));
      return (
        rows
          // A platform admin may hide an installer (decision 0034): no new jobs go to him.
          .filter((row) => isInstaller(row.rights) && !row.installerHidden)
          .sort(compareEmployees)
          .map((row) => ({ ...toUser(row), installer: true }))
      );
    },
  );

  /** Toggles the installer mark of a staff user. */
  app.patch(
    '/potolochniki/:id',
    { schema: { tags: ['users'], params: idParam, response: { 200: installerToggleResponse, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      requireStaffAdmin(request.auth);
      const target = await findCompanyUser(app.db, companyId, request.params.id);
      if (!target) throw notFound('Пользователь не найден');
      const rights = isInstaller(target.rights)
        ? target.rights.filter((r) => r !== INSTALLER_GROUP)
        : [...target.rights, INSTALLER_GROUP];
      const [row] = await app.db.update(users).set({ rights }).where(eq(users.id, target.id)).returning();
      return { res: true as const, user: { ...toUser(row!), installer: isInstaller(rights) } };
    },
  );

  /** Takes the installer mark away (the user stays in the company). */
  app.delete(
    '/potolochniki/:id',
    { schema: { tags: ['users'], params: idParam, response: { 200: okBody, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      requireStaffAdmin(request.auth);
      const target = await findCompanyUser(app.db, companyId, request.params.id);
      if (!target || !isInstaller(target.rights)) throw notFound('Монтажник не найден');
      const rights = target.rights.filter((r) => r !== INSTALLER_GROUP);
      await app.db.update(users).set({ rights }).where(eq(users.id, target.id));
      return { res: true as const };
    },
  );
}
