import { z } from 'zod';

import { EmailSchema } from './email.js';

export const AssignBoardFormSchema = z.object({
  email: EmailSchema,
  // A box that is not a number at all reads as not a whole number.
  assignedBoardsCount: z.coerce
    .number<unknown>({ error: 'Must be an integer' })
    .int('Must be an integer')
    .min(1, 'At least 1')
    .max(100_000),
});
export type AssignBoardFormInput = z.input<typeof AssignBoardFormSchema>;
export type AssignBoardForm = z.output<typeof AssignBoardFormSchema>;

export const ASSIGN_BOARD_DEFAULTS = { email: '', assignedBoardsCount: 1 } as const;

/** The inviteUser payload: the email lowercased, assignedBoardsCount sent as boardCount. */
export function toInviteUserData(
  companyId: string,
  form: AssignBoardForm,
): { companyId: string; email: string; boardCount: number } {
  return { companyId, email: form.email.trim().toLowerCase(), boardCount: form.assignedBoardsCount };
}
