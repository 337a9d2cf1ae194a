import { describe, expect, it } from 'vitest';

import { AdminListQuerySchema, CreateCompanyDataSchema, InviteUserDataSchema } from './companies.js';

const COMPANY_ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('CreateCompanyDataSchema', () => {
  it('should lowercase admin emails and take totalBoards', () => {
    expect(
      CreateCompanyDataSchema.parse({ name: 'Acme', totalBoards: 5, adminEmails: ['Ada@Example.com'] }),
    ).toEqual({ name: 'Acme', totalBoards: 5, adminEmails: ['ada@example.com'] });
  });

  it('should use the form messages on the wire too', () => {
    expect(
      messages(CreateCompanyDataSchema.safeParse({ name: 'A', totalBoards: 1.5, adminEmails: [] })),
    ).toEqual(['Company name must be at least 2 characters', 'Must be an integer', 'Add at least one admin']);
    expect(
      messages(CreateCompanyDataSchema.safeParse({ name: 'Acme', totalBoards: 0, adminEmails: ['x'] })),
    ).toEqual(['At least 1', 'Invalid email']);
    expect(
      messages(
        CreateCompanyDataSchema.safeParse({
          name: 'Acme',
          totalBoards: 1,
          adminEmails: ['a@b.co', 'A@B.CO'],
        }),
      ),
    ).toEqual(['Duplicate emails not allowed']);
  });

  it('should not coerce strings on the wire', () => {
    expect(
      CreateCompanyDataSchema.safeParse({ name: 'Acme', totalBoards: '5', adminEmails: ['a@b.co'] }).success,
    ).toBe(false);
  });
});

describe('InviteUserDataSchema', () => {
  it('should lowercase the email and check the count', () => {
    expect(
      InviteUserDataSchema.parse({ companyId: COMPANY_ID, email: 'Ada@Example.com', boardCount: 2 }),
    ).toEqual({
      companyId: COMPANY_ID,
      email: 'ada@example.com',
      boardCount: 2,
    });
    expect(
      messages(InviteUserDataSchema.safeParse({ companyId: COMPANY_ID, email: 'nope', boardCount: 0 })),
    ).toEqual(['Invalid email', 'At least 1']);
  });
});

describe('AdminListQuerySchema', () => {
  it('should coerce paging from the query string with defaults', () => {
    expect(AdminListQuerySchema.parse({ companyId: COMPANY_ID })).toEqual({
      companyId: COMPANY_ID,
      page: 1,
      pageSize: 100,
    });
    expect(AdminListQuerySchema.parse({ companyId: COMPANY_ID, page: '2', pageSize: '50' })).toMatchObject({
      page: 2,
      pageSize: 50,
    });
    expect(AdminListQuerySchema.safeParse({ companyId: COMPANY_ID, pageSize: '501' }).success).toBe(false);
    expect(messages(AdminListQuerySchema.safeParse({ companyId: 'x' }))).toEqual([
      'companyId must be a UUID',
    ]);
  });
});
