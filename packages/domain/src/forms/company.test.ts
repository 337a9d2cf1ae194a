import { describe, expect, it } from 'vitest';

import { addAdminEmail, CompanyFormSchema, normaliseAdminEmail, toCreateCompanyData } from './company.js';

const VALID = { name: 'Acme', maxBoards: '10', adminEmails: ['ada@example.com'] };
const issues = (input: unknown) =>
  CompanyFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('CompanyFormSchema', () => {
  it('should accept a valid company and coerce maxBoards from a string', () => {
    expect(CompanyFormSchema.parse(VALID)).toEqual({
      name: 'Acme',
      maxBoards: 10,
      adminEmails: ['ada@example.com'],
    });
    expect(CompanyFormSchema.parse({ ...VALID, maxBoards: 3 }).maxBoards).toBe(3);
    expect(CompanyFormSchema.parse({ ...VALID, name: '  Ab  ' }).name).toBe('Ab');
  });

  it.each(['', 'A', '  A  '])('should reject the name %j with the spec message', (name) => {
    expect(issues({ ...VALID, name })).toEqual([['name', 'Company name must be at least 2 characters']]);
  });

  it.each(['1.5', 2.5, 'abc', 'ten'])('should reject maxBoards %j with "Must be an integer"', (maxBoards) => {
    expect(issues({ ...VALID, maxBoards })).toEqual([['maxBoards', 'Must be an integer']]);
  });

  it.each(['0', 0, '-3', -1, ''])('should reject maxBoards %j with "At least 1"', (maxBoards) => {
    expect(issues({ ...VALID, maxBoards })).toEqual([['maxBoards', 'At least 1']]);
  });

  it('should reject no admins with "Add at least one admin"', () => {
    expect(issues({ ...VALID, adminEmails: [] })).toEqual([['adminEmails', 'Add at least one admin']]);
  });

  it('should reject a bad admin email with "Invalid email"', () => {
    expect(issues({ ...VALID, adminEmails: ['ada@example.com', 'not-an-email'] })).toEqual([
      ['adminEmails.1', 'Invalid email'],
    ]);
  });

  it('should reject duplicates compared case-insensitively with "Duplicate emails not allowed"', () => {
    expect(issues({ ...VALID, adminEmails: ['ada@example.com', 'ADA@Example.com'] })).toEqual([
      ['adminEmails', 'Duplicate emails not allowed'],
    ]);
    expect(issues({ ...VALID, adminEmails: ['ada@example.com', 'bob@example.com'] })).toEqual([]);
  });

  it('should report every broken field at once', () => {
    expect(issues({ name: 'A', maxBoards: '0', adminEmails: [] })).toEqual([
      ['name', 'Company name must be at least 2 characters'],
      ['maxBoards', 'At least 1'],
      ['adminEmails', 'Add at least one admin'],
    ]);
  });
});

describe('addAdminEmail', () => {
  it('should trim and lowercase what is added', () => {
    expect(normaliseAdminEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(addAdminEmail(['bob@example.com'], '  Ada@Example.COM ')).toEqual([
      'bob@example.com',
      'ada@example.com',
    ]);
  });

  it('should ignore an empty input', () => {
    const emails = ['bob@example.com'];
    expect(addAdminEmail(emails, '')).toEqual(emails);
    expect(addAdminEmail(emails, '   ')).toEqual(emails);
  });

  it('should leave duplicates for the schema to report', () => {
    const emails = addAdminEmail(['ada@example.com'], 'ADA@example.com');
    expect(issues({ ...VALID, adminEmails: emails })).toEqual([
      ['adminEmails', 'Duplicate emails not allowed'],
    ]);
  });
});

describe('toCreateCompanyData', () => {
  it('should send maxBoards as totalBoards with normalised emails', () => {
    expect(toCreateCompanyData({ name: 'Acme', maxBoards: 5, adminEmails: ['Ada@Example.com'] })).toEqual({
      name: 'Acme',
      totalBoards: 5,
      adminEmails: ['ada@example.com'],
    });
  });
});
