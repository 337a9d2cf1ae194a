// `npm run cycles` (part of `npm run check`): fails when a module of the domain, the server or the
// web reaches itself through its imports (an import circle), and lists each circle. Type-only
// imports count: a circle of types still makes the modules one knot to read and to change.
import path from 'node:path';

import madge from 'madge';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

const result = await madge(
  DIRS.map((dir) => path.join(ROOT, dir)),
  {
    baseDir: ROOT,
    fileExtensions: ['ts', 'tsx'],
    // The web's `@/` alias; the domain and the server have none.
    tsConfig: {
      compilerOptions: {
        baseUrl: path.join(ROOT, 'apps/web'),
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        paths: { '@/*': ['./src/*'] },
      },
    },
    // `@planner/domain` is checked as its own sources above, not again through the apps' imports.
    includeNpm: false,
  },
);

const circles = result.circular().map((circle) => circle.join(' > '));
for (const circle of circles) console.error(`import circle: ${circle}`);
if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) in ${DIRS.join(', ')}: break each one.`);
  process.exit(1);
}
console.log(`No import circles in ${DIRS.join(', ')} (${Object.keys(result.obj()).length} modules).`);
