import type { MembershipsResponseSchema } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { callFunction, createCompanyAs } from './companies-helpers.js';
import type { TestContext } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { linkIn, signUpOverHttp, uniqueEmail, waitForOutboxMail } from './support/auth-http.js';

type Memberships = z.infer<typeof MembershipsResponseSchema>;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function membershipsOf(authorization: { authorization: string }): Promise<Memberships> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/memberships', headers: authorization });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /api/auth/action (verifyEmail) with a pending invite', () => {
  it('should turn the invite into an active membership once the invitee verifies the email', async () => {
    const platformAdmin = await createTestUser(ctx, { admin: true });
    const admin = await createTestUser(ctx);
    const { company } = await createCompanyAs(ctx, platformAdmin, {
      totalBoards: 5,
      adminEmails: [admin.email],
    });
    const invitee = uniqueEmail('invitee');
    const invited = await callFunction(ctx, 'inviteUser', admin, {
      companyId: company.id,
      email: invitee,
      boardCount: 2,
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const signedUp = await signUpOverHttp(ctx.app, { email: invitee });
    expect((await membershipsOf(signedUp.authorization)).memberships).toEqual([]);

    const mail = await waitForOutboxMail(
      ctx.config.DATA_DIR,
      invitee,
      'Verify your email for Planning Workspace',
    );
    const code = linkIn(mail.text).searchParams.get('oobCode');
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/auth/action', payload: { code } });
    expect(applied.statusCode, applied.body).toBe(200);

    const { memberships } = await membershipsOf(signedUp.authorization);
    expect(memberships).toEqual([
      expect.objectContaining({
        companyId: company.id,
        role: 'member',
        status: 'active',
        maxBoards: 2,
        usedBoards: 0,
        remainingBoards: 2,
      }),
    ]);
    const board = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: signedUp.authorization,
      payload: { data: {} },
    });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().result.companyId).toBe(company.id);
  });
});
