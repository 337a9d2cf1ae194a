import { z } from 'zod';

import { EmailSchema } from './email.js';

export const AssignBoardFormSchema = z.object({
  email: EmailSchema,
  assignedBoardsCount: z.coerce.number<unknown>().int('Must be an integer').min(1, 'At least 1').max(100_000),
});
export type AssignBoardFormInput = z.input<typeof AssignBoardFormSchema>;
export type AssignBoardForm = z.output<typeof AssignBoardFormSchema>;

export const ASSIGN_BOARD_DEFAULTS = { email: '', assignedBoardsCount: 1 } as const;
