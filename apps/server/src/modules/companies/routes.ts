import type { App } from '../../lib/fastify.js';

/** Routes of the companies module, mounted under /api. */
export async function companiesRoutes(_app: App) {}
