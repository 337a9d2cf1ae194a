/**
 * `npm run bench` (after `npm run build`): the built server (`dist/server.js`, what `npm start` runs)
 * on each database: start-to-healthy on a new DATA_DIR and on an existing one (wall time, and the
 * CPU time it took, which a busy machine does not inflate), idle RSS (targets 3 s and 200 MB on
 * PGlite), and the drain on SIGTERM under load with a new connection per request: requests sent
 * before the signal that failed (target 0), directly and behind a round-robin proxy of two processes
 * on PostgreSQL. Run: node --import tsx apps/server/bench/server-lifecycle.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { startLoad } from '../test/support/load.js';
import { startRoundRobinProxy } from '../test/support/round-robin-proxy.js';
import type { ServerProcess } from '../test/support/server-process.js';
import { spawnServer, waitHealthy } from '../test/support/server-process.js';

const IDLE_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time the process used (user + system): what its start costs on an idle machine. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timedStart(env: Record<string, string>) {
  const started = Date.now();
  const server = await spawnServer(env, { built: true });
  await waitHealthy(server, 120_000);
  return { server, ms: Date.now() - started, cpuMs: cpuMs(server.pid) };
}

async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password',
      displayName: 'B',
    }),
  });
  return `Bearer ${((await res.json()) as { idToken: string }).idToken}`;
}

/** Load on new connections, SIGTERM one process, then count what failed. */
async function drain(target: string, leaving: ServerProcess, authorization: string) {
  const load = startLoad([`${target}/api/boards/quota`, `${target}/api/auth/me`], { authorization });
  await sleep(2000);
  const signalledAt = Date.now();
  leaving.child.kill('SIGTERM');
  const exit = await leaving.exited;
  await sleep(300);
  const { requests } = await load.stop();
  const failed = (r: { status?: number }) => r.status !== 200;
  return {
    requests: requests.length,
    failedBeforeSignal: requests.filter((r) => r.sentAt < signalledAt && failed(r)).length,
    failedAfterSignal: requests.filter((r) => r.sentAt >= signalledAt && failed(r)).length,
    exit: exit.code,
  };
}

async function run(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-lifecycle-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SHUTDOWN_DELAY_SECONDS: '1',
    // Shared by every process: the token issuer (`docs/operations.md`, "Running several servers").
    APP_ORIGIN: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  try {
    const first = await timedStart(env);
    await sleep(IDLE_MS);
    const firstRss = rssMb(first.server.pid);
    await first.server.stop();
    const again = await timedStart(env);
    await sleep(IDLE_MS);
    const againRss = rssMb(again.server.pid);
    const authorization = await signUp(again.server.url);
    const direct = await drain(again.server.url, again.server, authorization);
    console.log(`server-lifecycle on ${engine} (load average ${os.loadavg()[0]!.toFixed(1)})`);
    console.log(`  new DATA_DIR: healthy in ${first.ms} ms (CPU ${first.cpuMs} ms), idle RSS ${firstRss} MB`);
    console.log(`  existing:     healthy in ${again.ms} ms (CPU ${again.cpuMs} ms), idle RSS ${againRss} MB`);
    console.log(
      `  drain, direct: ${direct.requests} requests, failed before the signal ${direct.failedBeforeSignal} (target 0), after it ${direct.failedAfterSignal} (no proxy: refused once closed), exit ${direct.exit}`,
    );
    if (engine === 'postgres') {
      const pair = await Promise.all([timedStart(env), timedStart(env)]);
      const proxy = await startRoundRobinProxy(pair.map((p) => p.server.url));
      try {
        const proxied = await drain(proxy.url, pair[1]!.server, authorization);
        console.log(
          `  drain behind a round-robin proxy of 2: ${proxied.requests} requests, failed ${proxied.failedBeforeSignal + proxied.failedAfterSignal} (target 0)`,
        );
      } finally {
        await proxy.close();
        await Promise.all(pair.map((p) => p.server.stop()));
      }
    }
    return direct.failedBeforeSignal === 0;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ok = [await run('pglite')];
if (postgresInstalled() && process.env.BENCH_POSTGRES !== '0') {
  const cluster = startPostgresCluster({ port: Number(process.env.BENCH_PORT ?? 4230) + 10 });
  try {
    ok.push(await run('postgres', cluster.url));
  } finally {
    cluster.stop();
  }
}
process.exitCode = ok.every(Boolean) ? 0 : 1;
