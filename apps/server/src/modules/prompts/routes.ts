import type { App } from '../../lib/fastify.js';

/** Routes of the prompts module, mounted under /api. */
export async function promptsRoutes(_app: App) {}
