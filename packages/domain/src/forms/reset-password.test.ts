import { describe, expect, it } from 'vitest';

import { RESET_EMAIL_MESSAGE, ResetPasswordFormSchema } from './reset-password.js';

describe('ResetPasswordFormSchema', () => {
  it('should use the spec message', () => {
    expect(RESET_EMAIL_MESSAGE).toBe('Please enter a valid email address.');
  });

  it.each(['ada@example.com', 'a.b+c@mail.example.org', '  ada@example.com  '])(
    'should accept %j',
    (email) => {
      expect(ResetPasswordFormSchema.parse({ email })).toEqual({ email: email.trim() });
    },
  );

  it.each(['', '   ', 'ada', 'ada@example', 'ada@@example.com', 'a da@example.com', '@example.com'])(
    'should reject %j with "Please enter a valid email address."',
    (email) => {
      const result = ResetPasswordFormSchema.safeParse({ email });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address.']);
    },
  );
});
