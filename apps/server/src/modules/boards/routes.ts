import type { App } from '../../lib/fastify.js';

/** Routes of the boards module, mounted under /api. */
export async function boardsRoutes(_app: App) {}
