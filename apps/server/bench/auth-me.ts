/**
 * `node --import tsx apps/server/bench/auth-me.ts` (also run by `npm run bench`): autocannon against
 * an authenticated `GET /api/auth/me` on the real listening server (PGlite in a temp dir), then
 * against a bare Fastify route answering the same JSON, started in the same run. Loopback only.
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_PORT (default 0: any free port;
 * the bare server takes the next one, PostgreSQL the one after), BENCH_DATABASE=postgres (a throwaway PostgreSQL cluster
 * instead of PGlite, for comparison).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';
import Fastify from 'fastify';

import type { PostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 0);
const HOST = '127.0.0.1';
const ENGINE = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';

function print(line: string) {
  process.stdout.write(`${line}\n`);
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  let cluster: PostgresCluster | undefined;
  if (ENGINE === 'postgres') cluster = startPostgresCluster(BASE_PORT ? { port: BASE_PORT + 2 } : {});
  const config = loadConfig({
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST,
    PORT: String(BASE_PORT),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    APP_ORIGIN: 'http://localhost:3000',
  });

  const app = await buildApp({ config });
  const bare = Fastify({ logger: false });
  try {
    await app.listen({ host: HOST, port: BASE_PORT });
    const appUrl = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

    const signUp = await fetch(`${appUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', displayName: 'Bench' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const { idToken, user } = (await signUp.json()) as { idToken: string; user: unknown };

    // The same answer without verification, database or plugins: the floor for this machine.
    bare.get('/bare', async () => ({ user }));
    await bare.listen({ host: HOST, port: BASE_PORT === 0 ? 0 : BASE_PORT + 1 });
    const bareUrl = `http://${HOST}:${(bare.server.address() as AddressInfo).port}/bare`;

    print(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each, on ${HOST}; database: ${ENGINE}`);
    const me = await measure('GET /api/auth/me (authenticated)', `${appUrl}/api/auth/me`, {
      authorization: `Bearer ${idToken}`,
    });
    const floor = await measure('GET /bare (bare Fastify)', bareUrl);

    for (const f of [me, floor]) {
      print(
        `${f.name.padEnd(44)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99Ms).padStart(4)} ms` +
          (f.errors + f.non2xx > 0 ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : ''),
      );
    }
    print(
      `ratio /api/auth/me : bare = ${(me.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} of the requests/s, ` +
        `${(me.p99Ms / Math.max(floor.p99Ms, 1)).toFixed(1)}x the p99`,
    );
    if (me.errors + me.non2xx > 0 || floor.errors + floor.non2xx > 0) process.exitCode = 1;
  } finally {
    await bare.close();
    await app.close();
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
