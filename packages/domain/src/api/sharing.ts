import { z } from 'zod';

import { BoardRoleSchema } from '../board.js';
import { FounderSchema, PlanLogoSchema } from '../plan/plan-data.js';
import { StageSchema, StepSchema } from '../stage-schemas.js';

/**
 * Sharing a board: members with a role, invitations by email, view-only links. The
 * server's routes and the web's Share dialog both read these schemas.
 */

/** The roles an owner can give (a board has exactly one owner). */
export const SHARE_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];
export const ShareRoleSchema = z.enum(SHARE_ROLES, 'role must be one of editor, commenter, viewer');

/** At most this many members and invitations besides the owner. */
export const BOARD_MEMBERS_MAX = 50;
/** An invitation is valid this long unless the person opens the board; then listed as expired. */
export const INVITATION_DAYS = 14;
/** Invitations (re-adds and resends included, to any address) one owner may send in an hour. */
export const INVITATIONS_PER_HOUR = 30;
/** Share emails one address may get about one board in a day (24 hours). */
export const SHARE_EMAILS_PER_DAY = 1;
/** Live (not revoked, not expired) view-only links a board may have. */
export const SHARE_LINKS_MAX = 10;

/**
 * `active`: the person has joined (opened the board). `invited`: not yet, whether or not an account
 * holds the address (an account with it verified can open the board already; any other address
 * waits for an account holding it to verify it). `expired`: an invitation older than
 * `INVITATION_DAYS` that nobody opened (send it again, or revoke it).
 */
