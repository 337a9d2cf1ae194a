import fs from 'node:fs';
import path from 'node:path';

import { BoardSchema } from '@planner/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from '../src/db/pglite-options.js';
import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('draft sources keyed by the field path', () => {
  it('should rewrite a stored board keyed by bare field names to paths, keeping paths and unknown keys', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: { title: 'Old sources' } },
    });
    const id = (created.json() as { result: { id: string } }).result.id;
    // As a board drafted before the change was stored.
    await ctx.app.db
      .update(boards)
      .set({
        draftSources: {
          businessIdea: { kind: 'offline' },
          budget: { kind: 'ai', provider: 'openai', model: 'gpt-4o-mini' },
          risks: { kind: 'user' },
          'uvpData.elevatorPitch': { kind: 'user' },
          forecastData: { kind: 'offline' },
        },
      })
      .where(eq(boards.id, id));

    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0012_draft-source-paths.sql'), 'utf8');
    await ctx.app.db.execute(sql.raw(migration));

    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${id}`,
      headers: owner.authorization,
    });
    expect(BoardSchema.parse(read.json()).draftSources).toEqual({
      'ideaData.businessIdea': { kind: 'offline' },
      'budgetingData.budget': { kind: 'ai', provider: 'openai', model: 'gpt-4o-mini' },
      'planData.risks': { kind: 'user' },
      'uvpData.elevatorPitch': { kind: 'user' },
      forecastData: { kind: 'offline' },
    });
  });
});
