import type { FieldChange, Revision, RevisionSource } from '@planner/domain';
import { parseRevisionId, revisionId } from '@planner/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boardRevisions } from '../../db/schema/board-revisions.js';
import { users } from '../../db/schema/users.js';

/** Who made a write and through what; recorded with every field it changed. */
export interface BoardChange {
  source: RevisionSource;
  /** The account that made the change; null when unknown (a job, a script). */
  by: string | null;
}

function revisionRows(boardId: string, boardVersion: number, changes: FieldChange[], change: BoardChange) {
  return changes.map((c) => ({
    boardId,
    boardVersion,
    field: c.field,
    before: c.before,
    after: c.after,
    source: change.source,
    byUserId: change.by,
  }));
}

/** The only code that touches `board_revisions`. Called inside the board write's transaction. */
export async function insertRevisions(
  tx: Executor,
  boardId: string,
  boardVersion: number,
  changes: FieldChange[],
  change: BoardChange,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(boardRevisions).values(revisionRows(boardId, boardVersion, changes, change));
}

/**
 * The same insert as a CTE for the board's UPDATE (`tx.with(...)`), so a write and its revisions
 * are one statement: on PGlite every statement is a round trip into WASM. Non-empty `changes` only.
 */
export function revisionsInsert(
  tx: Executor,
  boardId: string,
  boardVersion: number,
  changes: FieldChange[],
  change: BoardChange,
) {
  return tx.$with('recorded').as(
    tx
      .insert(boardRevisions)
      .values(revisionRows(boardId, boardVersion, changes, change))
      .returning({ id: boardRevisions.id }),
  );
}

const columns = {
  boardVersion: boardRevisions.boardVersion,
  field: boardRevisions.field,
  before: boardRevisions.before,
  after: boardRevisions.after,
  source: boardRevisions.source,
  byId: boardRevisions.byUserId,
  byName: users.displayName,
  byEmail: users.email,
  at: boardRevisions.at,
};

type RevisionRow = {
  boardVersion: number;
  field: string;
  before: unknown;
  after: unknown;
  source: RevisionSource;
  byId: string | null;
  byName: string | null;
  byEmail: string | null;
  at: Date;
};

function toRevision(row: RevisionRow): Revision {
  return {
    id: revisionId(row.boardVersion, row.field),
    field: row.field,
    before: row.before ?? null,
    after: row.after ?? null,
    source: row.source,
    by: row.byId ? { id: row.byId, name: row.byName || row.byEmail || 'Someone' } : null,
    at: row.at.toISOString(),
  };
}

/** The row a revision id names within its board. */
function namedBy(boardId: string, id: string) {
  const { boardVersion, field } = parseRevisionId(id);
  return and(
    eq(boardRevisions.boardId, boardId),
    eq(boardRevisions.boardVersion, boardVersion),
    eq(boardRevisions.field, field),
  );
}

/**
 * A board's revisions, newest first, `limit + 1` read to tell whether another page follows. Within
 * a board the row id grows with the version (writes hold the board's row lock), so it orders them;
 * the answers carry board-scoped ids only (`revisionId`), the cursor among them.
 */
export async function listRevisions(
  db: Executor,
  boardId: string,
  { field, cursor, limit }: { field?: string; cursor?: string; limit: number },
): Promise<{ revisions: Revision[]; nextCursor: string | null }> {
  const after =
    cursor === undefined
      ? undefined
      : lt(
          boardRevisions.id,
          sql`coalesce((${db.select({ id: boardRevisions.id }).from(boardRevisions).where(namedBy(boardId, cursor))}), 0)`,
        );
  const rows = await db
    .select(columns)
    .from(boardRevisions)
    .leftJoin(users, eq(users.id, boardRevisions.byUserId))
    .where(
      and(
        eq(boardRevisions.boardId, boardId),
        field === undefined ? undefined : eq(boardRevisions.field, field),
        after,
      ),
    )
    .orderBy(desc(boardRevisions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(toRevision);
  return { revisions: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export async function findRevision(db: Executor, boardId: string, id: string): Promise<Revision | null> {
  const [row] = await db
    .select(columns)
    .from(boardRevisions)
    .leftJoin(users, eq(users.id, boardRevisions.byUserId))
    .where(namedBy(boardId, id))
    .limit(1);
  return row ? toRevision(row) : null;
}

/**
 * Keeps one revision per board, field and (UTC) day among those older than `olderThan`: the day's
 * last, whose `before` becomes the day's first `before`, so the chain of values stays whole.
 */
export async function compactRevisions(db: Executor, olderThan: Date): Promise<number> {
  const result = await db.execute(sql`
    WITH days AS (
      SELECT id,
        row_number() OVER w_desc AS rank,
        first_value(before) OVER w_asc AS day_before
      FROM ${boardRevisions}
      WHERE ${boardRevisions.at} < ${olderThan.toISOString()}::timestamptz
      WINDOW
        w_desc AS (PARTITION BY board_id, field, date_trunc('day', at AT TIME ZONE 'UTC') ORDER BY id DESC),
        w_asc AS (PARTITION BY board_id, field, date_trunc('day', at AT TIME ZONE 'UTC') ORDER BY id
          ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
    ),
    kept AS (
      UPDATE ${boardRevisions} r SET before = days.day_before
      FROM days WHERE r.id = days.id AND days.rank = 1
      RETURNING r.id
    )
    DELETE FROM ${boardRevisions} r USING days
    WHERE r.id = days.id AND days.rank > 1
    RETURNING r.id`);
  return rowCount(result);
}

/** Both drivers: node-postgres answers `rowCount`, PGlite `affectedRows`. */
export function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0;
}
