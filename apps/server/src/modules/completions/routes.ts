import type { App } from '../../lib/fastify.js';

/** Routes of the completions module, mounted under /api. */
export async function completionsRoutes(_app: App) {}
