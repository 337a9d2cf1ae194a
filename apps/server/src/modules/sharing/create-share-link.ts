import { randomBytes } from 'node:crypto';

import type { CreatedShareLink, ShareLink } from '@planner/domain';
import { SHARE_LINKS_MAX, SHARED_PATH } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { hashSecret } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { lockMembersOf } from './board-member-repository.js';
import type { ShareLinkRow } from './share-link-repository.js';
import { countLiveShareLinks, insertShareLink } from './share-link-repository.js';

const DAY_MS = 86_400_000;

export function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    views: row.views,
  };
}

/** The page a view-only link opens. */
export function sharedPageUrl(appOrigin: string, token: string): string {
  return `${appOrigin}${SHARED_PATH}/${token}`;
}

/**
 * The owner creates a view-only link: a token of 128 random bits (the database keeps its SHA-256),
 * valid `expiresInDays` days or for good; its URL is answered this once. The 11th live link: 400.
 */
export async function createShareLink(
  deps: Deps<'db' | 'config'>,
  id: string,
  user: RequestUser,
  expiresInDays: number | undefined,
): Promise<CreatedShareLink> {
  await findBoardFor(deps, id, user, 'own');
  const token = randomBytes(16).toString('base64url');
  const row = await deps.db.transaction(async (tx) => {
    // The board's sharing changes one at a time, so the cap holds under concurrent requests.
    await lockMembersOf(tx, id);
    if ((await countLiveShareLinks(tx, id)) >= SHARE_LINKS_MAX) {
      throw new AppError(
        'failed-precondition',
        `A board can have at most ${SHARE_LINKS_MAX} view-only links: revoke one to create another.`,
      );
    }
    return insertShareLink(tx, {
      boardId: id,
      tokenHash: hashSecret(token),
      createdBy: user.uid,
      expiresAt: expiresInDays === undefined ? null : new Date(Date.now() + expiresInDays * DAY_MS),
    });
  });
  return { ...toShareLink(row), url: sharedPageUrl(deps.config.APP_ORIGIN, token) };
}
