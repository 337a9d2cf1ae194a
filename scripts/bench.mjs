// `npm run bench` (after `npm run build`): runs every apps/server/bench/*.ts, then every
// e2e/bench/*.ts (Lighthouse), one after another with their own output. Non-zero if one fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const GROUPS = ['apps/server/bench', 'e2e/bench'];

function benchFiles(dir) {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}

const files = GROUPS.flatMap(benchFiles);
if (files.length === 0) {
  console.log('No benchmarks yet (apps/server/bench/*.ts, e2e/bench/*.ts).');
  process.exit(0);
}

// Lighthouse drives Debian's Chromium.
if (files.some((file) => file.startsWith('e2e/'))) {
  const deps = spawnSync('bash', [path.join(ROOT, 'scripts/ensure-system-deps.sh')], { stdio: 'inherit' });
  if (deps.status !== 0) process.exit(1);
}

const failed = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  // Run from the file's workspace so its own dependencies and relative paths resolve.
  const workspace = file.startsWith('e2e/') ? 'e2e' : 'apps/server';
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.relative(workspace, file)], {
    cwd: path.join(ROOT, workspace),
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(file);
    console.log(`=== ${file}: FAILED (exit ${result.status ?? result.signal}) in ${seconds} s`);
  } else {
    console.log(`=== ${file}: ok in ${seconds} s`);
  }
}

console.log(`\nBenchmarks: ${files.length - failed.length} ok, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
