import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import type { LoadResult } from './support/load.js';
import type { ServerProcess } from './support/server-process.js';
import { startServer } from './support/server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 12 clients in another process, each request on a new TCP connection, until `stop()`. */
async function loadProcess(urls: string[], headers: Record<string, string>) {
  const child = fork(
    path.join(import.meta.dirname, 'support/load-process.ts'),
    [JSON.stringify({ urls, headers, connections: 12 })],
    { execArgv: ['--import', 'tsx'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<LoadResult>((resolve) => {
        child.once('message', (result) => resolve(result as LoadResult));
        child.send('stop');
      }),
  };
}

// A real server process under real load, with the default shutdown settings (no delay).
describe('SIGTERM with a new connection per request', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  let authorization: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-drain-conn-'));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (TEST_ENGINE === 'postgres') env.DATABASE_URL = await createEmptyTestDatabase('drainconn');
    else await seedEmbeddedDataDir(dataDir);
    server = await startServer(env);
    const res = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('drainconn'), password: PASSWORD, displayName: 'Drain' }),
    });
    authorization = `Bearer ${((await res.json()) as { idToken: string }).idToken}`;
  });
  afterAll(async () => {
    await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer every request the kernel accepted (200, or 503 with Connection: close), never reset one', async () => {
    const load = await loadProcess([`${server.url}/api/boards/quota`, `${server.url}/api/auth/me`], {
      authorization,
    });
    await sleep(1500);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await sleep(200);
    const { requests } = await load.stop();

    expect(exit).toEqual({ code: 0, signal: null });
    const before = requests.filter((r) => r.sentAt < signalledAt);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
    // After the signal: answered (200 or 503) while the listener was open, then refused; never reset.
    const after = requests.filter((r) => r.sentAt >= signalledAt);
    expect(after.filter((r) => r.error !== undefined && r.error !== 'ECONNREFUSED')).toEqual([]);
    expect(after.filter((r) => r.status !== undefined && r.status !== 200 && r.status !== 503)).toEqual([]);
  });
});
