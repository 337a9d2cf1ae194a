import { describe, expect, it } from 'vitest';

import { quotaText } from './board-quota-note';

describe('quotaText', () => {
  it('should say how much of the personal allowance is left', () => {
    expect(
      quotaText({
        source: 'personal',
        companyName: null,
        remaining: 2,
        total: 3,
        awaitingVerification: null,
      }),
    ).toBe('Personal allowance: 2 of 3 boards left.');
  });

  it('should say the personal allowance is used up and who to ask', () => {
    expect(
      quotaText({
        source: 'personal',
        companyName: null,
        remaining: 0,
        total: 3,
        awaitingVerification: null,
      }),
    ).toBe(
      'You have used all 3 boards of your personal allowance. Ask a company admin to assign you more boards.',
    );
  });

  it("should name the company and its member's boards left", () => {
    expect(
      quotaText({
        source: 'company',
        companyName: 'Acme Ltd',
        remaining: 1,
        total: 2,
        awaitingVerification: null,
      }),
    ).toBe('Acme Ltd: 1 of 2 boards left.');
  });

  it('should count an unlimited membership by the boards the company has left', () => {
    expect(
      quotaText({
        source: 'company',
        companyName: 'Acme Ltd',
        remaining: 7,
        total: null,
        awaitingVerification: null,
      }),
    ).toBe('Acme Ltd: 7 boards left.');
  });

  it('should tell a member with no boards left to ask their company admin', () => {
    expect(
      quotaText({
        source: 'company',
        companyName: 'Acme Ltd',
        remaining: 0,
        total: 2,
        awaitingVerification: null,
      }),
    ).toBe('Acme Ltd: no boards left. Ask your company admin for more boards.');
  });

  it('should say where the next board comes from while a company assignment waits for verification', () => {
    const awaiting = { companyName: 'Acme Ltd', boards: 2 };
    expect(
      quotaText({
        source: 'personal',
        companyName: null,
        remaining: 3,
        total: 3,
        awaitingVerification: awaiting,
      }),
    ).toBe('Verify your email address to use the 2 boards Acme Ltd assigned you.');
    expect(
      quotaText({
        source: 'company',
        companyName: 'Beta',
        remaining: 1,
        total: 1,
        awaitingVerification: { companyName: 'Acme Ltd', boards: null },
      }),
    ).toBe('Verify your email address to use the boards Acme Ltd assigned you.');
  });
});
