/**
 * The auth module's public entry: other modules import from here only (eslint.config.js). The
 * `users` table is written only by `auth-repository.ts`; other modules reach it through these.
 */
export {
  claimUnverifiedAccount,
  consumePersonalBoard,
  findPersonalBoardsUsed,
  findUsersByEmails,
  insertProviderAccount,
  lockUserQuota,
  refundPersonalBoard,
  touchUserSignIn,
} from './auth-repository.js';
export type { RequestUser } from './authenticate.js';
export { currentUser } from './authenticate.js';
export type { LiveSession } from './find-live-session.js';
export { findLiveSession } from './find-live-session.js';
export {
  issueSession,
  presentedRefreshTokens,
  REFRESH_COOKIE,
  sessionResponse,
  toAuthUser,
} from './issue-session.js';
