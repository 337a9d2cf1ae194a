import type { Executor } from '../../db/client.js';

/** An account whose address is proven, in the transaction that proves it. */
export interface ProvenAddress {
  uid: string;
  email: string;
}

/** Turns what a module sent to an address into the account's memberships; answers how many. */
export type AddressClaim = (tx: Executor, address: ProvenAddress) => Promise<number>;

/**
 * What a proven address claims, in the proving transaction: a company's invites and a board's
 * invitations sent to it. The modules that send them sit above auth, so `app.ts` hands their claims
 * in (`app.addressClaims`) and auth imports none of them.
 */
export interface AddressClaims {
  companyInvites: AddressClaim;
  boardInvitations: AddressClaim;
}

/** Claims everything sent to the address, board invitations first; answers the company invites activated. */
export async function claimProvenAddress(
  claims: AddressClaims,
  tx: Executor,
  address: ProvenAddress,
): Promise<number> {
  await claims.boardInvitations(tx, address);
  return claims.companyInvites(tx, address);
}
