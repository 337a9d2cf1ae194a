import { z } from 'zod';

import { BoardSchema, BoardTitleSchema } from '../board.js';

export const BoardIdParamsSchema = z.object({ id: z.uuid('Board id must be a UUID') }).strict();
export const BoardListResponseSchema = z.object({ boards: z.array(BoardSchema) });
export const CreateBoardDataSchema = z.object({ title: BoardTitleSchema.optional() }).strict();
export type CreateBoardData = z.infer<typeof CreateBoardDataSchema>;
