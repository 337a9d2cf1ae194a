import { describe, expect, it } from 'vitest';

import { LoginFormSchema } from './login.js';

describe('LoginFormSchema', () => {
  it('should accept a valid email and any password, even an empty one', () => {
    expect(LoginFormSchema.parse({ email: 'ada@example.com', password: '' })).toEqual({
      email: 'ada@example.com',
      password: '',
    });
    expect(LoginFormSchema.safeParse({ email: 'ada@example.com', password: 'x' }).success).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com'])(
    'should reject %j with "Invalid email"',
    (email) => {
      const result = LoginFormSchema.safeParse({ email, password: 'secret' });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['email', 'Invalid email'],
      ]);
    },
  );

  it('should reject an over-long email with "Invalid email"', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(LoginFormSchema.safeParse({ email, password: '' }).error?.issues[0]?.message).toBe(
      'Invalid email',
    );
  });
});
