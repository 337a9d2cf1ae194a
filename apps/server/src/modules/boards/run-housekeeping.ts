import type { Deps } from '../../lib/fastify.js';
import { purgeTrashedBoards } from './board-repository.js';
import { compactRevisions } from './board-revision-repository.js';
import { tryHousekeepingLock } from './housekeeping-repository.js';
import { refundBoardQuota } from './refund-board-quota.js';

const DAY_MS = 86_400_000;

export interface HousekeepingResult {
  /** False when another server held the lock: this run did nothing. */
  ran: boolean;
  purgedBoards: number;
  compactedRevisions: number;
}

/**
 * Deletes boards trashed more than TRASH_RETENTION_DAYS ago (their history goes with them, their
 * quota back to where it came from) and
 * compacts revisions older than REVISION_FULL_DAYS to one per field per day. `now` is injected so
 * tests can move the clock. One transaction under `pg_try_advisory_xact_lock`: when several servers
 * share a database, the one that gets the lock works and the others skip this round.
 */
export async function runHousekeeping(
  { db, config }: Deps<'db' | 'config'>,
  now: Date = new Date(),
): Promise<HousekeepingResult> {
  return db.transaction(async (tx) => {
    if (!(await tryHousekeepingLock(tx))) return { ran: false, purgedBoards: 0, compactedRevisions: 0 };
    const purged = await purgeTrashedBoards(
      tx,
      new Date(now.getTime() - config.TRASH_RETENTION_DAYS * DAY_MS),
    );
    for (const origin of purged) await refundBoardQuota(tx, origin);
    const compactedRevisions = await compactRevisions(
      tx,
      new Date(now.getTime() - config.REVISION_FULL_DAYS * DAY_MS),
    );
    return { ran: true, purgedBoards: purged.length, compactedRevisions };
  });
}

/**
 * Runs `runHousekeeping` every HOUSEKEEPING_INTERVAL_MINUTES in this process; answers a stop that
 * waits for a run in progress (so the database is not closed under it).
 */
export function startHousekeeping(deps: Deps<'db' | 'config' | 'log'>): () => Promise<void> {
  const minutes = deps.config.HOUSEKEEPING_INTERVAL_MINUTES;
  if (minutes === 0) return async () => {};
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = runHousekeeping(deps)
      .then((result) => {
        if (result.ran) deps.log.info(result, 'housekeeping done');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'housekeeping failed'));
  }, minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
