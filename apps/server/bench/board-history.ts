/**
 * Issue 16: what recording history costs, measured against baselines in the same run.
 * 1. PATCH /api/boards/:id that changes a field (one revision recorded in the write's transaction)
 *    against a PATCH that changes only the position (same lock, update and version bump, nothing
 *    recorded). Target: recording adds at most 25% to the server time.
 * 2. GET /api/boards/:id on a board with 10,000 revisions against one with none. Target: equal
 *    within noise (at least 90% of the rate).
 * PGlite, then PostgreSQL 15 when installed. Run: node --import tsx apps/server/bench/board-history.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { users } from '../src/db/schema/users.js';

const PORT = Number(process.env.BENCH_PORT ?? 4230);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Result {
  requests: { average: number };
  latency: { average: number; p99: number };
  non2xx: number;
  errors: number;
}

/** PATCHes whose body changes on every request (`body(i)`), so each one is a real write. */
async function patchLoad(url: string, authorization: string, body: (i: number) => object): Promise<Result> {
  let i = 0;
  const options: autocannon.Options = {
    url,
    connections: 4,
    requests: [
      {
        method: 'PATCH' as const,
        headers: { authorization, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body(i++)) }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  return (await autocannon({ ...options, duration: DURATION })) as Result;
}

async function getLoad(url: string, authorization: string): Promise<Result> {
  const options = { url, headers: { authorization }, connections: 20 };
  await autocannon({ ...options, duration: 2 });
  return (await autocannon({ ...options, duration: DURATION })) as Result;
}

function mean(a: Result, b: Result): Result {
  return {
    requests: { average: (a.requests.average + b.requests.average) / 2 },
    latency: {
      average: (a.latency.average + b.latency.average) / 2,
      p99: Math.max(a.latency.p99, b.latency.p99),
    },
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

function check(name: string, r: Result) {
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
}

const row = (name: string, r: Result) =>
  `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   mean ${r.latency.average.toFixed(2).padStart(6)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;

async function run(engine: string, databaseUrl?: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PERSONAL_BOARD_LIMIT: '10',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config });
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

    const patched = await create('Patched');
    const steps = ['INITIAL_IDEA', 'REFINE_BUSINESS_IDEA'];
    // Alternated twice, so drift in the machine's load does not favour either side.
    const positionPatch = (i: number) => ({ currentStage: 'IDEA', currentStep: steps[i % 2] });
    const fieldPatch = (i: number) => ({
      ideaData: { initialIdea: `A bike repair cafe, version ${i}: ${'words '.repeat(100)}` },
    });
    const url = `${base}/boards/${patched}`;
    const p1 = await patchLoad(url, authorization, positionPatch);
    const f1 = await patchLoad(url, authorization, fieldPatch);
    const f2 = await patchLoad(url, authorization, fieldPatch);
    const p2 = await patchLoad(url, authorization, positionPatch);
    const position = mean(p1, p2);
    const field = mean(f1, f2);
    check('PATCH position', position);
    check('PATCH field', field);

    const empty = await create('No history');
    const full = await create('10,000 revisions');
    await app.db.execute(sql`
      INSERT INTO board_revisions (board_id, field, before, after, source, by_user_id, board_version)
      SELECT ${full}::uuid, 'ideaData.initialIdea', to_json('before ' || n), to_json('after ' || n),
        '{"kind":"user"}'::jsonb, ${user!.id}::uuid, n + 1
      FROM generate_series(1, 10000) AS n`);
    const n1 = await getLoad(`${base}/boards/${empty}`, authorization);
    const m1 = await getLoad(`${base}/boards/${full}`, authorization);
    const m2 = await getLoad(`${base}/boards/${full}`, authorization);
    const n2 = await getLoad(`${base}/boards/${empty}`, authorization);
    const none = mean(n1, n2);
    const many = mean(m1, m2);
    check('GET none', none);
    check('GET many', many);

    const added = field.latency.average / position.latency.average - 1;
    const readRatio = many.requests.average / none.requests.average;
    console.log(`board-history on ${engine}: ${DURATION} s each`);
    console.log(row('PATCH position only (no revision)', position));
    console.log(row('PATCH a field (one revision)', field));
    console.log(
      `recording adds ${(added * 100).toFixed(1)}% to the PATCH time (target <= 25%): ${added <= 0.25 ? 'PASS' : 'FAIL'}`,
    );
    console.log(row('GET board, no revisions', none));
    console.log(row('GET board, 10,000 revisions', many));
    console.log(
      `GET ratio ${(readRatio * 100).toFixed(1)}% (target >= 90%): ${readRatio >= 0.9 ? 'PASS' : 'FAIL'}`,
    );
    return added <= 0.25 && readRatio >= 0.9;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await run('pglite')];
if (postgresInstalled() && process.env.BENCH_POSTGRES !== '0') {
  const cluster = startPostgresCluster({ port: PORT + 10 });
  try {
    results.push(await run('postgres', cluster.url));
  } finally {
    cluster.stop();
  }
}
process.exitCode = results.every(Boolean) ? 0 : 1;
