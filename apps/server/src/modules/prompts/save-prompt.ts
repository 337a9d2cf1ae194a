import type { Prompt, SavePromptRequest } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { isKnownPromptFile, PROMPT_FILES } from './prompt-files.js';
import { findPromptForUpdate, writePrompt } from './prompt-repository.js';

/** Saves an admin's edit of one of the 15 templates and keeps it as a revision; seeding never overwrites it. */
export async function savePrompt(
  { db }: Deps<'db'>,
  request: SavePromptRequest,
  savedBy: string,
): Promise<Prompt> {
  if (!isKnownPromptFile(request.folder, request.name)) {
    const names = PROMPT_FILES.find((f) => f.folder === request.folder)?.names ?? [];
    throw new AppError(
      'invalid-argument',
      `${request.folder} has no prompt ${request.name}. Its prompts are: ${names.join(', ')}.`,
    );
  }
  await db.transaction(async (tx) => {
    await findPromptForUpdate(tx, request.folder, request.name);
    await writePrompt(tx, { ...request, edited: true, savedBy });
  });
  return { name: request.name, data: request.data };
}
