import type { App } from '../../lib/fastify.js';

/** Routes of the auth module, mounted under /api. */
export async function authRoutes(_app: App) {}
