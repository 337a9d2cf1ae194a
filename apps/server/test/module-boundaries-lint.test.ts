import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../..');
const RULE_MESSAGE = 'Import another server module only through its public `*-store.ts` entry.';

/** The boundary messages ESLint gives a probe file at `file` (inside src/modules) holding `code`. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: REPO });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(REPO, 'apps/server/src/modules', file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^'[^']+' import is restricted from being used by a pattern\. /, ''));
}

describe('the server module boundary (eslint.config.js)', { timeout: 60_000 }, () => {
  it('should refuse a deep import into another module from a subfolder (more than one ../)', async () => {
    const messages = await boundaryMessages(
      'completions/providers/probe.ts',
      "export { findBoard } from '../../boards/board-repository.js';\n",
    );
    expect(messages).toEqual([RULE_MESSAGE]);
  });

  it('should refuse it one folder up as before, and let the public entry and shared code through', async () => {
    expect(
      await boundaryMessages(
        'completions/probe.ts',
        "export { findBoard } from '../boards/board-repository.js';\n",
      ),
    ).toEqual([RULE_MESSAGE]);
    expect(
      await boundaryMessages(
        'completions/providers/probe.ts',
        [
          "export { findBoard } from '../../boards/board-store.js';",
          "export { AppError } from '../../../lib/app-error.js';",
          "export { createProvider } from '../providers/create-provider.js';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
