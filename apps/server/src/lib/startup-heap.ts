import v8 from 'node:v8';

/** V8's default: a young generation that fills up with survivors doubles (up to 16 MB a semi-space). */
const SEMI_SPACE_GROWTH = 2;

/**
 * While the server starts (modules, migrations, the database's first pages), its allocations would
 * grow V8's young generation to its largest, 32 MB that then stay committed while the server idles.
 * Growth is held during start and allowed again once it serves (`allowYoungGenerationGrowth`), so
 * traffic still grows it as before. Imported first by server.ts, before the app's modules load.
 */
v8.setFlagsFromString('--semi-space-growth-factor=1');

export function allowYoungGenerationGrowth(): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${SEMI_SPACE_GROWTH}`);
}
