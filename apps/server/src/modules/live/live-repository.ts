import type { FieldPath } from '@planner/domain';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { boardRevisions } from '../../db/schema/board-revisions.js';
import { users } from '../../db/schema/users.js';

/** What the live streams read besides presence: a write's fields and a person's name. */

/** A person as the board shows them: display name, or email when they set none. */
const personName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), ${users.email})`;

export interface ChangedFields {
  fields: FieldPath[];
  /** The writer of the newest of those versions and their name; null when nobody is named. */
  by: { id: string; name: string } | null;
}

/** The fields the board's writes after version `after` up to `upTo` changed, and the newest's writer (one query). */
export async function findChangedFields(
  db: Executor,
  boardId: string,
  after: number,
  upTo: number,
): Promise<ChangedFields> {
  const rows = await db
    .select({ field: boardRevisions.field, byUserId: boardRevisions.byUserId, name: personName })
    .from(boardRevisions)
    .leftJoin(users, eq(users.id, boardRevisions.byUserId))
    .where(
      and(
        eq(boardRevisions.boardId, boardId),
        gt(boardRevisions.boardVersion, after),
        lte(boardRevisions.boardVersion, upTo),
      ),
    )
    .orderBy(desc(boardRevisions.id));
  const newest = rows[0];
  return {
    fields: [...new Set(rows.map((r) => r.field as FieldPath))],
    by: newest?.byUserId && newest.name !== null ? { id: newest.byUserId, name: newest.name } : null,
  };
}

/** A person's name as the board shows it; null for an account that is gone. */
export async function findPersonName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: personName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
