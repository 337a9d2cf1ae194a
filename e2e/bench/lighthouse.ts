/**
 * Lighthouse on the pages a user meets first, served by the built server (`npm run build` first):
 * `/login` and `/register` signed out, home and a board stage page signed in, each with Lighthouse's
 * default mobile settings (throttled CPU and network) and its desktop preset. Reports performance and
 * best practices, the median of LIGHTHOUSE_RUNS runs (default 5), beside the median measured before
 * the page's start was split into short tasks; exits non-zero when a performance
 * score is under LIGHTHOUSE_MIN_SCORE (default 95) or a best-practices score under 100.
 *   cd e2e && CHROME_PATH=/usr/bin/chromium node --import tsx bench/lighthouse.ts
 * LIGHTHOUSE_PAGES=login,board and LIGHTHOUSE_FORM=mobile pick a subset; LIGHTHOUSE_JSON=<dir> keeps
 * every report (to read the audits behind a score).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4890);
const BASE = `http://localhost:${PORT}`;
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Mobile performance medians before the start was split into short tasks (desktop was 100 everywhere). */
const BEFORE: Record<string, Record<'mobile' | 'desktop', number>> = {
  login: { mobile: 96, desktop: 100 },
  register: { mobile: 95, desktop: 100 },
  home: { mobile: 99, desktop: 100 },
  board: { mobile: 93, desktop: 100 },
};
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const PASSWORD = 'lighthouse-password';
const FORMS: Record<'mobile' | 'desktop', Config | undefined> = {
  // No config is Lighthouse's default: a mobile phone with a throttled CPU and network.
  mobile: undefined,
  desktop: desktopConfig,
};

interface Page {
  name: string;
  label: string;
  path: string;
  signedIn: boolean;
}

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

function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  if (!cookie) throw new Error(`${response.url} set no refresh cookie`);
  return cookie.split(';')[0]!;
}

/** A user with a board whose idea stage has a draft; returns the user's email and the board id. */
async function prepareUser(): Promise<{ email: string; boardId: string }> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const { idToken } = await json<{ idToken: string }>(
    await fetch(`${BASE}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, displayName: 'Lighthouse' }),
    }),
  );
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
  return { email, boardId: board.id };
}

/** A fresh session per run: the refresh cookie rotates on use, so one cookie serves one page load. */
async function signIn(email: string): Promise<string> {
  return refreshCookie(
    await fetch(`${BASE}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
}

/** Each run's trace (LIGHTHOUSE_JSON keeps it beside the report). */
const traces = new WeakMap<object, unknown>();
const traceOf = (lhr: object) => traces.get(lhr);

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART on a loaded machine) is tried again. */
async function measure(url: string, signedInAs: string | null, config: Config | undefined) {
  for (let attempt = 1; ; attempt++) {
    const extraHeaders = signedInAs ? { Cookie: await signIn(signedInAs) } : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome!.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
        extraHeaders,
      },
      config,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    traces.set(lhr, result.artifacts.Trace);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
  const { email, boardId } = await prepareUser();
  const wantedPages = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = (
    [
      { name: 'login', label: '/login (signed out)', path: '/login', signedIn: false },
      { name: 'register', label: '/register (signed out)', path: '/register', signedIn: false },
      { name: 'home', label: 'home / (signed in)', path: '/', signedIn: true },
      { name: 'board', label: 'board stage page (signed in)', path: `/${boardId}/idea`, signedIn: true },
    ] satisfies Page[]
  ).filter((page) => !wantedPages || wantedPages.includes(page.name));
  const forms = (Object.keys(FORMS) as (keyof typeof FORMS)[]).filter(
    (form) => !process.env.LIGHTHOUSE_FORM || process.env.LIGHTHOUSE_FORM === form,
  );
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: string[] = [];
  for (const page of pages) {
    for (const form of forms) {
      const perf: number[] = [];
      const practices: number[] = [];
      let details = '';
      for (let run = 1; run <= RUNS; run++) {
        const url = `${BASE}${page.path}`;
        const lhr = await measure(url, page.signedIn ? email : null, FORMS[form]);
        perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        practices.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
        const failing = Object.values(lhr.categories['best-practices']?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => audit!.id);
        details =
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ` +
          `SI ${metric('speed-index')}, JS ${metric('total-byte-weight')} total` +
          (failing.length ? `; best-practices failing: ${failing.join(', ')}` : '');
        console.log(
          `  ${page.label}, ${form}, run ${run}: performance ${perf.at(-1)}, best practices ${practices.at(-1)} ` +
            `(load ${(os.loadavg()[0] ?? 0).toFixed(2)}): ${details}`,
        );
        if (lhr.finalDisplayedUrl !== url) console.log(`  note: ended on ${lhr.finalDisplayedUrl}`);
        if (process.env.LIGHTHOUSE_JSON) {
          fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
          const file = path.join(process.env.LIGHTHOUSE_JSON, `${page.name}-${form}-${run}.json`);
          fs.writeFileSync(file, JSON.stringify(lhr));
          // The trace behind it: where each long task's time went.
          fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(traceOf(lhr)));
        }
      }
      const [p, b] = [median(perf), median(practices)];
      if (p < MIN_SCORE || b < 100) exitCode = 1;
      rows.push(
        `| ${page.label} | ${form} | ${p} | ${b} | ${perf.join(', ')} | ${BEFORE[page.name]?.[form] ?? '-'} |`,
      );
    }
  }
  console.log(
    `\nLighthouse, median of ${RUNS} (targets: performance >= ${MIN_SCORE}, best practices 100), ` +
      `machine load (1 min) ${(os.loadavg()[0] ?? 0).toFixed(2)} on ${os.cpus().length} cores:`,
  );
  console.log('| Page | Form | Performance | Best practices | Performance runs | Performance before |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
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
