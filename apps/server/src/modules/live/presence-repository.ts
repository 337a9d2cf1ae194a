import type { LiveViewer, Stage, Step } from '@planner/domain';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boardPresence } from '../../db/schema/board-presence.js';
import { users } from '../../db/schema/users.js';

/** The only code that touches `board_presence`. */

const personName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), ${users.email})`;
const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Marks the person here through this process (their first stream on it opened), keeping the step
 * another process last heard from them.
 */
export async function enterPresence(db: Executor, boardId: string, userId: string, instanceId: string) {
  await db.execute(sql`
    insert into board_presence (board_id, user_id, instance_id, stage, step, moved_at)
    select ${boardId}, ${userId}, ${instanceId}, last.stage, last.step, last.moved_at
    from (select 1) as one
    left join lateral (
      select stage, step, moved_at from board_presence
      where board_id = ${boardId} and user_id = ${userId} and stage is not null
      order by moved_at desc nulls last limit 1
    ) as last on true
    on conflict (board_id, user_id, instance_id) do update set seen_at = now()`);
}

/** Their last stream on this process closed. */
export async function leavePresence(db: Executor, boardId: string, userId: string, instanceId: string) {
  await db
    .delete(boardPresence)
    .where(
      and(
        eq(boardPresence.boardId, boardId),
        eq(boardPresence.userId, userId),
        eq(boardPresence.instanceId, instanceId),
      ),
    );
}

/**
 * Where the person is, on every process's row of theirs; a row of this process when none exists yet
 * (the step is said before the stream opens), which ages out unless a stream opens here.
 */
export async function movePresence(
  db: Executor,
  boardId: string,
  userId: string,
  instanceId: string,
  position: { stage: Stage; step: Step },
) {
  const moved = await db
    .update(boardPresence)
    .set({ stage: position.stage, step: position.step, movedAt: sql`now()` })
    .where(and(eq(boardPresence.boardId, boardId), eq(boardPresence.userId, userId)))
    .returning({ instanceId: boardPresence.instanceId });
  if (moved.length > 0) return;
  await db
    .insert(boardPresence)
    .values({ boardId, userId, instanceId, ...position, movedAt: sql`now()` })
    .onConflictDoNothing();
}

/** Keeps this process's rows of the people whose streams it holds fresh; answers the rows it found. */
export async function touchPresence(
  db: Executor,
  instanceId: string,
  here: { boardId: string; userId: string }[],
): Promise<{ boardId: string; userId: string }[]> {
  if (here.length === 0) return [];
  // UUIDs only, so a PostgreSQL array literal of them is safe.
  const boards = `{${here.map((h) => h.boardId).join(',')}}`;
  const people = `{${here.map((h) => h.userId).join(',')}}`;
  const touched = await db.execute(sql`
    update board_presence as p set seen_at = now()
    from unnest(${boards}::uuid[], ${people}::uuid[]) as here(board_id, user_id)
    where p.instance_id = ${instanceId} and p.board_id = here.board_id and p.user_id = here.user_id
    returning p.board_id, p.user_id`);
  // Both drivers answer `rows` for a statement with RETURNING.
  const { rows } = touched as unknown as { rows: { board_id: string; user_id: string }[] };
  return rows.map((row) => ({ boardId: row.board_id, userId: row.user_id }));
}

/** Deletes rows not seen for `windowSeconds` (their process died): the delete tells every process. */
export async function sweepPresence(db: Executor, windowSeconds: number) {
  await db.delete(boardPresence).where(lt(boardPresence.seenAt, secondsAgo(windowSeconds)));
}

/** Everyone on the board, one entry each, with the step they last said (newest row first). */
export async function listViewers(
  db: Executor,
  boardId: string,
  windowSeconds: number,
): Promise<LiveViewer[]> {
  const rows = await db
    .selectDistinctOn([boardPresence.userId], {
      id: boardPresence.userId,
      name: personName,
      stage: boardPresence.stage,
      step: boardPresence.step,
    })
    .from(boardPresence)
    .innerJoin(users, eq(users.id, boardPresence.userId))
    .where(and(eq(boardPresence.boardId, boardId), gt(boardPresence.seenAt, secondsAgo(windowSeconds))))
    .orderBy(asc(boardPresence.userId), sql`${boardPresence.movedAt} desc nulls last`);
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
