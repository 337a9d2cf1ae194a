import type { UpdateUserRecordResult } from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import { claimProvenAddress } from './address-claims.js';
import type { RequestUser } from './authenticate.js';
import { touchUserSignIn } from './user-repository.js';

/**
 * Called by the client after every sign-in and sign-up: records the sign-in and, for a verified
 * email only, turns the caller's pending invites (and board invitations) into active memberships.
 */
export async function updateUserRecord(
  deps: Deps<'db' | 'addressClaims'>,
  user: RequestUser,
): Promise<UpdateUserRecordResult> {
  return deps.db.transaction(async (tx) => {
    await touchUserSignIn(tx, user.uid);
    // Anyone can sign up with any address: only a proven address may claim the invites sent to it.
    if (!user.emailVerified) return { activated: 0 };
    // Board invitations to the address too: an account verified by a provider's sign-in.
    return { activated: await claimProvenAddress(deps.addressClaims, tx, user) };
  });
}
