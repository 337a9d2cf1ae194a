import { z } from 'zod';

import { EmailSchema } from '../forms/email.js';
import { DisplayNameSchema, PASSWORD_MAX } from '../forms/register.js';

/**
 * Length (the configured minimum to PASSWORD_MAX) is checked by the server so that both ends answer
 * `auth/weak-password`; the body size cap bounds it here.
 */
const Password = z.string().describe(`The configured minimum (default 6) to ${PASSWORD_MAX} characters`);

export const SignUpRequestSchema = z
  .object({ email: EmailSchema, password: Password, displayName: DisplayNameSchema })
  .strict();
export const SignInRequestSchema = z.object({ email: EmailSchema, password: Password }).strict();

export const AuthUserSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Answer of sign-up, sign-in and refresh; the refresh token travels only as an HttpOnly cookie. */
export const SessionResponseSchema = z.object({
  idToken: z.string(),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().int(),
  user: AuthUserSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const MeResponseSchema = z.object({ user: AuthUserSchema });

/** Claims of our ID token (JWT). */
export interface IdTokenClaims {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
  admin: boolean;
  /** The session (sign-in) the token belongs to: signing it out refuses its tokens. */
  sid?: string;
  /** The account's token version at issue: a password reset or "sign out of all devices" moves it on. */
  ver?: number;
}

/** Where the emailed link leads afterwards: a path on this app (see `continuePath`), checked by the server. */
export const ContinueUrlSchema = z
  .string()
  .min(1)
  .max(2048)
  .describe('A normalised path on this app, like /login (an absolute URL on the app origin is accepted too)');

export const SendVerificationRequestSchema = z.object({ continueUrl: ContinueUrlSchema.optional() }).strict();
export const PasswordResetRequestSchema = z
  .object({ email: EmailSchema, continueUrl: ContinueUrlSchema.optional() })
  .strict();

export const ACTION_MODES = ['verifyEmail', 'resetPassword'] as const;
export const ActionModeSchema = z.enum(ACTION_MODES);
export type ActionMode = z.infer<typeof ActionModeSchema>;

/** Applies an emailed action code; a reset also carries the new password. */
export const ApplyActionRequestSchema = z
  .object({ code: z.string().min(1).max(512), newPassword: Password.optional() })
  .strict();
/** Checks a code without using it (the reset page shows the email first). */
export const CheckActionRequestSchema = z.object({ code: z.string().min(1).max(512) }).strict();
export const ActionResponseSchema = z.object({
  mode: ActionModeSchema,
  email: z.string(),
  continueUrl: z.string().nullable(),
});
export type ActionResponse = z.infer<typeof ActionResponseSchema>;

export const MEMBERSHIP_ROLES = ['admin', 'member'] as const;
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'disabled'] as const;
export const MembershipRoleSchema = z.enum(MEMBERSHIP_ROLES);
export const MembershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipRole = z.infer<typeof MembershipRoleSchema>;
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;

export const MembershipSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  role: MembershipRoleSchema,
  status: MembershipStatusSchema,
  /** null means unlimited. */
  maxBoards: z.number().int().nullable(),
  usedBoards: z.number().int(),
  /** null means unlimited. */
  remainingBoards: z.number().int().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;
export const MembershipsResponseSchema = z.object({ memberships: z.array(MembershipSchema) });
