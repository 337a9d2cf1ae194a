import type { AddMemberData, BoardMember } from '@planner/domain';
import {
  BOARD_MEMBERS_MAX,
  INVITATION_DAYS,
  INVITATIONS_PER_HOUR,
  SHARE_EMAILS_PER_DAY,
} from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { countHits } from '../../lib/rate-limits.js';
import type { RequestUser } from '../auth/account-store.js';
import { findAccountByEmail, hashSecret, randomSecret } from '../auth/account-store.js';
import { findBoardFor, personName } from '../boards/board-store.js';
import { countMembers, findMemberByEmail, insertMember, lockMembersOf } from './board-member-repository.js';
import { toBoardMember } from './list-board-members.js';
import { sendShareEmail } from './send-share-email.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The invitations an owner may send in an hour are counted here (`rate_limits`, every process). */
export function invitationLimitKey(ownerUid: string): string {
  return `board-invitations:${ownerUid}`;
}

/** The share emails one address got about one board in a day (the address kept as a hash). */
export function shareEmailLimitKey(boardId: string, email: string): string {
  return `board-share-email:${boardId}:${hashSecret(email.toLowerCase())}`;
}

function hoursLeft(ttlMs: number): string {
  const hours = Math.max(1, Math.ceil(ttlMs / HOUR_MS));
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Counts one share email (an invitation, a re-add, a resend: whatever the address) against the
 * owner's `INVITATIONS_PER_HOUR` and the address's one email a day about this board; beyond either,
 * 429 with the seconds until that window ends. In the caller's transaction, so a refusal (or any
 * later failure) counts nothing.
 */
export async function countShareEmail(
  { db }: Deps<'db'>,
  ownerUid: string,
  boardId: string,
  email: string,
): Promise<void> {
  const hourKey = invitationLimitKey(ownerUid);
  const dayKey = shareEmailLimitKey(boardId, email);
  const hits = await countHits(db, [
    { key: hourKey, windowMs: HOUR_MS },
    { key: dayKey, windowMs: DAY_MS },
  ]);
  const hour = hits.get(hourKey);
  if (hour && hour.hits > INVITATIONS_PER_HOUR) {
    throw new AppError(
      'resource-exhausted',
      `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`,
      { retryAfterSeconds: Math.max(1, Math.ceil(hour.ttlMs / 1000)) },
    );
  }
  const day = hits.get(dayKey);
  if (day && day.hits > SHARE_EMAILS_PER_DAY) {
    throw new AppError(
      'resource-exhausted',
      `${email} was already sent an email about this board today. Try again in ${hoursLeft(day.ttlMs)}.`,
      { retryAfterSeconds: Math.max(1, Math.ceil(day.ttlMs / 1000)) },
    );
  }
}

/** A new invitation link's token (256 random bits; the database keeps its hash) and its expiry. */
export function newInvitation() {
  const token = randomSecret();
  return { token, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS) };
}

/**
 * The owner shares the board with an address. The answer is the same whoever holds the address:
 * an invitation (`invited`, no account id or name) until the person opens the board. An account
 * with the address verified has access at once (its email links to the board, and the first read
 * accepts); any other address gets an invitation link that turns active when an account holding
 * the address verifies it. Every call that writes counts against the owner's hour and the
 * address's day (`countShareEmail`). Refused, with nothing written: the owner's own address (400),
 * an address already on the board (409, compared lowercased), the 51st member (400), the 31st
 * invitation of the owner's hour or a second email to the address about this board in a day (429).
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
  // Made for every address, so that both paths do the same work.
  const invitation = newInvitation();
  const { row, atOnce } = await db.transaction(async (tx) => {
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
    await countShareEmail({ db: tx }, user.uid, id, email);
    const member = {
      boardId: id,
      email,
      role: data.role,
      invitedBy: user.uid,
      expiresAt: invitation.expiresAt,
    };
    const joined = verified
      ? await insertMember(tx, { ...member, userId: account.id, tokenHash: null })
      : null;
    // An account already on the board under another address it held then gets an invitation
    // (which never activates for it), so that this answer too says nothing of the account.
    const inserted =
      joined ?? (await insertMember(tx, { ...member, userId: null, tokenHash: invitation.tokenHash }));
    if (!inserted) {
      throw new AppError('already-exists', `${email} is already a member of this board or invited to it.`);
    }
    return { row: inserted, atOnce: joined !== null };
  });
  await sendShareEmail(deps, {
    to: email,
    ownerName: personName({ displayName: user.name, email: user.email }),
    boardId: id,
    boardTitle: board.title,
    role: data.role,
    ...(atOnce ? {} : { invitation: { token: invitation.token, hasAccount: account !== null } }),
  });
  return toBoardMember(row, null);
}
