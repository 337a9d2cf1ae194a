/**
 * Server time of one page of each company-dashboard table at 10,000 members, 10,000 invites and
 * 10,000 boards. Seeds a fresh PGlite in a temp dir and, when PostgreSQL 15 is installed, a throwaway
 * PostgreSQL cluster; serves the real app on a port in 4600-4699 and times requests over HTTP.
 *
 *   node --import tsx apps/server/bench/admin-tables.ts            (domain built: npm run build)
 *   node --conditions=source --import tsx apps/server/bench/admin-tables.ts
 *   Options (env): BENCH_ENGINE (pglite|postgres, default both), BENCH_ROWS (10000),
 *   BENCH_REQUESTS (50), BENCH_PAGE_SIZE (100).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { emptyBoardData, firstStep, STAGE_IDS } from '@planner/domain';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import type { Database } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { boards } from '../src/db/schema/boards.js';
import { companies } from '../src/db/schema/companies.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import { users } from '../src/db/schema/users.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 100);
const BATCH = 1000;
const WARMUP = 5;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** Distinct, increasing timestamps so "newest first" is a real order. */
const stamp = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 60_000);

async function seed(db: Database): Promise<{ companyId: string; adminId: string }> {
  const [admin] = await db
    .insert(users)
    .values({ email: 'bench-admin@example.com', emailVerified: true, displayName: 'Bench Admin' })
    .returning({ id: users.id });
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench Company', totalBoards: ROWS * 3 })
    .returning({ id: companies.id });
  if (!admin || !company) throw new Error('seed failed');
  await db
    .insert(memberships)
    .values({ userId: admin.id, companyId: company.id, role: 'admin', status: 'active', maxBoards: null });

  const memberIds: string[] = [];
  for (const part of chunks(Array.from({ length: ROWS }, (_, i) => i))) {
    const rows = await db
      .insert(users)
      .values(
        part.map((i) => ({
          email: `member-${i}@example.com`,
          emailVerified: true,
          displayName: `Member ${i}`,
        })),
      )
      .returning({ id: users.id });
    memberIds.push(...rows.map((r) => r.id));
  }
  for (const part of chunks(memberIds.map((id, i) => ({ id, i })))) {
    await db.insert(memberships).values(
      part.map(({ id, i }) => ({
        userId: id,
        companyId: company.id,
        role: 'member' as const,
        status: 'active' as const,
        maxBoards: 2,
        usedBoards: 1,
        lastConsumedBoardAt: stamp(i),
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
    );
  }
  for (const part of chunks(Array.from({ length: ROWS }, (_, i) => i))) {
    await db.insert(invites).values(
      part.map((i) => ({
        companyId: company.id,
        email: `invitee-${i}@example.com`,
        role: 'member' as const,
        maxBoards: 1,
        status: i % 2 === 0 ? ('pending' as const) : ('accepted' as const),
        acceptedAt: i % 2 === 0 ? null : stamp(i + 1),
        createdAt: stamp(i),
        updatedAt: stamp(i),
      })),
    );
  }
  const data = emptyBoardData();
  for (const part of chunks(memberIds.map((id, i) => ({ id, i })))) {
    await db.insert(boards).values(
      part.map(({ id, i }) => {
        const stage = STAGE_IDS[i % STAGE_IDS.length]!;
        return {
          ownerId: id,
          companyId: company.id,
          title: `Board ${i}`,
          currentStage: stage,
          currentStep: firstStep(stage),
          ...data,
          createdAt: stamp(i),
          updatedAt: stamp(i),
        };
      }),
    );
  }
  await db.execute(sql`analyze`);
  return { companyId: company.id, adminId: admin.id };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The first port of 4680-4699 nobody listens on (the cluster binds it right after). */
async function freePort(): Promise<number> {
  for (let port = 4680; port <= 4699; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4680-4699');
}

async function bench(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  // A clean environment: never seed into a DATABASE_URL that happens to be set.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    WEB_DIST: path.join(tmp, 'no-web'),
  });
  let t = performance.now();
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(tmp, 'db') });
  const { companyId, adminId } = await seed(database.db);
  console.warn(
    `seeded ${ROWS} members, ${ROWS} invites, ${ROWS} boards on ${engine} in ${ms(performance.now() - t)}`,
  );

  const app = await buildApp({ config, database });
  // Bench only: the app's own time per request (routing, auth, queries, serialization) as Server-Timing.
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply) => {
    const dur = performance.now() - (started.get(request) ?? performance.now());
    reply.header('server-timing', `app;dur=${dur.toFixed(2)}`);
  });
  let port = 0;
  for (let p = 4600; p <= 4699 && !port; p++) {
    try {
      await app.listen({ port: p, host: '127.0.0.1' });
      port = p;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  if (!port) throw new Error('no free port in 4600-4699');
  const token = await app.tokens.sign({
    sub: adminId,
    email: 'bench-admin@example.com',
    name: 'Bench Admin',
    email_verified: true,
    admin: false,
  });

  const lastPage = Math.ceil(ROWS / PAGE_SIZE);
  const rows: string[][] = [];
  for (const table of ['boards', 'members', 'invites'] as const) {
    for (const page of [1, lastPage]) {
      const url = `http://127.0.0.1:${port}/api/admin/${table}?companyId=${companyId}&page=${page}&pageSize=${PAGE_SIZE}`;
      const total: number[] = [];
      const server: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        t = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { items: unknown[]; total: number };
        const elapsed = performance.now() - t;
        if (res.status !== 200 || body.items.length === 0) throw new Error(`${url}: ${res.status}`);
        if (i < WARMUP) continue;
        total.push(elapsed);
        server.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN));
      }
      total.sort((a, b) => a - b);
      server.sort((a, b) => a - b);
      rows.push([
        table,
        String(page),
        ms(percentile(server, 50)),
        ms(percentile(server, 95)),
        ms(percentile(total, 50)),
        ms(percentile(total, 95)),
      ]);
    }
  }

  console.warn(
    `\nGET /api/admin/<table>, pageSize ${PAGE_SIZE}, ${REQUESTS} requests each (${engine}, ${ROWS} rows per table, load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  const head = ['table', 'page', 'server p50', 'server p95', 'http p50', 'http p95'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const line of [head, ...rows]) console.warn(line.map((c, i) => c.padEnd(widths[i]!)).join('  '));

  console.warn("\nThe repository's queries, EXPLAIN ANALYZE (page 1, then the last page):");
  const pageQueries = (offset: number) => ({
    boards: sql`select p.*, (select email from users where id = p.owner_id) from (select id, owner_id, title, current_stage, created_at, updated_at from boards where company_id = ${companyId} order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}) p order by p.created_at desc, p.id desc`,
    members: sql`select p.*, (select email from users where id = p.user_id) from (select * from memberships where company_id = ${companyId} order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}) p order by p.created_at desc, p.id desc`,
    invites: sql`select * from invites where company_id = ${companyId} order by created_at desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
  });
  const plans: [string, SQL][] = [];
  for (const [label, offset] of [
    ['p1', 0],
    [`p${lastPage}`, (lastPage - 1) * PAGE_SIZE],
  ] as const) {
    for (const [table, query] of Object.entries(pageQueries(offset)))
      plans.push([`${table} ${label}`, query]);
  }
  for (const table of ['boards', 'memberships', 'invites']) {
    plans.push([
      `${table} count`,
      sql`select count(*) from ${sql.identifier(table)} where company_id = ${companyId}`,
    ]);
  }
  for (const [name, query] of plans) {
    const plan = await database.db.execute(sql`explain analyze ${query}`);
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) =>
      String(Object.values(r)[0]),
    );
    const scans = lines
      .filter((l) => /Scan|Sort {2}/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost.*$/, ''),
      );
    const time = (lines.find((l) => l.startsWith('Execution Time')) ?? '').replace('Execution Time: ', '');
    console.warn(`  ${name.padEnd(17)} ${time.padEnd(10)} ${scans.join(' <- ')}`);
  }

  await app.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

async function main() {
  const only = process.env.BENCH_ENGINE;
  if (only !== 'postgres') await bench('PGlite');
  if (only === 'pglite') return;
  if (!postgresInstalled()) {
    console.warn('\nPostgreSQL 15 is not installed: PostgreSQL figures skipped.');
    return;
  }
  const cluster = startPostgresCluster({ port: await freePort() });
  try {
    await bench('PostgreSQL', cluster.url);
  } finally {
    cluster.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
