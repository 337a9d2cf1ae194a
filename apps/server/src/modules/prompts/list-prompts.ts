import type { PromptFolder } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { PROMPT_FILES } from './prompt-files.js';
import { listPrompts as listPromptRows } from './prompt-repository.js';

/** Every folder in stage order (empty ones too), each template in version order. */
export async function listPrompts({ db }: Deps<'db'>): Promise<PromptFolder[]> {
  const rows = await listPromptRows(db);
  return PROMPT_FILES.map(({ folder, names }) => ({
    name: folder,
    prompts: rows
      .filter((row) => row.folder === folder)
      .sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name))
      .map((row) => ({ name: row.name, data: row.data })),
  }));
}
