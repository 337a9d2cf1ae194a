import { z } from 'zod';

import { BoardSchema } from '../board.js';
import { BoardTitleSchema } from '../board-title.js';
import { BASE_VERSION_HEADER } from '../edit-conflict.js';

/**
 * An id a request carries (path, query or body) is a UUID in any case, lower case once parsed: one
 * thing has one spelling for every cache, access decision and query, as on every id schema here.
 */
export const BoardIdParamsSchema = z.object({ id: z.uuid('Board id must be a UUID').toLowerCase() }).strict();

/**
 * Read-your-writes across server processes: a client sends the last `version` of the board it saw,
 * and the server never answers an older one (a cached copy older than that is read again).
 */
export const BOARD_VERSION_HEADER = 'x-board-version';
/** Other headers pass through untouched: the validated object replaces the request's headers. */
export const BoardReadHeadersSchema = z.looseObject({
  [BOARD_VERSION_HEADER]: z.coerce
    .number('Board version must be a whole number')
    .int('Board version must be a whole number')
    .min(1, 'Board version must be at least 1')
    .max(2_147_483_647, 'Board version is too large')
    .optional(),
});
/**
 * `x-base-version` (`BASE_VERSION_HEADER`): the board version the edit started from. Without it a
 * PATCH overwrites whatever is stored (API clients that do not track versions keep working). The
 * same rule as above, written out: inside a call on `z` the web's bundler drops it (a shared schema
 * built at load, or a function, would keep zod in every page).
 */
export const BoardPatchHeadersSchema = z.looseObject({
  [BASE_VERSION_HEADER]: z.coerce
    .number('Board version must be a whole number')
    .int('Board version must be a whole number')
    .min(1, 'Board version must be at least 1')
    .max(2_147_483_647, 'Board version is too large')
    .optional(),
});
export const BoardListResponseSchema = z.object({ boards: z.array(BoardSchema) });
// z.optional(), not .optional(): a call on z alone is pure to the web's bundler, so home drops this schema.
export const CreateBoardDataSchema = z.object({ title: z.optional(BoardTitleSchema) }).strict();
export type CreateBoardData = z.infer<typeof CreateBoardDataSchema>;

/** What the caller's next board is drawn from, and how many are left (null: unlimited). */
export const BoardQuotaSchema = z.object({
  source: z.enum(['company', 'personal']),
  companyName: z.string().nullable(),
  remaining: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** A company assignment waiting for the caller to verify their email (boards null: unlimited). */
  awaitingVerification: z.object({ companyName: z.string(), boards: z.number().int().nullable() }).nullable(),
});
export type BoardQuota = z.infer<typeof BoardQuotaSchema>;
export const BoardQuotaResponseSchema = z.object({ quota: BoardQuotaSchema });

/** What an unverified account is told when a company assignment waits for its verification. */
export function awaitingVerificationText(awaiting: { companyName: string; boards: number | null }): string {
  const boards =
    awaiting.boards === null
      ? `the boards ${awaiting.companyName} assigned you`
      : `the ${awaiting.boards} ${awaiting.boards === 1 ? 'board' : 'boards'} ${awaiting.companyName} assigned you`;
  return `Verify your email address to use ${boards}.`;
}
