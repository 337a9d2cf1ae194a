import { describe, expect, it } from 'vitest';

import { ASSIGN_BOARD_DEFAULTS, AssignBoardFormSchema, toInviteUserData } from './assign-board.js';

const issues = (input: unknown) =>
  AssignBoardFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('AssignBoardFormSchema', () => {
  it('should default to an empty email and 1 board', () => {
    expect(ASSIGN_BOARD_DEFAULTS).toEqual({ email: '', assignedBoardsCount: 1 });
  });

  it('should accept a valid email and a whole count, coerced from the number box', () => {
    expect(AssignBoardFormSchema.parse({ email: 'ada@example.com', assignedBoardsCount: '3' })).toEqual({
      email: 'ada@example.com',
      assignedBoardsCount: 3,
    });
    expect(
      AssignBoardFormSchema.parse({ email: 'ada@example.com', assignedBoardsCount: 1 }).assignedBoardsCount,
    ).toBe(1);
  });

  it('should reject the defaults: the email is still empty', () => {
    expect(issues(ASSIGN_BOARD_DEFAULTS)).toEqual([['email', 'Invalid email']]);
  });

  it.each(['ada', 'ada@', 'ada@example'])('should reject the email %j with "Invalid email"', (email) => {
    expect(issues({ email, assignedBoardsCount: 1 })).toEqual([['email', 'Invalid email']]);
  });

  it.each([1.5, '2.5', 'many'])(
    'should reject the count %j with "Must be an integer"',
    (assignedBoardsCount) => {
      expect(issues({ email: 'ada@example.com', assignedBoardsCount })).toEqual([
        ['assignedBoardsCount', 'Must be an integer'],
      ]);
    },
  );

  it.each([0, '0', -2, ''])('should reject the count %j with "At least 1"', (assignedBoardsCount) => {
    expect(issues({ email: 'ada@example.com', assignedBoardsCount })).toEqual([
      ['assignedBoardsCount', 'At least 1'],
    ]);
  });
});

describe('toInviteUserData', () => {
  it('should lowercase the email and send the count as boardCount', () => {
    expect(toInviteUserData('c1', { email: ' Ada@Example.COM ', assignedBoardsCount: 4 })).toEqual({
      companyId: 'c1',
      email: 'ada@example.com',
      boardCount: 4,
    });
  });
});
