import { unknownPlaceholders } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { TemplateFile } from './prompt-files.js';
import { findPromptForUpdate, lockSeeding, writePrompt } from './prompt-repository.js';

export interface SeedResult {
  inserted: string[];
  updated: string[];
  /** Rows an admin edited: the file changed but the admin's text stays. */
  keptEdits: string[];
}

/**
 * Brings the stored templates in line with the repo's files: inserts missing ones and updates
 * unedited ones whose file changed, recording a revision (saved by nobody) for each change.
 */
export async function seedPrompts({ db }: Deps<'db'>, files: TemplateFile[]): Promise<SeedResult> {
  const result: SeedResult = { inserted: [], updated: [], keptEdits: [] };
  for (const file of files) {
    const unknown = unknownPlaceholders(file.data);
    if (unknown.length > 0)
      throw new Error(`${file.folder}/${file.name} uses unknown placeholders: ${unknown.join(', ')}`);
  }
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    for (const file of files) {
      const id = `${file.folder}/${file.name}`;
      const row = await findPromptForUpdate(tx, file.folder, file.name);
      if (row && row.data === file.data) continue;
      if (row?.edited) {
        result.keptEdits.push(id);
        continue;
      }
      await writePrompt(tx, { ...file, edited: false, savedBy: null });
      (row ? result.updated : result.inserted).push(id);
    }
  });
  return result;
}
