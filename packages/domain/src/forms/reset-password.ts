import { z } from 'zod';

import { SIMPLE_EMAIL_PATTERN } from './email.js';

export const RESET_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const ResetPasswordFormSchema = z.object({
  email: z.string().trim().regex(SIMPLE_EMAIL_PATTERN, RESET_EMAIL_MESSAGE),
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
