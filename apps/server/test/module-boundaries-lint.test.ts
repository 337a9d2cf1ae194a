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

  it('should refuse an import up the layers even through the public entry, and let one down through', async () => {
    const up = [
      ['auth/probe.ts', "export { activateInvitations } from '../sharing/sharing-store.js';\n"],
      ['auth/probe.ts', "export { activatePendingInvites } from '../companies/company-store.js';\n"],
      ['companies/probe.ts', "export { findBoard } from '../boards/board-store.js';\n"],
      ['boards/probe.ts', "export { listBoardMembers } from '../sharing/sharing-store.js';\n"],
      ['sharing/probe.ts', "export { readThreads } from '../comments/comment-store.js';\n"],
    ] as const;
    for (const [file, code] of up) {
      const messages = await boundaryMessages(file, code);
      expect(messages, `${file}: ${code}`).toHaveLength(1);
      expect(messages[0], file).toMatch(/^A server module imports only the modules below it: /);
    }
    expect(
      await boundaryMessages(
        'sharing/probe.ts',
        "export { findBoardFor } from '../boards/board-store.js';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'exports/probe.ts',
        "export { readSharedBoard } from '../sharing/sharing-store.js';\n",
      ),
    ).toEqual([]);
  });
});
