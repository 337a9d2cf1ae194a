/**
 * Read-your-writes across server processes under load: two server processes on one
 * throwaway PostgreSQL 15 cluster, a load generator in its own process reading the board through
 * process B, and 1,000 pairs of PATCH through A then GET through B. Target: 0 stale reads when the
 * client sends `x-board-version` (as the web app does); the count without it is shown for contrast.
 * Run: node --import tsx apps/server/bench/boards-read-your-writes.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { countStaleReads, httpSender } from '../test/support/read-your-writes.js';
import { benchUser } from './support/bench-server.js';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 4210) + 30;
const PAIRS = 1_000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

if (!postgresInstalled() || process.env.BENCH_POSTGRES === '0') {
  console.log('boards-read-your-writes: PostgreSQL is not installed here, nothing to measure.');
  process.exit(0);
}

const { privateKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const cluster = startPostgresCluster({ port: BASE_PORT });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-ryw-'));
const children: ChildProcess[] = [];
/** What every process shares: one database, one origin (the token issuer), one signing key. */
const shared = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: cluster.url,
  APP_ORIGIN: 'http://localhost:3000',
  JWT_PRIVATE_KEY: privateKey,
  WEB_DIST: path.join(dataDir, 'no-web'),
};

/** A server process on `port`, healthy before this resolves. */
async function startServer(port: number): Promise<string> {
  const env = {
    PATH: process.env.PATH ?? '',
    ...shared,
    PORT: String(port),
    DATA_DIR: path.join(dataDir, String(port)),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env,
    stdio: 'inherit',
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return origin;
    await sleep(100);
  }
  throw new Error(`the server on port ${port} did not become healthy`);
}

try {
  // Migrates the database and signs a token with the shared key; then out of the way.
  const tool = await buildApp({ config: loadConfig({ ...shared, DATA_DIR: path.join(dataDir, 'tool') }) });
  const { authorization } = await benchUser(tool);
  await tool.close();

  const [a, b] = [await startServer(BASE_PORT + 1), await startServer(BASE_PORT + 2)];
  const created = await fetch(`${a}/api/functions/createBoard`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: 'Bench board' } }),
  });
  const { result: board } = (await created.json()) as { result: { id: string } };

  // The load: 10 connections reading the same board through B for as long as the pairs run.
  const loader = spawn(
    process.execPath,
    [
      path.resolve(SERVER_DIR, '../../node_modules/autocannon/autocannon.js'),
      ...['-c', '10', '-d', '600', '-H', `authorization=${authorization}`, `${b}/api/boards/${board.id}`],
    ],
    { stdio: 'ignore' },
  );
  children.push(loader);
  await sleep(1_000);

  const run = (sendVersion: boolean) =>
    countStaleReads({
      writer: httpSender(a),
      reader: httpSender(b),
      boardId: board.id,
      authorization,
      pairs: PAIRS,
      sendVersion,
    });
  const started = Date.now();
  const withVersion = await run(true);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const withoutVersion = await run(false);
  console.log(
    `boards-read-your-writes on postgres: 2 server processes, GET load through B from its own process`,
  );
  console.log(
    `PATCH via A then GET via B, sending x-board-version: ${withVersion} stale of ${PAIRS} (${seconds} s)`,
  );
  console.log(`the same without the header (cache only):       ${withoutVersion} stale of ${PAIRS}`);
  console.log(`target 0 stale with the header: ${withVersion === 0 ? 'PASS' : 'FAIL'}`);
  process.exitCode = withVersion === 0 ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  const exited = (child: ChildProcess) =>
    child.exitCode !== null ||
    child.signalCode !== null ||
    new Promise((resolve) => child.once('exit', resolve));
  await Promise.all(children.map(exited));
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
