import { z } from 'zod';

import { BoardSchema, BoardTitleSchema } from '../board.js';

export const BoardIdParamsSchema = z.object({ id: z.uuid('Board id must be a UUID') }).strict();
export const BoardListResponseSchema = z.object({ boards: z.array(BoardSchema) });
export const CreateBoardDataSchema = z.object({ title: BoardTitleSchema.optional() }).strict();
export type CreateBoardData = z.infer<typeof CreateBoardDataSchema>;

/** What the caller's next board is drawn from, and how many are left (null: unlimited). */
export const BoardQuotaSchema = z.object({
  source: z.enum(['company', 'personal']),
  companyName: z.string().nullable(),
  remaining: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type BoardQuota = z.infer<typeof BoardQuotaSchema>;
export const BoardQuotaResponseSchema = z.object({ quota: BoardQuotaSchema });
