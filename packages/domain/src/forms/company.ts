import { z } from 'zod';

import { EmailSchema } from './email.js';

export const COMPANY_NAME_MIN = 2;

/** Normalises an admin email as the form adds it: trimmed and lowercased. */
export function normaliseAdminEmail(input: string): string {
  return input.trim().toLowerCase();
}

export const CompanyFormSchema = z.object({
  name: z.string().trim().min(COMPANY_NAME_MIN, 'Company name must be at least 2 characters').max(120),
  // A box that is not a number at all reads as not a whole number.
  maxBoards: z.coerce
    .number<unknown>({ error: 'Must be an integer' })
    .int('Must be an integer')
    .min(1, 'At least 1')
    .max(1_000_000),
  adminEmails: z
    .array(EmailSchema)
    .min(1, 'Add at least one admin')
    .max(50)
    .refine((emails) => new Set(emails.map((e) => e.toLowerCase())).size === emails.length, {
      message: 'Duplicate emails not allowed',
    }),
});
export type CompanyFormInput = z.input<typeof CompanyFormSchema>;
export type CompanyForm = z.output<typeof CompanyFormSchema>;

/** Adds what the admin-email box holds: trimmed and lowercased; an empty input is ignored. */
export function addAdminEmail(emails: readonly string[], input: string): string[] {
  const email = normaliseAdminEmail(input);
  return email === '' ? [...emails] : [...emails, email];
}

/** The createCompany payload: maxBoards is sent as totalBoards. */
export function toCreateCompanyData(form: CompanyForm): {
  name: string;
  totalBoards: number;
  adminEmails: string[];
} {
  return {
    name: form.name,
    totalBoards: form.maxBoards,
    adminEmails: form.adminEmails.map(normaliseAdminEmail),
  };
}
