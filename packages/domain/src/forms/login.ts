import { z } from 'zod';

import { EmailSchema } from './email.js';

/** Login: a valid email (checked on blur); the password has no rule of its own. */
export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;
