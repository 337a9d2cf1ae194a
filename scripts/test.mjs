// `npm test`: installs the system packages the tests need, builds once, runs every suite one after
// another with its normal output, prints each suite's counts, and ends with exactly one line
// `Tests: N passed, N failed` (skipped tests are not passed). Exits non-zero if anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules/.bin');

/**
 * Suites that may have no test files yet while they are being written (e.g. `new Set(['web'])`):
 * they report "no tests" instead of failing. Every suite has tests now, so none may be empty;
 * TEST_STRICT=1 ignores this set.
 */
const MAY_BE_EMPTY = new Set(/** @type {string[]} */ ([]));
const STRICT = process.env.TEST_STRICT === '1';

/** A hung suite must not hang CI: it is killed and counted as failed. */
const SUITE_TIMEOUT_MS = 30 * 60 * 1000;

const SUITES = [
  { name: 'domain', kind: 'vitest', cwd: 'packages/domain' },
  { name: 'server (PGlite)', kind: 'vitest', cwd: 'apps/server' },
  { name: 'server (PostgreSQL)', kind: 'vitest', cwd: 'apps/server', env: { TEST_DATABASE: 'postgres' } },
  { name: 'web', kind: 'vitest', cwd: 'apps/web' },
  { name: 'e2e', kind: 'playwright', cwd: 'e2e' },
];

/** Developer shortcuts (CI sets neither): TEST_SUITES=domain,e2e runs only those; TEST_SKIP_BUILD=1. */
const ONLY = process.env.TEST_SUITES?.split(',').map((name) => name.trim());
const SKIP_BUILD = process.env.TEST_SKIP_BUILD === '1';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-test-reports-'));
const running = new Set();

function log(line = '') {
  process.stdout.write(`${line}\n`);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Runs a command with inherited output in its own process group (so a timeout kills all of it). */
function run(command, args, { cwd = '.', env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: path.join(ROOT, cwd),
      env: { ...process.env, ...env },
      stdio: 'inherit',
      detached: true,
    });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      log(`\n${command} ${args.join(' ')} ran longer than ${seconds(SUITE_TIMEOUT_MS)}: killing it.`);
      killGroup(child, 'SIGKILL');
    }, SUITE_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      log(`${command}: ${error.message}`);
      resolve({ code: 1, timedOut });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's JSON report; a file that failed outside any test counts as one failure. */
function vitestCounts(report) {
  const fileFailures = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + fileFailures,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.numTotalTestSuites,
  };
}

/** Counts from Playwright's JSON report; errors outside tests (webServer, globalSetup) count too. */
function playwrightCounts(report) {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const files = report.suites.length;
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors?.length ?? 0),
    skipped,
    files,
  };
}

async function runSuite(suite) {
  const mayBeEmpty = !STRICT && MAY_BE_EMPTY.has(suite.name);
  const reportFile = path.join(reportDir, `${suite.name.replace(/\W+/g, '-')}.json`);
  log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  let result;
  if (suite.kind === 'vitest') {
    const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
    if (mayBeEmpty) args.push('--passWithNoTests');
    result = await run(path.join(BIN, 'vitest'), args, { cwd: suite.cwd, env: suite.env });
  } else {
    const args = ['test', '--reporter=list,json'];
    if (mayBeEmpty) args.push('--pass-with-no-tests');
    result = await run(path.join(BIN, 'playwright'), args, {
      cwd: suite.cwd,
      env: { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
  }
  const elapsed = Date.now() - started;
  const report = readJson(reportFile);
  let counts = { passed: 0, failed: 0, skipped: 0, files: 0 };
  const notes = [];
  if (report) {
    try {
      counts = suite.kind === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
    } catch (error) {
      notes.push(`unreadable report: ${String(error)}`);
      counts.failed += 1;
    }
  } else {
    notes.push('crashed before writing its report');
  }
  if (result.timedOut) notes.push('timed out');
  if (result.code !== 0 && counts.failed === 0) {
    // Crashed, timed out, or failed outside any test (unhandled error, setup): one failure.
    counts.failed = 1;
    if (notes.length === 0) notes.push(`exited with code ${result.code}`);
  }
  let status = counts.failed > 0 ? 'FAILED' : 'ok';
  if (counts.failed === 0 && counts.passed === 0) {
    if (mayBeEmpty && counts.files === 0) {
      status = 'no tests (allowed while the suite is being written)';
    } else {
      status = 'FAILED';
      counts.failed = 1;
      notes.push('ran 0 tests');
    }
  }
  const detail = notes.length > 0 ? ` [${notes.join('; ')}]` : '';
  log(
    `\n=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped ` +
      `in ${seconds(elapsed)}: ${status}${detail}`,
  );
  return { name: suite.name, ...counts, elapsed, status };
}

/** Builds domain, web and server once; a failed build counts as one failure and the suites still run. */
async function buildOnce(results) {
  log('\n=== build ===');
  const started = Date.now();
  const build = await run('npm', ['run', 'build']);
  const elapsed = Date.now() - started;
  if (build.code !== 0) {
    log(`\n=== build FAILED in ${seconds(elapsed)}: counted as 1 failure`);
    results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, elapsed, status: 'FAILED' });
  } else {
    log(`\n=== build ok in ${seconds(elapsed)}`);
  }
}

async function main() {
  const results = [];
  const totalStart = Date.now();

  log('=== system packages ===');
  const deps = spawnSync('bash', [path.join(ROOT, 'scripts/ensure-system-deps.sh')], { stdio: 'inherit' });
  if (deps.status !== 0) {
    log('Tests: 0 passed, 1 failed');
    process.exit(1);
  }

  if (SKIP_BUILD) log('\n=== build skipped (TEST_SKIP_BUILD=1)');
  else await buildOnce(results);

  const suites = ONLY ? SUITES.filter((s) => ONLY.some((name) => s.name.startsWith(name))) : SUITES;
  for (const suite of suites) results.push(await runSuite(suite));

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  log(`\n=== summary (${seconds(Date.now() - totalStart)}) ===`);
  for (const r of results) {
    log(
      `${r.name.padEnd(20)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ` +
        `${String(r.skipped).padStart(4)} skipped ${seconds(r.elapsed).padStart(9)}  ${r.status}`,
    );
  }
  fs.rmSync(reportDir, { recursive: true, force: true });
  log(`Tests: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
