import { z } from 'zod';

import { EmailSchema } from '../forms/email.js';
import { MembershipRoleSchema, MembershipStatusSchema } from './auth.js';

const TotalBoardsSchema = z.number().int('Must be an integer').min(1, 'At least 1').max(1_000_000);
const AdminEmailsSchema = z
  .array(EmailSchema.transform((e) => e.trim().toLowerCase()))
  .min(1, 'Add at least one admin')
  .max(50)
  .refine((emails) => new Set(emails).size === emails.length, {
    message: 'Duplicate emails not allowed',
  })
  .meta({ uniqueItems: true, description: 'Unique, ignoring case' });

export const CreateCompanyDataSchema = z
  .object({
    name: z.string().trim().min(2, 'Company name must be at least 2 characters').max(120),
    totalBoards: TotalBoardsSchema,
    adminEmails: AdminEmailsSchema,
  })
  .strict();
export type CreateCompanyData = z.infer<typeof CreateCompanyDataSchema>;

export const CompanySchema = z.object({ id: z.uuid(), name: z.string(), totalBoards: z.number().int() });

export const InviteStatusSchema = z.enum(['pending', 'accepted', 'revoked']);

export const MemberRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: MembershipRoleSchema,
  status: MembershipStatusSchema,
  maxBoards: z.number().int().nullable(),
  usedBoards: z.number().int(),
  remainingBoards: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastConsumedBoardAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const InviteRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  maxBoards: z.number().int().nullable(),
  role: MembershipRoleSchema,
  status: InviteStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InviteRow = z.infer<typeof InviteRowSchema>;

export const BoardRowSchema = z.object({
  boardId: z.uuid(),
  ownerEmail: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The board's stage number, 1..6. */
  stepIndex: z.number().int(),
});
export type BoardRow = z.infer<typeof BoardRowSchema>;

export const CreateCompanyResultSchema = z.object({
  company: CompanySchema,
  members: z.array(MemberRowSchema),
  invites: z.array(InviteRowSchema),
});

export const InviteUserDataSchema = z
  .object({
    companyId: z.uuid().toLowerCase(),
    email: EmailSchema.transform((e) => e.trim().toLowerCase()),
    boardCount: z.number().int('Must be an integer').min(1, 'At least 1').max(100_000),
  })
  .strict();
export type InviteUserData = z.infer<typeof InviteUserDataSchema>;

export const InviteUserResultSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('membership'), data: MemberRowSchema, alreadyExists: z.boolean() }),
  z.object({ type: z.literal('invite'), data: InviteRowSchema, alreadyExists: z.boolean() }),
]);
export type InviteUserResult = z.infer<typeof InviteUserResultSchema>;

export const ADMIN_PAGE_SIZE_MAX = 500;
export const AdminListQuerySchema = z
  .object({
    companyId: z.uuid('companyId must be a UUID').toLowerCase(),
    page: z.coerce.number<unknown>().int().min(1).default(1),
    pageSize: z.coerce.number<unknown>().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(100),
  })
  .strict();
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export const AdminBoardsResponseSchema = pagedSchema(BoardRowSchema);
export const AdminMembersResponseSchema = pagedSchema(MemberRowSchema);
export const AdminInvitesResponseSchema = pagedSchema(InviteRowSchema);

/** updateUserRecord takes no fields: the server syncs from the signed-in account. */
export const UpdateUserRecordDataSchema = z.object({}).strict();
export type UpdateUserRecordData = z.infer<typeof UpdateUserRecordDataSchema>;
/** `activated`: how many pending invites became active memberships (0 while the email is unverified). */
export const UpdateUserRecordResultSchema = z.object({ activated: z.number().int() });
export type UpdateUserRecordResult = z.infer<typeof UpdateUserRecordResultSchema>;
export type CreateCompanyResult = z.infer<typeof CreateCompanyResultSchema>;
export type Company = z.infer<typeof CompanySchema>;
export type AdminBoardsResponse = z.infer<typeof AdminBoardsResponseSchema>;
export type AdminMembersResponse = z.infer<typeof AdminMembersResponseSchema>;
export type AdminInvitesResponse = z.infer<typeof AdminInvitesResponseSchema>;

/**
 * A company as the platform admin's list and the company dashboard show it: its quota,
 * the boards assigned from it (what the quota is checked against) and what is left, and its admins
 * (active admin members and pending admin invites).
 */
export const CompanySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  totalBoards: z.number().int(),
  assignedBoards: z.number().int(),
  remainingBoards: z.number().int(),
  adminEmails: z.array(z.string()),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
export const CompanyListResponseSchema = z.object({ companies: z.array(CompanySummarySchema) });
export type CompanyListResponse = z.infer<typeof CompanyListResponseSchema>;
export const CompanyQuerySchema = z
  .object({ companyId: z.uuid('companyId must be a UUID').toLowerCase() })
  .strict();
export const CompanyResponseSchema = z.object({ company: CompanySummarySchema });
export type CompanyResponse = z.infer<typeof CompanyResponseSchema>;

/** A platform admin changes a company's quota, its admins, or both (`updateCompany`). */
export const UpdateCompanyDataSchema = z
  .object({
    companyId: z.uuid('companyId must be a UUID').toLowerCase(),
    totalBoards: TotalBoardsSchema.optional(),
    adminEmails: AdminEmailsSchema.optional(),
  })
  .strict()
  .refine((d) => d.totalBoards !== undefined || d.adminEmails !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateCompanyData = z.infer<typeof UpdateCompanyDataSchema>;
export const UpdateCompanyResultSchema = CompanySummarySchema;
