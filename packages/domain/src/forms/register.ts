import { z } from 'zod';

import { EmailSchema } from './email.js';

export const PASSWORD_MIN_DEFAULT = 6;
export const PASSWORD_MAX = 4096;
export const DISPLAY_NAME_MAX = 100;

export function passwordSchema(min = PASSWORD_MIN_DEFAULT) {
  return z
    .string()
    .min(min, `Password must be at least ${min} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
}

export const DisplayNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your name')
  .max(DISPLAY_NAME_MAX, `Name must be at most ${DISPLAY_NAME_MAX} characters`);

export const RegisterFormSchema = z.object({
  displayName: DisplayNameSchema,
  email: EmailSchema,
  password: passwordSchema(),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const NewPasswordFormSchema = z
  .object({ password: passwordSchema(), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;
