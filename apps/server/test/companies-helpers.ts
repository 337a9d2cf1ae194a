import type { CreateCompanyResult } from '@planner/domain';
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import { companies } from '../src/db/schema/companies.js';
import { invites } from '../src/db/schema/invites.js';
import { memberships } from '../src/db/schema/memberships.js';
import type { TestContext, TestUser } from './helper.js';

/** The companies task's port range; each listener takes the first free port in it. */
const PORT_FIRST = 4600;
const PORT_LAST = 4699;

/** Runs `listen` on the first port of the range that is not in use, and returns that port. */
export async function listenInRange(listen: (port: number) => Promise<void>): Promise<number> {
  for (let port = PORT_FIRST; port <= PORT_LAST; port++) {
    try {
      await listen(port);
      return port;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port in ${PORT_FIRST}-${PORT_LAST}`);
}

/** POST /api/functions/<name> with `{ data }` as the given user (or anonymously). */
export function callFunction(ctx: TestContext, name: string, user: TestUser | null, data: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/functions/${name}`,
    headers: user?.authorization ?? {},
    payload: { data },
  });
}

export function getTable(
  ctx: TestContext,
  table: 'boards' | 'members' | 'invites',
  user: TestUser | null,
  query: Record<string, string | number>,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/${table}?${qs.toString()}`,
    headers: user?.authorization ?? {},
  });
}

/** Creates a company through the API as a platform admin. */
export async function createCompanyAs(
  ctx: TestContext,
  platformAdmin: TestUser,
  data: { name?: string; totalBoards: number; adminEmails: string[] },
): Promise<CreateCompanyResult> {
  const res = await callFunction(ctx, 'createCompany', platformAdmin, { name: 'Acme Ltd', ...data });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: CreateCompanyResult }).result;
}

/** Everything the companies module can change, in a stable order, to assert "nothing changed". */
export async function companyState(ctx: TestContext) {
  const db = ctx.app.db;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    memberships: await db.select().from(memberships).orderBy(asc(memberships.id)),
    invites: await db.select().from(invites).orderBy(asc(invites.id)),
    boards: await db.select({ id: boards.id }).from(boards).orderBy(asc(boards.id)),
  };
}
