import path from 'node:path';
import v8 from 'node:v8';

import { PGlite } from '@electric-sql/pglite';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite's default 128 MB of shared buffers is most of its idle memory; this app's working set fits
 * in 16 MB (see apps/server/docs/memory-and-start.md).
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * A PGlite instance, its WebAssembly kept on V8's baseline compiler: optimising PostgreSQL's hot
 * functions at start leaves ~85 MB resident for good (see apps/server/docs/memory-and-start.md).
 */
export function newPglite(dataDir?: string): PGlite {
  // Read when the module is compiled, so they apply to the PGlite below; no other WebAssembly runs here.
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  return dataDir ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
}
