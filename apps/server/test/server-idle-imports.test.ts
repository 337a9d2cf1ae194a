import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { spawnServer, waitHealthy } from './support/server-process.js';

const RECORDER = path.join(import.meta.dirname, 'support/record-imports-register.mjs');

/** The packages of node_modules a real server process resolved by the time it was healthy. */
async function packagesLoaded(dataDir: string, env: Record<string, string>): Promise<Set<string>> {
  const record = path.join(dataDir, `imports-${Date.now()}.txt`);
  const dbEnv: Record<string, string> =
    TEST_ENGINE === 'postgres' ? { DATABASE_URL: await createEmptyTestDatabase('imports') } : {};
  const server = await spawnServer(
    { DATA_DIR: dataDir, RECORD_IMPORTS: record, ...dbEnv, ...env },
    { nodeArgs: ['--import', RECORDER] },
  );
  try {
    await waitHealthy(server);
  } finally {
    await server.stop();
  }
  const urls = fs.readFileSync(record, 'utf8').split('\n');
  return new Set(urls.flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
}

// Starts real server processes: slow on a busy machine.
describe('what a server loads at start', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-imports-'));
    if (TEST_ENGINE === 'pglite') await seedEmbeddedDataDir(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('should load no AI SDK with the offline provider', async () => {
    const loaded = await packagesLoaded(dataDir, {});
    expect(loaded).toContain('fastify');
    expect([...loaded].filter((name) => name === 'ai' || name.startsWith('@ai-sdk/'))).toEqual([]);
  });

  it('should load the spreadsheet library only with the first export', async () => {
    const loaded = await packagesLoaded(dataDir, {});
    expect(loaded).toContain('@electric-sql/pglite');
    expect(loaded).not.toContain('exceljs');
  });

  it('should load only the SDK of the configured vendor', async () => {
    const loaded = await packagesLoaded(dataDir, {
      AI_PROVIDER: 'anthropic',
      AI_MODEL: 'claude-x',
      AI_API_KEY: 'k',
    });
    expect(loaded).toContain('@ai-sdk/anthropic');
    expect(loaded).not.toContain('@ai-sdk/openai');
    expect(loaded).not.toContain('@ai-sdk/openai-compatible');
  });
});
