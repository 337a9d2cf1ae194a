/**
 * Live board streams (`GET /api/boards/:id/events`) on one server process (embedded database, the
 * server in its own process, this process the load generator): the time from a PATCH being sent to
 * its `board` event reaching each of 100 subscribed clients (target p95 under 100 ms), then with
 * 1,000 streams open the server's RSS and `GET /api/boards/:id` requests/s (autocannon, its own
 * process) against none open (target at least 90%).
 * Run: node --import tsx apps/server/bench/live-events.ts
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const PORT = Number(process.env.BENCH_PORT ?? 4210) + 40;
const BASE = `http://127.0.0.1:${PORT}`;
const SUBSCRIBERS = 100;
const PATCHES = 30;
const OPEN_STREAMS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const AUTOCANNON = path.resolve(import.meta.dirname, '../../../node_modules/.bin/autocannon');
const execFileAsync = promisify(execFile);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-live-'));
let server: ChildProcess | undefined;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      APP_ORIGIN: 'http://localhost:3000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(200);
  }
  throw new Error('the server did not become healthy');
}

interface Stream {
  /** Resolves with Date.now() when a `board` event of `version` arrives. */
  waitFor(version: number): Promise<number>;
  close(): void;
}

async function openStream(boardId: string, authorization: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${BASE}/api/boards/${boardId}/events`, {
    headers: { authorization, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const seen = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const at = Date.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (!id || !block.includes('event: board')) continue;
          seen.set(Number(id), at);
          waiting.get(Number(id))?.(at);
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  return {
    waitFor(version) {
      const at = seen.get(version);
      if (at) return Promise.resolve(at);
      return new Promise((resolve) => waiting.set(version, resolve));
    },
    close: () => controller.abort(),
  };
}

async function getRate(url: string, authorization: string) {
  const args = ['--json', '-c', '20', '-d', String(SECONDS), '-H', `authorization=${authorization}`, url];
  await execFileAsync(AUTOCANNON, [
    '--json',
    '-c',
    '20',
    '-d',
    '2',
    '-H',
    `authorization=${authorization}`,
    url,
  ]);
  const { stdout } = await execFileAsync(AUTOCANNON, args, { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number };
  if (result.non2xx > 0) throw new Error(`GET answered ${result.non2xx} non-2xx`);
  return result.requests.average;
}

async function main() {
  server = await startServer();
  const signedUp = await fetch(`${BASE}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench-live@example.com',
      password: 'correct horse battery',
      displayName: 'Bench',
    }),
  });
  const { idToken } = (await signedUp.json()) as { idToken: string };
  const authorization = `Bearer ${idToken}`;
  const created = await fetch(`${BASE}/api/functions/createBoard`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: 'Live bench' } }),
  });
  const { result: board } = (await created.json()) as { result: { id: string } };

  // 1. PATCH -> event at 100 subscribers.
  const streams = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, () => openStream(board.id, authorization)),
  );
  const delays: number[] = [];
  for (let i = 0; i < PATCHES; i++) {
    const sent = Date.now();
    const res = await fetch(`${BASE}/api/boards/${board.id}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ ideaData: { initialIdea: `Idea ${i}: soup by bike.` } }),
    });
    const { version } = (await res.json()) as { version: number };
    const arrivals = await Promise.all(streams.map((s) => s.waitFor(version)));
    delays.push(...arrivals.map((at) => at - sent));
    await sleep(50);
  }
  for (const stream of streams) stream.close();
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  console.log(
    `PATCH -> board event at ${SUBSCRIBERS} clients (${PATCHES} PATCHes): p50 ${p50} ms, p95 ${p95} ms, max ${Math.max(...delays)} ms (target p95 < 100 ms) ${p95 < 100 ? 'OK' : 'OVER'}`,
  );

  // 2. 1,000 open streams: RSS and GET /api/boards/:id against none.
  await sleep(500);
  const url = `${BASE}/api/boards/${board.id}`;
  const idleRss = rssMb(server.pid!);
  const idleRate = await getRate(url, authorization);
  const many: Stream[] = [];
  for (let i = 0; i < OPEN_STREAMS; i += 100) {
    many.push(...(await Promise.all(Array.from({ length: 100 }, () => openStream(board.id, authorization)))));
  }
  await sleep(1000);
  const openRss = rssMb(server.pid!);
  const openRate = await getRate(url, authorization);
  for (const stream of many) stream.close();
  const share = openRate / idleRate;
  console.log(
    `RSS: ${idleRss.toFixed(0)} MB with no stream open, ${openRss.toFixed(0)} MB with ${OPEN_STREAMS} (+${(openRss - idleRss).toFixed(0)} MB)`,
  );
  console.log(
    `GET /api/boards/:id: ${idleRate.toFixed(0)} req/s with none open, ${openRate.toFixed(0)} with ${OPEN_STREAMS} open: ${(share * 100).toFixed(0)}% (target at least 90%) ${share >= 0.9 ? 'OK' : 'UNDER'}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
