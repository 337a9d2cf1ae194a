import { buildPgliteTemplate, TEMPLATE_DIR, templateProblem } from './pglite-template.js';

/** `npm run build`: (re)makes the migrated template a new DATA_DIR starts from, when missing or stale. */
const problem = templateProblem();
if (problem) {
  console.warn(`Making the embedded database template in ${TEMPLATE_DIR}: ${problem}.`);
  await buildPgliteTemplate();
}
