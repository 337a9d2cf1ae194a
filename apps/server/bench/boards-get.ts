/**
 * GET /api/boards/:id (authenticated, full app) against a bare Fastify route answering the same
 * JSON, in the same run: on PGlite in a temp dir (the embedded default), then on a throwaway
 * PostgreSQL 15 cluster when it is installed, in paired rounds (median). Target: at least 75% of the bare rate. The load generator
 * (node_modules/.bin/autocannon) runs in its own process. Each side's CPU time per request (this
 * process serves both, one at a time) is printed too: on a shared machine the rate swings with the
 * other processes' load, the CPU a request costs much less, so the CPU share says what the rate
 * share would be on a quiet machine.
 * Run: node --import tsx apps/server/bench/boards-get.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import Fastify from 'fastify';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { benchConfig, benchDataDir, benchUser } from './support/bench-server.js';

const APP_PORT = Number(process.env.BENCH_PORT ?? 4210);
const BARE_PORT = APP_PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Target: the board read keeps at least 75% of a bare route's rate on both engines. */
const TARGET = 0.75;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Result {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  /** This process's CPU time (user + system) per answered request, in microseconds. */
  cpuMicros: number;
}

const execFileAsync = promisify(execFile);
const AUTOCANNON = path.resolve(import.meta.dirname, '../../../node_modules/.bin/autocannon');

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function autocannonProcess(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Result> {
  const args = ['--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  // Asynchronous: this process serves the app under test meanwhile (and only it: the other side idles).
  const cpu = process.cpuUsage();
  const { stdout } = await execFileAsync(AUTOCANNON, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const { user, system } = process.cpuUsage(cpu);
  const result = JSON.parse(stdout) as Omit<Result, 'cpuMicros'>;
  return { ...result, cpuMicros: (user + system) / Math.max(1, result.requests.total) };
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  // Warm up the JIT and the connection pool before measuring.
  await autocannonProcess(url, headers, 2);
  return autocannonProcess(url, headers, DURATION);
}

async function run(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<number> {
  const dataDir = benchDataDir();
  const config = benchConfig(dataDir, { PORT: String(APP_PORT), DATABASE_URL: databaseUrl });
  const app = await buildApp({ config });
  const bare = Fastify({ logger: false });
  let boardBody: unknown = null;
  // Diagnostic: the same JSON behind `authenticate` only, to split the cost of auth from the board read.
  app.get('/bench/authenticated', { preHandler: app.authenticate }, async () => boardBody);
  try {
    await app.listen({ host: '127.0.0.1', port: APP_PORT });
    const { authorization } = await benchUser(app);
    const created = await fetch(`http://127.0.0.1:${APP_PORT}/api/functions/createBoard`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Bench board' } }),
    });
    const { result: board } = (await created.json()) as { result: { id: string } };
    const url = `http://127.0.0.1:${APP_PORT}/api/boards/${board.id}`;
    const check = await fetch(url, { headers: { authorization } });
    if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}`);
    const body: unknown = await check.json();
    boardBody = body;

    bare.get('/board', async () => body);
    await bare.listen({ host: '127.0.0.1', port: BARE_PORT });

    // Paired rounds (bare, then the board path, alternated) on a machine others share: the median
    // ratio of the rounds, each round's two sides measured under the same load.
    await load(`http://127.0.0.1:${BARE_PORT}/board`);
    const authResult = await load(`http://127.0.0.1:${APP_PORT}/bench/authenticated`, { authorization });
    await load(url, { authorization });
    const rounds: { bare: Result; app: Result; ratio: number; cpuRatio: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const bareResult = await autocannonProcess(`http://127.0.0.1:${BARE_PORT}/board`, {}, DURATION);
      const appResult = await autocannonProcess(url, { authorization }, DURATION);
      if (appResult.non2xx > 0 || appResult.errors > 0) {
        throw new Error(
          `GET /api/boards/:id had ${appResult.non2xx} non-2xx answers and ${appResult.errors} errors`,
        );
      }
      rounds.push({
        bare: bareResult,
        app: appResult,
        ratio: appResult.requests.average / bareResult.requests.average,
        cpuRatio: bareResult.cpuMicros / appResult.cpuMicros,
      });
    }
    const ratio = median(rounds.map((r) => r.ratio));
    const row = (name: string, r: Result) =>
      `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ${r.cpuMicros.toFixed(1).padStart(6)} us CPU/request`;
    console.log(
      `boards-get on ${engine}: ${CONNECTIONS} connections, ${ROUNDS} paired rounds of ${DURATION} s`,
    );
    console.log(row('app, authenticate only', authResult));
    for (const [i, r] of rounds.entries()) {
      console.log(`round ${i + 1}`);
      console.log(row('  bare Fastify route', r.bare));
      console.log(row('  GET /api/boards/:id', r.app));
      console.log(`  ratio ${(r.ratio * 100).toFixed(1)}%   CPU share ${(r.cpuRatio * 100).toFixed(1)}%`);
    }
    // On a shared machine the rate follows the other sessions' load; the CPU a request costs much less.
    const uptime = await fs.promises.readFile('/proc/loadavg', 'utf8').catch(() => 'unknown');
    console.log(
      `median CPU share ${(median(rounds.map((r) => r.cpuRatio)) * 100).toFixed(1)}% (bare CPU/request over the app's; load average ${uptime.split(' ').slice(0, 3).join(' ')})`,
    );
    console.log(
      `median ratio ${(ratio * 100).toFixed(1)}% (target >= 75%): ${ratio >= TARGET ? 'PASS' : 'FAIL'}`,
    );
    return ratio;
  } finally {
    await bare.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ratios = [await run('pglite')];
if (postgresInstalled() && process.env.BENCH_POSTGRES !== '0') {
  const cluster = startPostgresCluster({ port: APP_PORT + 10 });
  try {
    ratios.push(await run('postgres', cluster.url));
  } finally {
    cluster.stop();
  }
}
process.exitCode = ratios.every((r) => r >= TARGET) ? 0 : 1;
