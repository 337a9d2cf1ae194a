/**
 * Issue 16: what recording history costs, measured against baselines in the same run.
 * 1. The server time of PATCH /api/boards/:id (Fastify's `reply.elapsedTime`, from the request's
 *    arrival to its answer) for a PATCH that writes a new value into a field (one revision recorded in
 *    the write's transaction) against the same PATCH writing the value the field already holds (same
 *    body size, lock, merge, update and version bump; nothing changed, so nothing recorded). The
 *    difference is the share spent recording. Target: recording adds at most 25%.
 * 2. GET /api/boards/:id on a board with 10,000 revisions against one with none. Target: equal
 *    within noise (at least 90% of the rate).
 * Also counts the statements one PATCH sends to the database (PGlite: every one crosses into WASM).
 * The load generator (node_modules/.bin/autocannon) runs in its own process; sides alternate
 * A B B A, `BENCH_ROUNDS` times, and the spread of the rounds is printed with the load average.
 * PGlite, then PostgreSQL 15 when installed. Run: node --import tsx apps/server/bench/board-history.ts
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { PGLITE_OPTIONS } from '../src/db/pglite-options.js';
import { users } from '../src/db/schema/users.js';

const PORT = Number(process.env.BENCH_PORT ?? 4230);
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LOAD_GENERATOR = path.join(import.meta.dirname, 'support/patch-load.mjs');
const execFileAsync = promisify(execFile);

interface Result {
  requests: { average: number };
  latency: { average: number; p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function autocannon(
  url: string,
  seconds: number,
  options: { method?: string; headers: Record<string, string>; body?: string; connections: number },
): Promise<Result> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [LOAD_GENERATOR, JSON.stringify({ url, seconds, method: 'GET', ...options })],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as Result;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** Counts what the server sends to the database: Parse and simple-Query messages (PGlite), queries (pg). */
const statements = { counting: false, count: 0 };
function countPglite(client: PGlite) {
  const original = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options) => {
    // 0x50 'P' Parse (one per extended-protocol statement), 0x51 'Q' simple query (BEGIN, COMMIT).
    if (statements.counting && (message[0] === 0x50 || message[0] === 0x51)) statements.count++;
    return original(message, options);
  };
}
function countPostgres() {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (statements.counting) statements.count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) =>
  `${(Math.min(...values) * 100).toFixed(1)}..${(Math.max(...values) * 100).toFixed(1)}%`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function run(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PERSONAL_BOARD_LIMIT: '10',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  let database;
  if (engine === 'pglite') {
    const client = new PGlite(path.join(dataDir, 'db'), PGLITE_OPTIONS);
    countPglite(client);
    const handle = await openDatabase({ pglite: client });
    database = { ...handle, close: async () => (await handle.close(), await client.close()) };
  } else {
    countPostgres();
    database = await openDatabase({ url: databaseUrl });
  }
  const app = await buildApp({ config, database });
  // The server time of every PATCH, by the side under measurement.
  const serverTimes = new Map<string, number[]>();
  let side = '';
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'PATCH' && side) serverTimes.get(side)?.push(reply.elapsedTime);
  });
  try {
    await app.listen({ host: '127.0.0.1', port: PORT });
    const [user] = await app.db.insert(users).values({ email: 'bench@example.com' }).returning();
    const token = await app.tokens.sign({
      sub: user!.id,
      email: user!.email,
      name: 'Bench',
      email_verified: true,
      admin: false,
    });
    const authorization = `Bearer ${token}`;
    const base = `http://127.0.0.1:${PORT}/api`;
    const create = async (title: string) => {
      const res = await fetch(`${base}/functions/createBoard`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { title } }),
      });
      return ((await res.json()) as { result: { id: string } }).result.id;
    };
    const patch = async (url: string, body: string) => {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 200) throw new Error(`PATCH answered ${res.status}`);
    };

    const patched = await create('Patched');
    const url = `${base}/boards/${patched}`;
    // The load generator numbers every request in place of {{n}}, always 12 digits wide.
    const text = (n: string) =>
      JSON.stringify({ ideaData: { initialIdea: `A bike repair cafe ${n}: ${'words '.repeat(100)}` } });
    const unchanged = text('x'.repeat(12));
    const sides = {
      'PATCH writes the same value (nothing recorded)': unchanged,
      'PATCH writes a new value (one revision)': text('{{n}}'),
    };
    const [baseline, recorded] = Object.keys(sides) as (keyof typeof sides)[];
    const patchLoad = (name: keyof typeof sides, seconds: number) =>
      autocannon(url, seconds, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: sides[name],
        connections: 1,
      });

    // Statements per PATCH, counted over 20 of each.
    await patch(url, unchanged);
    const perPatch: Record<string, number> = {};
    for (const name of [baseline!, recorded!]) {
      statements.count = 0;
      statements.counting = true;
      for (let i = 0; i < 20; i++)
        await patch(url, name === baseline ? unchanged : text(`n${i}`.padEnd(12, 'x')));
      statements.counting = false;
      perPatch[name] = statements.count / 20;
      if (name === recorded) await patch(url, unchanged);
    }

    const ratios: number[] = [];
    const rates: Record<string, number[]> = { [baseline!]: [], [recorded!]: [] };
    const times: Record<string, number[]> = { [baseline!]: [], [recorded!]: [] };
    const measure = async (name: keyof typeof sides) => {
      side = '';
      if (name === baseline) await patch(url, unchanged); // the field holds that value again
      await patchLoad(name, 1);
      serverTimes.set(name, []);
      side = name;
      const result = await patchLoad(name, DURATION);
      side = '';
      const t = serverTimes.get(name)!;
      rates[name]!.push(result.requests.average);
      return t.reduce((a, b) => a + b, 0) / t.length;
    };
    for (let round = 0; round < ROUNDS; round++) {
      // A B B A: drift in the machine's load favours neither side.
      const a1 = await measure(baseline!);
      const b1 = await measure(recorded!);
      const b2 = await measure(recorded!);
      const a2 = await measure(baseline!);
      times[baseline!]!.push(a1, a2);
      times[recorded!]!.push(b1, b2);
      ratios.push((b1 + b2) / (a1 + a2) - 1);
    }

    const empty = await create('No history');
    const full = await create('10,000 revisions');
    await app.db.execute(sql`
      INSERT INTO board_revisions (board_id, field, before, after, source, by_user_id, board_version)
      SELECT ${full}::uuid, 'ideaData.initialIdea', to_json('before ' || n), to_json('after ' || n),
        '{"kind":"user"}'::jsonb, ${user!.id}::uuid, n + 1
      FROM generate_series(1, 10000) AS n`);
    const getOptions = { headers: { authorization }, connections: 20 };
    const readRatios: number[] = [];
    const getRates = { none: [] as number[], many: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const get = async (id: string) => {
        await autocannon(`${base}/boards/${id}`, 1, getOptions);
        return (await autocannon(`${base}/boards/${id}`, DURATION, getOptions)).requests.average;
      };
      const n1 = await get(empty);
      const m1 = await get(full);
      const m2 = await get(full);
      const n2 = await get(empty);
      getRates.none.push(n1, n2);
      getRates.many.push(m1, m2);
      readRatios.push((m1 + m2) / (n1 + n2));
    }

    const added = median(ratios);
    const readRatio = median(readRatios);
    const avg = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    console.log(
      `board-history on ${engine}: ${ROUNDS} rounds of A B B A, ${DURATION} s each; load average ${load()}`,
    );
    for (const name of [baseline!, recorded!]) {
      console.log(
        `${name.padEnd(48)} server ${avg(times[name]!).toFixed(2).padStart(6)} ms   ${avg(rates[name]!).toFixed(0).padStart(5)} req/s   ${perPatch[name]} statements`,
      );
    }
    console.log(
      `recording adds ${(added * 100).toFixed(1)}% to the PATCH server time (rounds ${spread(ratios)}; target <= 25%): ${added <= 0.25 ? 'PASS' : 'FAIL'}`,
    );
    console.log(`GET board, no revisions       ${avg(getRates.none).toFixed(0).padStart(6)} req/s`);
    console.log(`GET board, 10,000 revisions   ${avg(getRates.many).toFixed(0).padStart(6)} req/s`);
    console.log(
      `GET ratio ${(readRatio * 100).toFixed(1)}% (rounds ${spread(readRatios)}; target >= 90%): ${readRatio >= 0.9 ? 'PASS' : 'FAIL'}`,
    );
    return added <= 0.25 && readRatio >= 0.9;
  } finally {
    await app.close();
    await database.close();
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
