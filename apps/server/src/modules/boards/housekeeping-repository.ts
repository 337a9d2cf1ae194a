import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';

/** Any fixed number: the advisory lock that lets one server at a time do the housekeeping. */
const HOUSEKEEPING_LOCK = 160_016;

/**
 * Takes the housekeeping lock until the transaction ends, without waiting: false when another
 * server holds it (`pg_try_advisory_xact_lock`).
 */
export async function tryHousekeepingLock(tx: Executor): Promise<boolean> {
  const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`);
  return (lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
