import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createEmptyTestDatabase, seedEmbeddedDataDir, TEST_ENGINE } from './helper.js';
import { runAdminCli } from './support/admin-cli.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import type { ServerProcess } from './support/server-process.js';
import { spawnServer, startServer } from './support/server-process.js';

/** Signs up over real HTTP; returns the email and an ID token. */
async function signUp(server: ServerProcess) {
  const email = uniqueEmail('operator');
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: 'Operator' }),
  });
  expect(res.status).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  return { email, authorization: { authorization: `Bearer ${idToken}` } };
}

const adminStatus = async (server: ServerProcess, headers: Record<string, string>) =>
  (await fetch(`${server.url}/api/prompts`, { headers })).status;

// Starts and stops real server processes: slow on a busy machine.
describe(
  'npm run admin while the server runs, and one owner per embedded database',
  { timeout: 180_000 },
  () => {
    let dataDir: string;
    let env: Record<string, string>;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-owner-'));
      env = { DATA_DIR: dataDir };
      if (TEST_ENGINE === 'postgres') env.DATABASE_URL = await createEmptyTestDatabase('owner');
      else await seedEmbeddedDataDir(dataDir);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const start = async () => {
      const server = await startServer(env);
      servers.push(server);
      return server;
    };

    it('should apply a grant to the running server at once and keep it after a restart', async () => {
      const first = await start();
      const user = await signUp(first);
      expect(await adminStatus(first, user.authorization)).toBe(403);

      const grant = await runAdminCli(env, 'grant', user.email);
      expect(grant).toEqual({
        code: 0,
        stdout: `Granted platform admin to ${user.email}: admin routes accept them now, and their next ID token carries the admin claim.\n`,
        stderr: '',
      });
      expect(await adminStatus(first, user.authorization)).toBe(200);
      expect(await runAdminCli(env, 'grant', 'nobody@example.com')).toMatchObject({
        code: 1,
        stderr: 'No account with the email nobody@example.com: they must sign up first.\n',
      });

      expect(await first.stop()).toEqual({ code: 0, signal: null });
      const second = await start();
      expect(await adminStatus(second, user.authorization)).toBe(200);
      await second.stop();
    });

    if (TEST_ENGINE === 'pglite') {
      it('should refuse a second server on the same DATA_DIR, naming the process that holds it', async () => {
        const holder = await start();
        const intruder = await spawnServer(env);
        servers.push(intruder);
        expect(await intruder.exited).toEqual({ code: 1, signal: null });
        expect(intruder.output()).toContain(
          `The embedded database is in use by process ${holder.pid} (server,`,
        );
        // The holder still serves.
        expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
        await holder.stop();
      });

      it('should take over the lock of a killed server', async () => {
        const killed = await start();
        const user = await signUp(killed);
        expect(await killed.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
        expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
        // With nothing listening on the socket and a dead holder, the CLI opens the database itself.
        expect((await runAdminCli(env, 'grant', user.email)).code).toBe(0);
        const next = await start();
        expect(await adminStatus(next, user.authorization)).toBe(200);
        await next.stop();
        expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      });
    }
  },
);
