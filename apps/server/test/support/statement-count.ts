import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

let counting = false;
let count = 0;
let installed = false;

/** Wraps both drivers once: PGlite's protocol entry (every statement crosses into WASM there) and pg's query. */
function install() {
  if (installed) return;
  installed = true;
  const stream = PGlite.prototype.execProtocolStream;
  PGlite.prototype.execProtocolStream = function (this: PGlite, message, options) {
    // 'P' (Parse) opens every extended-protocol statement, 'Q' is a simple query (BEGIN, COMMIT).
    if (counting && (message[0] === 0x50 || message[0] === 0x51)) count++;
    return stream.call(this, message, options);
  };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) count++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** How many statements this process sends to the database (either engine) while `work` runs. */
export async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  install();
  count = 0;
  counting = true;
  try {
    await work();
  } finally {
    counting = false;
  }
  return count;
}
