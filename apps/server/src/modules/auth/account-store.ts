/**
 * The auth module's public entry: other modules import from here only (eslint.config.js). The
 * `users` table is written only by `user-repository.ts` (and its personal board counter by `personal-board-repository.ts`); other modules reach it through these.
 */
export type { RequestUser } from './authenticate.js';
export { currentUser } from './authenticate.js';
export { claimUnverifiedAccount } from './claim-unverified-account.js';
export type { LiveSession } from './find-live-session.js';
export { findLiveSession } from './find-live-session.js';
export {
  issueSession,
  presentedRefreshTokens,
  REFRESH_COOKIE,
  sessionResponse,
  toAuthUser,
} from './issue-session.js';
export {
  consumePersonalBoard,
  findPersonalBoardsUsed,
  lockUserQuota,
  refundPersonalBoard,
} from './personal-board-repository.js';
export { hashSecret, randomSecret } from './secret-tokens.js';
export {
  findAccountByEmail,
  findAccountById,
  findUsersByEmails,
  insertProviderAccount,
  touchUserSignIn,
} from './user-repository.js';
