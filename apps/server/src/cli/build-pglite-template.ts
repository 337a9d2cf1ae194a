import { buildPgliteTemplate, TEMPLATE_DIR, templateProblem } from '../db/pglite-template.js';
import { readTemplateFiles, seedPrompts } from '../modules/prompts/prompt-store.js';

/**
 * `npm run build`: (re)makes the migrated template a new DATA_DIR starts from, when missing or made
 * from other migrations. The prompt templates are seeded into it too (every start syncs them anyway).
 */
const problem = templateProblem();
if (problem) {
  console.log(`Making the embedded database template in ${TEMPLATE_DIR}: ${problem}.`);
  await buildPgliteTemplate(TEMPLATE_DIR, undefined, async (db) => {
    await seedPrompts({ db }, await readTemplateFiles());
  });
}
