import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password-routes.js';
import { authRoutes } from './routes.js';

/** The sign-in module: registration, login, sessions, ALTCHA, password reset, demo credentials. */
export async function authModule(api: FastifyInstance) {
  await api.register(authRoutes);
  await api.register(passwordRoutes);
}
