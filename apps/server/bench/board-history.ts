/**
 * What recording history costs, measured against baselines in the same run.
 * 1. The server time of PATCH /api/boards/:id (Fastify's `reply.elapsedTime`, from the request's
 *    arrival to its answer) for a PATCH that writes a new value into a field (one revision, recorded
 *    in the write's transaction) against the same PATCH on another board writing the value its field
 *    already holds (same body size, lock, merge, update and version bump; nothing changed, so nothing
 *    recorded). The difference is the share spent recording. Target: recording adds at most 25%.
 * 2. The server time of GET /api/boards/:id on a board with 10,000 revisions against one with none.
 *    Target: equal within noise (at most 10% more).
 * The load generator (autocannon, bench/support/patch-load.mjs) runs in its own process and sends
 * the two sides' requests in turn on one connection, so both see the same machine load at every
 * moment; `BENCH_ROUNDS` runs give the spread, printed with the load average. It also counts the
 * statements one PATCH sends to the database (on PGlite every statement crosses into WASM).
 * PGlite, then PostgreSQL 15 when installed. Run: node --import tsx apps/server/bench/board-history.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql } from 'drizzle-orm';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { statementsDuring } from '../test/support/statement-count.js';
import { benchConfig, benchDataDir, benchUser } from './support/bench-server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4230);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOAD_GENERATOR = path.join(import.meta.dirname, 'support/patch-load.mjs');
const execFileAsync = promisify(execFile);

interface Request {
  method: 'GET' | 'PATCH';
  path: string;
  body?: string;
}

/** The load generator in its own process, so it does not share the server's event loop. */
async function load(headers: Record<string, string>, requests: Request[], seconds: number) {
  const options = { url: `http://127.0.0.1:${PORT}`, seconds, connections: 1, headers, requests };
  const { stdout } = await execFileAsync(process.execPath, [LOAD_GENERATOR, JSON.stringify(options)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as { non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const spread = (values: number[]) =>
  `rounds ${percent(Math.min(...values))}..${percent(Math.max(...values))}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function run(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<boolean> {
  const dataDir = benchDataDir();
  const config = benchConfig(dataDir, {
    PORT: String(PORT),
    PERSONAL_BOARD_LIMIT: '10',
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp({ config });
  // Every measured request's server time, by URL (each side has its own board).
  const serverTimes = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    serverTimes.get(`${request.method} ${request.url}`)?.push(reply.elapsedTime);
  });
  try {
    await app.listen({ host: '127.0.0.1', port: PORT });
    const { id: userId, authorization } = await benchUser(app);
    const headers = { authorization, 'content-type': 'application/json' };
    const send = async (method: string, url: string, body: object) => {
      const res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
        method,
        headers,
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}`);
      return (await res.json()) as { result: { id: string } };
    };
    const create = async (title: string) =>
      `/api/boards/${(await send('POST', '/api/functions/createBoard', { data: { title } })).result.id}`;

    // The load generator numbers every request in place of {{n}}, always 12 digits wide.
    const text = (n: string) =>
      JSON.stringify({ ideaData: { initialIdea: `A bike repair cafe ${n}: ${'words '.repeat(100)}` } });
    const same = { method: 'PATCH' as const, path: await create('Same value'), body: text('x'.repeat(12)) };
    const changing = { method: 'PATCH' as const, path: await create('New values'), body: text('{{n}}') };
    await send('PATCH', same.path, JSON.parse(same.body) as object);

    // Statements per PATCH, over 20 of each.
    const perPatch = async (request: Request) =>
      (await statementsDuring(async () => {
        for (let i = 0; i < 20; i++) {
          const body = request.body!.replace('{{n}}', `count${i}`.padStart(12, '0'));
          await send('PATCH', request.path, JSON.parse(body) as object);
        }
      })) / 20;
    const statements = { same: await perPatch(same), changing: await perPatch(changing) };

    /** Rounds of the two sides' requests in turn; per round, side b's mean server time over a's. */
    const compare = async (a: Request, b: Request) => {
      const times = { a: [] as number[], b: [] as number[] };
      const ratios: number[] = [];
      await load(headers, [a, b], 1); // warm up
      for (let round = 0; round < ROUNDS; round++) {
        serverTimes.set(`${a.method} ${a.path}`, []);
        serverTimes.set(`${b.method} ${b.path}`, []);
        await load(headers, [a, b], DURATION);
        const ta = mean(serverTimes.get(`${a.method} ${a.path}`)!);
        const tb = mean(serverTimes.get(`${b.method} ${b.path}`)!);
        times.a.push(ta);
        times.b.push(tb);
        ratios.push(tb / ta);
      }
      serverTimes.clear();
      return { a: mean(times.a), b: mean(times.b), ratio: median(ratios), ratios };
    };

    const patches = await compare(same, changing);
    const none = await create('No history');
    const full = await create('10,000 revisions');
    await app.db.execute(sql`
      INSERT INTO board_revisions (board_id, field, before, after, source, by_user_id, board_version)
      SELECT ${full.split('/').at(-1)}::uuid, 'ideaData.initialIdea', to_json('before ' || n),
        to_json('after ' || n), '{"kind":"user"}'::jsonb, ${userId}::uuid, n + 1
      FROM generate_series(1, 10000) AS n`);
    const gets = await compare({ method: 'GET', path: none }, { method: 'GET', path: full });

    const added = patches.ratio - 1;
    const ms = (value: number) => `${value.toFixed(3).padStart(7)} ms`;
    console.log(
      `board-history on ${engine}: ${ROUNDS} rounds of ${DURATION} s, sides in turn; load average ${loadAverage()}`,
    );
    console.log(
      `PATCH writes the same value (nothing recorded)  server ${ms(patches.a)}   ${statements.same} statements`,
    );
    console.log(
      `PATCH writes a new value (one revision)         server ${ms(patches.b)}   ${statements.changing} statements`,
    );
    console.log(
      `recording adds ${percent(added)} to the PATCH server time (median; ${spread(patches.ratios.map((r) => r - 1))}; target <= 25%): ${added <= 0.25 ? 'PASS' : 'FAIL'}`,
    );
    console.log(`GET board, no revisions                         server ${ms(gets.a)}`);
    console.log(`GET board, 10,000 revisions                     server ${ms(gets.b)}`);
    console.log(
      `GET with 10,000 revisions takes ${percent(gets.ratio)} of the time with none (median; ${spread(gets.ratios)}; target <= 110%): ${gets.ratio <= 1.1 ? 'PASS' : 'FAIL'}`,
    );
    return added <= 0.25 && gets.ratio <= 1.1;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
if (process.env.BENCH_PGLITE !== '0') results.push(await run('pglite'));
if (postgresInstalled() && process.env.BENCH_POSTGRES !== '0') {
  const cluster = startPostgresCluster({ port: PORT + 10 });
  try {
    results.push(await run('postgres', cluster.url));
  } finally {
    cluster.stop();
  }
}
process.exitCode = results.every(Boolean) ? 0 : 1;
