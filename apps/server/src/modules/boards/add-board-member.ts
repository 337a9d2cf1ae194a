import type { AddMemberData, BoardMember } from '@planner/domain';
import { BOARD_MEMBERS_MAX, INVITATION_DAYS, INVITATIONS_PER_HOUR } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { countHits } from '../../lib/rate-limits.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountByEmail, hashSecret, randomSecret } from '../auth/account-store.js';
import { findBoardFor } from './board-access.js';
import {
  countMembers,
  findMemberByEmail,
  insertMember,
  lockMembersOf,
  personName,
} from './board-member-repository.js';
import { toBoardMember } from './list-board-members.js';
import { sendShareEmail } from './send-share-email.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The invitations an owner may send in an hour are counted here (`rate_limits`, every process). */
export function invitationLimitKey(ownerUid: string): string {
  return `board-invitations:${ownerUid}`;
}

/**
 * Counts one invitation of the owner's hour; beyond `INVITATIONS_PER_HOUR` refuses with 429 and the
 * seconds until the hour ends (nothing is created).
 */
export async function countInvitation({ db }: Deps<'db'>, ownerUid: string): Promise<void> {
  const key = invitationLimitKey(ownerUid);
  const hits = (await countHits(db, [{ key, windowMs: HOUR_MS }])).get(key);
  if (hits && hits.hits > INVITATIONS_PER_HOUR) {
    throw new AppError(
      'resource-exhausted',
      `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`,
      { retryAfterSeconds: Math.max(1, Math.ceil(hits.ttlMs / 1000)) },
    );
  }
}

/** A new invitation link's token (256 random bits; the database keeps its hash) and its expiry. */
export function newInvitation() {
  const token = randomSecret();
  return { token, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS) };
}

/**
 * The owner shares the board with an address: an account with that address verified becomes an
 * active member at once (and is told by email); any other address gets an invitation (by email)
 * that turns active when an account holding the address verifies it. Refused, with nothing
 * written: the owner's own address (400), an address already on the board (409, compared
 * lowercased), the 51st member (400), the 31st invitation of the owner's hour (429).
 */
export async function addBoardMember(
  deps: Deps<'db' | 'mailer' | 'config' | 'log'>,
  id: string,
  user: RequestUser,
  data: AddMemberData,
): Promise<BoardMember> {
  const { db } = deps;
  const email = data.email.trim().toLowerCase();
  const { board } = await findBoardFor(deps, id, user, 'own');
  if (email === user.email.toLowerCase()) {
    throw new AppError('invalid-argument', 'You own this board: invite someone else.');
  }
  const account = await findAccountByEmail(db, email);
  const verified = account !== null && account.emailVerified && !account.disabled;
  const invitation = verified ? null : newInvitation();
  const row = await db.transaction(async (tx) => {
    await lockMembersOf(tx, id);
    if (await findMemberByEmail(tx, id, email)) {
      throw new AppError('already-exists', `${email} is already a member of this board or invited to it.`);
    }
    if ((await countMembers(tx, id)) >= BOARD_MEMBERS_MAX) {
      throw new AppError(
        'failed-precondition',
        `A board can have at most ${BOARD_MEMBERS_MAX} members and invitations besides its owner.`,
      );
    }
    if (invitation) await countInvitation({ db: tx }, user.uid);
    const inserted = await insertMember(tx, {
      boardId: id,
      email,
      role: data.role,
      invitedBy: user.uid,
      userId: verified ? account.id : null,
      tokenHash: invitation?.tokenHash ?? null,
      expiresAt: invitation?.expiresAt ?? null,
    });
    if (!inserted) {
      // The account is on the board under another address it held when invited (the count rolls back).
      throw new AppError('already-exists', `${email} is already a member of this board or invited to it.`);
    }
    return inserted;
  });
  await sendShareEmail(deps, {
    to: email,
    ownerName: personName({ displayName: user.name, email: user.email }),
    boardId: id,
    boardTitle: board.title,
    role: data.role,
    ...(invitation ? { invitation: { token: invitation.token, hasAccount: account !== null } } : {}),
  });
  return toBoardMember(row, verified ? account : null);
}
