/**
 * GET /api/boards/:id (authenticated, full app) against a bare Fastify route answering the same
 * JSON, in the same run: on PGlite in a temp dir (the embedded default), then on a throwaway
 * PostgreSQL 15 cluster when it is installed. Target: at least 50% of the bare rate. The load generator
 * (node_modules/.bin/autocannon) runs in its own process.
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

interface Result {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
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
  // Asynchronous: this process serves the app under test meanwhile.
  const { stdout } = await execFileAsync(AUTOCANNON, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
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

    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/board`);
    const authResult = await load(`http://127.0.0.1:${APP_PORT}/bench/authenticated`, { authorization });
    const appResult = await load(url, { authorization });
    if (appResult.non2xx > 0 || appResult.errors > 0) {
      throw new Error(
        `GET /api/boards/:id had ${appResult.non2xx} non-2xx answers and ${appResult.errors} errors`,
      );
    }
    const ratio = appResult.requests.average / bareResult.requests.average;
    const row = (name: string, r: Result) =>
      `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms`;
    console.log(`boards-get on ${engine}: ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(row('bare Fastify route', bareResult));
    console.log(row('app, authenticate only', authResult));
    console.log(row('GET /api/boards/:id', appResult));
    console.log(`ratio ${(ratio * 100).toFixed(1)}% (target >= 50%): ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`);
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
process.exitCode = ratios.every((r) => r >= 0.5) ? 0 : 1;
