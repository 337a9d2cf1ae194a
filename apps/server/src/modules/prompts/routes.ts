import { PromptsResponseSchema, SavePromptRequestSchema, SavePromptResponseSchema } from '@planner/domain';

import type { App } from '../../lib/fastify.js';
import { currentUser } from '../auth/account-store.js';
import { listPrompts } from './list-prompts.js';
import { readTemplateFiles } from './prompt-files.js';
import { savePrompt } from './save-prompt.js';
import { seedPrompts } from './seed-prompts.js';

const security = [{ bearer: [] }];

/** Routes of the prompts module, mounted under /api; seeds the templates before the app serves. */
export async function promptsRoutes(app: App) {
  const seeded = await seedPrompts(app, await readTemplateFiles());
  if (seeded.inserted.length + seeded.updated.length + seeded.keptEdits.length > 0) {
    app.log.info(seeded, 'prompt templates seeded');
  }

  app.get(
    '/prompts',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['prompts'], security, response: { 200: PromptsResponseSchema } },
    },
    async () => ({ folders: await listPrompts(app) }),
  );

  app.post(
    '/prompts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['prompts'],
        security,
        body: SavePromptRequestSchema,
        response: { 200: SavePromptResponseSchema },
      },
    },
    async (request) => ({
      folder: request.body.folder,
      prompt: await savePrompt(app, request.body, currentUser(request).uid),
    }),
  );
}
