import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/refresh-tokens.js';

/** The only code that touches `refresh_tokens` (rotation, reuse detection, revocation). */

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The session of a refresh token that may still be exchanged (not rotated, revoked or expired); a read only. */
export async function findLiveRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string }
  | { outcome: 'reused'; userId: string; familyId: string }
  | { outcome: 'unknown' | 'expired' | 'revoked' };

/**
 * Exchanges a live refresh token for its successor in the same family, in the caller's transaction.
 * The conditional update makes the exchange single-use even under concurrent requests; an
 * already-rotated token presented again outside the grace window is `reused` (its caller ends the
 * session: a stolen copy or a replay).
 */
export async function rotateRefreshToken(
  tx: Executor,
  tokenHash: string,
  next: { tokenHash: string; expiresAt: Date },
  graceSeconds = 0,
): Promise<RotationResult> {
  const now = new Date();
  const [current] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (current) {
    await tx.insert(refreshTokens).values({ ...current, ...next });
    return { outcome: 'rotated', ...current };
  }
  const [row] = await tx
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { outcome: 'unknown' };
  if (row.revokedAt) return { outcome: 'revoked' };
  if (row.rotatedAt) {
    if (await isConcurrentRefresh(tx, { ...row, rotatedAt: row.rotatedAt }, now, graceSeconds)) {
      // Two tabs (or a retried request) refreshed with the same cookie: a sibling, not theft.
      await tx.insert(refreshTokens).values({ userId: row.userId, familyId: row.familyId, ...next });
      return { outcome: 'rotated', userId: row.userId, familyId: row.familyId };
    }
    return { outcome: 'reused', userId: row.userId, familyId: row.familyId };
  }
  return { outcome: 'expired' };
}

/**
 * A rotated token presented again within the grace window, while nothing in its family has been
 * rotated since, is a concurrent refresh. A successor already used means the chain moved on: reuse.
 */
async function isConcurrentRefresh(
  tx: Executor,
  row: { familyId: string; rotatedAt: Date; expiresAt: Date },
  now: Date,
  graceSeconds: number,
): Promise<boolean> {
  if (graceSeconds <= 0 || row.expiresAt <= now) return false;
  if (now.getTime() - row.rotatedAt.getTime() > graceSeconds * 1000) return false;
  const [later] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.rotatedAt, row.rotatedAt)))
    .limit(1);
  return !later;
}

/** Revokes every live refresh token of one session (a token family). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The session (token family) a refresh token belongs to, whatever its state; null for an unknown token. */
export async function findRefreshTokenSession(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Revokes every live refresh token of the account (its sessions end at their next refresh). */
export async function revokeRefreshTokensOf(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
