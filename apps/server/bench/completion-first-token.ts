/**
 * First streamed token through POST /api/idea/completion (the full app on AI_PROVIDER=
 * openai-compatible, pointed at the local fake) against the fake provider's own first token,
 * fetched directly, in the same run. Target: the app adds at most 15 ms (median).
 * Runs on PGlite (the embedded default), then on a throwaway PostgreSQL 15 cluster when installed.
 * Run: node --import tsx apps/server/bench/completion-first-token.ts
 */
import fs from 'node:fs';
import os from 'node:os';

import { postgresInstalled, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app.js';
import { startFakeOpenAI } from '../test/support/fake-openai.js';
import { benchConfig, benchDataDir, benchUser } from './support/bench-server.js';

const FAKE_PORT = Number(process.env.BENCH_FAKE_PORT ?? 4330);
const APP_PORT = FAKE_PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 20;
const TARGET_MS = 15;

/** Milliseconds from sending the request to the first chunk matching `marker`; reads to the end. */
async function firstToken(send: () => Promise<Response>, marker: RegExp): Promise<Sample> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const response = await send();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at: number | null = null;
  let cpuMs = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at === null && marker.test(seen)) {
      at = performance.now() - started;
      const cpu = process.cpuUsage(cpuStart);
      cpuMs = (cpu.user + cpu.system) / 1000;
    }
  }
  if (at === null) throw new Error(`No first token in: ${seen.slice(0, 300)}`);
  return { wall: at, cpu: cpuMs };
}

/**
 * Wall time, and the CPU time this process (client, app, database and fake together) spent until
 * the first token: the latter barely moves when other processes load the machine.
 */
interface Sample {
  wall: number;
  cpu: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<number> {
  const fake = await startFakeOpenAI({ port: FAKE_PORT });
  const dataDir = benchDataDir();
  const app = await buildApp({
    config: benchConfig(dataDir, {
      DATABASE_URL: databaseUrl,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_REQUESTS_PER_MINUTE: '100000',
    }),
  });
  try {
    await app.listen({ host: '127.0.0.1', port: APP_PORT });
    const base = `http://127.0.0.1:${APP_PORT}`;
    const { authorization } = await benchUser(app, 'bench-completions@example.com');
    const headers = { authorization, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/functions/createBoard`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { title: 'Bench board' } }),
    });
    const { result: board } = (await created.json()) as { result: { id: string } };
    const initialIdea =
      'An app for busy parents to plan healthy weekly meals and order the groceries in one tap.';
    const body = JSON.stringify({ promptVersion: '1.1.2', boardId: board.id, initialIdea });

    // The same messages the app sends, straight to the fake.
    await (await fetch(`${base}/api/idea/completion`, { method: 'POST', headers, body })).json();
    const sent = fake.requests.at(-1)!.body;

    const viaApp = () =>
      firstToken(
        () =>
          fetch(`${base}/api/idea/completion`, {
            method: 'POST',
            headers: { ...headers, accept: 'text/event-stream' },
            body,
          }),
        /event: delta\ndata: \{"text":"[^"]/,
      );
    const direct = () =>
      firstToken(
        () =>
          fetch(`${fake.url}/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(sent),
          }),
        /"delta":\{"content":"[^"]/,
      );

    for (let i = 0; i < WARM_UP; i++) {
      await viaApp();
      await direct();
    }
    const appSamples: Sample[] = [];
    const directSamples: Sample[] = [];
    // Alternating, so load from other processes on the machine hits both sides alike.
    for (let i = 0; i < RUNS; i++) {
      appSamples.push(await viaApp());
      directSamples.push(await direct());
      fake.requests.length = 0;
    }

    const wall = (samples: Sample[]) => samples.map((s) => s.wall);
    const cpu = (samples: Sample[]) => samples.map((s) => s.cpu);
    // Median of the paired differences: robust when other processes load the machine in bursts.
    const added = percentile(
      appSamples.map((s, i) => s.wall - (directSamples[i]?.wall ?? 0)),
      50,
    );
    const row = (name: string, samples: Sample[]) =>
      `${name.padEnd(34)} median ${percentile(wall(samples), 50).toFixed(2).padStart(7)} ms   p90 ${percentile(wall(samples), 90).toFixed(2).padStart(7)} ms   CPU median ${percentile(cpu(samples), 50).toFixed(2).padStart(6)} ms`;
    const [load1] = os.loadavg();
    console.log(
      `completion-first-token: ${RUNS} runs each after ${WARM_UP} warm-up runs, ${engine}, load average ${load1?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(row('fake provider, direct', directSamples));
    console.log(row('POST /api/idea/completion (SSE)', appSamples));
    console.log(
      `difference of medians ${(percentile(wall(appSamples), 50) - percentile(wall(directSamples), 50)).toFixed(2)} ms; CPU added ${(percentile(cpu(appSamples), 50) - percentile(cpu(directSamples), 50)).toFixed(2)} ms`,
    );
    console.log(
      `added (median of paired differences) ${added.toFixed(2)} ms (target <= ${TARGET_MS} ms): ${added <= TARGET_MS ? 'PASS' : 'FAIL'}`,
    );
    return added;
  } finally {
    await app.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const added = [await run('pglite')];
if (postgresInstalled() && process.env.BENCH_POSTGRES !== '0') {
  const cluster = startPostgresCluster({ port: FAKE_PORT + 10 });
  try {
    added.push(await run('postgres', cluster.url));
  } finally {
    cluster.stop();
  }
}
process.exitCode = added.every((ms) => ms <= TARGET_MS) ? 0 : 1;
