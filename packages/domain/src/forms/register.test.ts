import { describe, expect, it } from 'vitest';

import { NewPasswordFormSchema, passwordSchema, RegisterFormSchema } from './register.js';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('RegisterFormSchema', () => {
  it('should accept a name, a valid email and a password of at least 6 characters', () => {
    expect(
      RegisterFormSchema.parse({ displayName: '  Ada  ', email: 'ada@example.com', password: 'secret' })
        .displayName,
    ).toBe('Ada');
  });

  it('should name every problem', () => {
    expect(issues(RegisterFormSchema.safeParse({ displayName: ' ', email: 'x', password: '12345' }))).toEqual(
      [
        ['displayName', 'Please enter your name'],
        ['email', 'Invalid email'],
        ['password', 'Password must be at least 6 characters'],
      ],
    );
  });
});

describe('passwordSchema', () => {
  it('should follow the configured minimum and the 4096 maximum', () => {
    expect(passwordSchema(8).safeParse('1234567').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters',
    );
    expect(passwordSchema().safeParse('x'.repeat(4097)).error?.issues[0]?.message).toBe(
      'Password must be at most 4096 characters',
    );
    expect(passwordSchema().safeParse('x'.repeat(4096)).success).toBe(true);
  });
});

describe('NewPasswordFormSchema', () => {
  it('should need the confirmation to match', () => {
    expect(NewPasswordFormSchema.safeParse({ password: 'secret1', confirm: 'secret1' }).success).toBe(true);
    expect(issues(NewPasswordFormSchema.safeParse({ password: 'secret1', confirm: 'secret2' }))).toEqual([
      ['confirm', 'Passwords do not match'],
    ]);
  });
});