export const MemberStatusSchema = z.enum(['active', 'invited', 'expired']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const BoardMemberSchema = z.object({
  /** The membership's id; the owner's entry has the owner's user id. */
  id: z.uuid(),
  /** The member's account (the owner's for the owner); null until they join. "Leave board" finds the caller's entry by it. */
  userId: z.uuid().nullable(),
  email: z.string(),
  /** The account's display name; null until they join (and for an account without one: its email is shown). */
  name: z.string().nullable(),
  role: BoardRoleSchema,
  status: MemberStatusSchema,
  /** When the invitation was (last) sent; null for the owner. */
  invitedAt: z.iso.datetime().nullable(),
  /** Who invited them (a user id); null for the owner, or when that account is gone. */
  invitedBy: z.uuid().nullable(),
  /** When a pending invitation expires; null for active members and the owner. */
  expiresAt: z.iso.datetime().nullable(),
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardMembersResponseSchema = z.object({ members: z.array(BoardMemberSchema) });
export type BoardMembersResponse = z.infer<typeof BoardMembersResponseSchema>;
export const BoardMemberResponseSchema = z.object({ member: BoardMemberSchema });
export type BoardMemberResponse = z.infer<typeof BoardMemberResponseSchema>;

export const AddMemberDataSchema = z
  .object({
    email: z.email('Enter a valid email address').max(254, 'Email is too long'),
    role: ShareRoleSchema,
  })
  .strict();
export type AddMemberData = z.infer<typeof AddMemberDataSchema>;

export const UpdateMemberDataSchema = z.object({ role: ShareRoleSchema }).strict();
export type UpdateMemberData = z.infer<typeof UpdateMemberDataSchema>;

export const MemberParamsSchema = z
  .object({
    id: z.uuid('Board id must be a UUID').toLowerCase(),
    memberId: z.uuid('Member id must be a UUID').toLowerCase(),
  })
  .strict();

/** What the invitation link's page learns from its token (`GET /api/invitations/:token`, no sign-in). */
export const InvitationSchema = z.object({
  email: z.string(),
  boardId: z.uuid(),
  boardTitle: z.string(),
  role: ShareRoleSchema,
  /** Who shared the board (their display name, or their email when they have none). */
  invitedBy: z.string(),
  /** An account holds the address: the page offers sign-in instead of sign-up. */
  hasAccount: z.boolean(),
  status: MemberStatusSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationResponseSchema = z.object({ invitation: InvitationSchema });
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) }).strict();

/** A view-only link; `url` only in the answer that created it (shown once, with "Copy"). */
export const ShareLinkSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** null: never expires. */
  expiresAt: z.iso.datetime().nullable(),
  views: z.number().int().nonnegative(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const CreatedShareLinkSchema = ShareLinkSchema.extend({ url: z.url() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

export const CreateShareLinkDataSchema = z
  .object({
    expiresInDays: z
      .number('expiresInDays must be a whole number of days')
      .int('expiresInDays must be a whole number of days')
      .min(1, 'expiresInDays must be between 1 and 365')
      .max(365, 'expiresInDays must be between 1 and 365')
      .optional(),
  })
  .strict();
export type CreateShareLinkData = z.infer<typeof CreateShareLinkDataSchema>;
export const CreatedShareLinkResponseSchema = z.object({ link: CreatedShareLinkSchema });
export const ShareLinksResponseSchema = z.object({ links: z.array(ShareLinkSchema) });
export type ShareLinksResponse = z.infer<typeof ShareLinksResponseSchema>;
export const ShareLinkParamsSchema = z
  .object({
    id: z.uuid('Board id must be a UUID').toLowerCase(),
    linkId: z.uuid('Link id must be a UUID').toLowerCase(),
  })
  .strict();
/**
 * A view-only link's token as the server and the shared page accept it: what a link carries is 22
 * base64url characters (128 random bits); any other text up to 200 characters is simply a token
 * that opens nothing (the same 404 as a revoked one), and a longer one is no token at all (400).
 */
export const SharedTokenSchema = z.string().min(1).max(200);
export const SharedTokenParamsSchema = z.object({ token: SharedTokenSchema }).strict();

const PlanStepLinkSchema = z.object({
  stage: StageSchema.nullable(),
  stageName: z.string().nullable(),
  step: StepSchema.nullable(),
  stepName: z.string(),
  url: z.string().nullable(),
});
const PlanBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    label: z.string(),
    markdown: z.string(),
    status: z.enum(['final', 'draft']),
    hideLabel: z.literal(true).optional(),
  }),
  z.object({
    kind: z.literal('table'),
    label: z.string(),
    columns: z.array(z.string()),
    align: z.array(z.enum(['start', 'end'])),
    rows: z.array(z.array(z.string())),
    totals: z.array(z.string()).nullable(),
    hideLabel: z.literal(true).optional(),
  }),
  z.object({
    kind: z.literal('missing'),
    label: z.string(),
    writtenBy: PlanStepLinkSchema,
    hideLabel: z.literal(true).optional(),
  }),
  z.object({
    kind: z.literal('chart'),
    label: z.string(),
    summary: z.string(),
    labels: z.array(z.string()),
    currency: z.string(),
    series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
    markers: z.array(z.object({ label: z.string(), month: z.number().int() })),
    hideLabel: z.literal(true).optional(),
  }),
]);

/** The domain's `Plan` on the wire (`buildPlan`'s answer). */
export const PlanSchema = z.object({
  title: z.string(),
  date: z.string(),
  cover: z.object({
    companyName: z.string(),
    founders: z.array(FounderSchema),
    contactEmail: z.string(),
    website: z.string(),
    logo: PlanLogoSchema.nullable(),
    confidential: z.boolean(),
  }),
  notice: z.string(),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      stage: StageSchema.nullable(),
      blocks: z.array(PlanBlockSchema),
      written: z.boolean(),
      inExports: z.boolean(),
    }),
  ),
});

/**
 * `GET /api/shared/:token`: the plan as a document (what the PDF holds: sections that go into the
 * exports, no link into the app, the planning notice in `notice`), and nothing else of the board.
 */
export const SharedPlanResponseSchema = z.object({ plan: PlanSchema });
export type SharedPlanResponse = z.infer<typeof SharedPlanResponseSchema>;
export const SharedExportQuerySchema = z.object({ format: z.literal('pdf', 'format must be pdf') }).strict();

/**
 * Characters that could start a new line or reorder what a reader sees: C0 and C1 controls (CR, LF,
 * tab, NEL...), the line and paragraph separators, and the bidirectional embeddings, overrides and
 * isolates.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * A person's text (a name, a board title) as one quoted line for an email's subject or body: every
 * run of controls and line breaks becomes one space, and the value is written as a JSON string
 * (double quotes; a quote or backslash inside is escaped), so it can neither start a line nor end
 * its quotes early.
 */
export function quotedLine(text: string): string {
  return JSON.stringify(text.replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim());
}

/**
 * `"Ada" shared the board "Coffee cart" with you as an editor`: the subject and first line of both
 * sharing emails; the inviter's name and the title are the people's own text, so each is a quoted line.
 */
export function sharedBoardSentence(ownerName: string, boardTitle: string, role: ShareRole): string {
  const article = role === 'editor' ? 'an' : 'a';
  return `${quotedLine(ownerName)} shared the board ${quotedLine(boardTitle)} with you as ${article} ${role}`;
}
