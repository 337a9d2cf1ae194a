/**
 * Lighthouse (desktop preset) on a board stage page served by the built server (`npm run build` first).
 * Starts the server on a fresh PGlite data dir, signs a user up and drafts the first idea step over
 * HTTP, then lets Lighthouse's Chrome send the refresh cookie so the SPA restores the session.
 * Prints the performance score; exits non-zero below the target (LIGHTHOUSE_MIN_SCORE, default 95).
 *   cd e2e && CHROME_PATH=/usr/bin/chromium node --import tsx bench/lighthouse-board.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4890);
const BASE = `http://localhost:${PORT}`;
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not become healthy in 90 s');
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user with a board whose idea stage has a draft; returns the page URL and the refresh cookie. */
async function prepareBoard(): Promise<{ url: string; cookie: string }> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const signUp = await fetch(`${BASE}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'lighthouse-password', displayName: 'Lighthouse' }),
  });
  const cookie = (signUp.headers.getSetCookie().find((c) => c.startsWith('refresh_token=')) ?? '').split(
    ';',
  )[0];
  const { idToken } = await json<{ idToken: string }>(signUp);
  const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const { result: board } = await json<{ result: { id: string } }>(
    await fetch(`${BASE}/api/functions/createBoard`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ data: { title: 'Lighthouse board' } }),
    }),
  );
  await json(
    await fetch(`${BASE}/api/idea/completion`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        promptVersion: '1.1.2',
        boardId: board.id,
        initialIdea: 'A weekly box of local vegetables for busy families, delivered by bike.',
      }),
    }),
  );
  if (!cookie) throw new Error('sign-up set no refresh cookie');
  return { url: `${BASE}/${board.id}/idea`, cookie };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    APP_ORIGIN: BASE,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'offline',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let exitCode = 0;
try {
  await waitForHealth(server);
  const { url, cookie } = await prepareBoard();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  console.log(`Lighthouse performance (desktop) of a board stage page: ${score} (target >= ${MIN_SCORE})`);
  console.log(
    `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  console.log(`  machine load (1 min): ${(os.loadavg()[0] ?? 0).toFixed(2)} on ${os.cpus().length} cores`);
  // LIGHTHOUSE_JSON=<file> keeps the whole report, to read the audits behind the score.
  if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr));
  if (lhr.finalDisplayedUrl !== url) console.log(`  note: ended on ${lhr.finalDisplayedUrl}`);
  if (score < MIN_SCORE) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
