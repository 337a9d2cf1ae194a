import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { shareLinks } from '../../db/schema/share-links.js';

/** The only code that touches `share_links`: view-only links to a board's plan. */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

const live = and(
  isNull(shareLinks.revokedAt),
  or(isNull(shareLinks.expiresAt), sql`${shareLinks.expiresAt} > now()`),
);

export async function insertShareLink(
  db: Executor,
  link: { boardId: string; tokenHash: string; createdBy: string; expiresAt: Date | null },
): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(link).returning();
  if (!row) throw new Error('Insert returned no link');
  return row;
}

/** A board's links not revoked (expired ones included, so the owner sees them end), oldest first. */
export async function listShareLinks(db: Executor, boardId: string): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.boardId, boardId), isNull(shareLinks.revokedAt)))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
}

/** Links of a board that still open: not revoked, not expired. */
export async function countLiveShareLinks(db: Executor, boardId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.boardId, boardId), live));
  return row?.n ?? 0;
}

export async function revokeShareLink(db: Executor, boardId: string, linkId: string): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.boardId, boardId), eq(shareLinks.id, linkId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** The board a live (not revoked, not expired) link opens; null when none. Counts nothing. */
export async function findLiveShareLink(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; boardId: string } | null> {
  const [row] = await db
    .select({ id: shareLinks.id, boardId: shareLinks.boardId })
    .from(shareLinks)
    .where(and(eq(shareLinks.tokenHash, tokenHash), live))
    .limit(1);
  return row ?? null;
}

/** Counts one view of a link, once its reader has been answered with the board. */
export async function countShareLinkView(db: Executor, linkId: string): Promise<void> {
  await db
    .update(shareLinks)
    .set({ views: sql`${shareLinks.views} + 1` })
    .where(eq(shareLinks.id, linkId));
}
