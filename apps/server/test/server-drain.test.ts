import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import { startLoad } from './support/load.js';
import type { ServerProcess } from './support/server-process.js';
import { startServer } from './support/server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A real server process under real load: slow on a busy machine.
describe('SIGTERM: graceful drain', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  let authorization: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-drain-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '1' };
    if (TEST_ENGINE === 'postgres') env.DATABASE_URL = await createEmptyTestDatabase('drain');
    else await seedEmbeddedDataDir(dataDir);
    server = await startServer(env);
    const res = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('drain'), password: PASSWORD, displayName: 'Drain' }),
    });
    authorization = `Bearer ${((await res.json()) as { idToken: string }).idToken}`;
  });
  afterAll(async () => {
    await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer 503 on /api/health at once, serve every request it received, close idle connections and exit', async () => {
    // An idle keep-alive connection must not hold the exit up.
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      http.get(`${server.url}/api/health`, { agent: keepAlive }, (r) => r.resume().on('end', resolve)),
    );

    const load = startLoad([`${server.url}/api/boards/quota`, `${server.url}/api/auth/me`], {
      authorization,
    });
    await sleep(1500);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    const exit = await server.exited;
    const { requests } = await load.stop();
    keepAlive.destroy();

    expect(exit).toEqual({ code: 0, signal: null });
    const before = requests.filter((r) => r.sentAt < signalledAt);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((r) => r.status !== 200)).toEqual([]);
    // After the signal: served during SHUTDOWN_DELAY_SECONDS; a connection accepted while the listener
    // closes is answered 503 (never reset: server-drain-connections.test.ts), then refused.
    const after = requests.filter((r) => r.sentAt >= signalledAt);
    expect(after.filter((r) => r.status === 200 && r.sentAt > signalledAt + 500).length).toBeGreaterThan(0);
    expect(after.filter((r) => r.status !== undefined && r.status !== 200 && r.status !== 503)).toEqual([]);
    expect(after.filter((r) => r.error !== undefined && r.error !== 'ECONNREFUSED')).toEqual([]);
  });
});
