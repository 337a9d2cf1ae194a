import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite's default 128 MB of shared buffers is most of its idle memory; this app's working set fits
 * in 16 MB (see "Memory and start" in apps/server/README.md).
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};
