import type { PromptFolder } from '@planner/domain';
import { ALL_PROMPT_VERSION_NAMES, promptFile, STAGE_SLUGS } from '@planner/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app.js';
import { prompts } from '../src/db/schema/prompts.js';
import { readTemplateFiles } from '../src/modules/prompts/prompt-files.js';
import { listRevisions } from '../src/modules/prompts/prompt-repository.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;
const files = await readTemplateFiles();
const fileText = (folder: string, name: string) =>
  files.find((f) => f.folder === folder && f.name === name)!.data;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createTestUser(ctx, { admin: true });
  user = await createTestUser(ctx);
});
afterAll(() => ctx.close());

async function getFolders(caller: TestUser = admin): Promise<PromptFolder[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/prompts', headers: caller.authorization });
  expect(res.statusCode).toBe(200);
  return (res.json() as { folders: PromptFolder[] }).folders;
}

function save(payload: NonNullable<InjectOptions['payload']>, caller: TestUser = admin) {
  return ctx.app.inject({ method: 'POST', url: '/api/prompts', headers: caller.authorization, payload });
}

async function storedRow(folder: string, name: string) {
  const [row] = await ctx.app.db
    .select()
    .from(prompts)
    .where(and(eq(prompts.folder, folder), eq(prompts.name, name)));
  return row;
}

/** A second app on the same database: what a restart does. */
async function restart() {
  const app = await buildApp({ config: ctx.config, database: ctx.database });
  await app.ready();
  await app.close();
}

describe('GET /api/prompts', () => {
  // The plan folder (the plan's own four sections) comes before the review.
  it('should list the six folders in stage order, then the plan and the review, with the seeded templates in version order', async () => {
    const folders = await getFolders();
    expect(folders.map((f) => f.name)).toEqual([...STAGE_SLUGS, 'plan', 'review']);
    expect(folders.find((f) => f.name === 'plan')?.prompts.map((p) => p.name)).toEqual([
      '8.1.1.md',
      '8.2.1.md',
      '8.3.1.md',
      '8.4.1.md',
    ]);
    expect(folders.find((f) => f.name === 'review')?.prompts.map((p) => p.name)).toEqual(['7.1.1.md']);
    expect(folders.find((f) => f.name === 'idea')?.prompts.map((p) => p.name)).toEqual([
      '1.1.2.md',
      '1.1.4.md',
      '1.2.2.md',
      '1.1.1.md', // the facts proposal, after the spec's versions
    ]);
    expect(folders.find((f) => f.name === 'budgeting')?.prompts.map((p) => p.name)).toEqual([
      'budgeting.md',
      '5.2.1.md', // the forecast's assumptions
    ]);
    const all = folders.flatMap((f) => f.prompts.map((p) => ({ folder: f.name, ...p })));
    const files = ALL_PROMPT_VERSION_NAMES.map(promptFile).map((f) => `${f.folder}/${f.name}`);
    const afterIdea = files.findLastIndex((f) => f.startsWith('idea/')) + 1;
    expect(all.map((p) => `${p.folder}/${p.name}`)).toEqual([
      ...files.slice(0, afterIdea),
      'idea/1.1.1.md',
      ...files.slice(afterIdea),
      'review/7.1.1.md',
    ]);
    for (const prompt of all) expect(prompt.data).toBe(fileText(prompt.folder, prompt.name));
  });

  it('should record the seeded text as a revision saved by nobody', async () => {
    const revisions = await listRevisions(ctx.app.db, 'uvp', '3.1.1.md');
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ savedBy: null, data: fileText('uvp', '3.1.1.md') });
  });
});

describe('POST /api/prompts', () => {
  it('should save an admin edit, keep every saved version with who and when, and answer folder and prompt', async () => {
    const first = 'Summarise {{initialIdea}} in one sentence.';
    const second = 'Summarise {{initialIdea}} in two sentences.';
    let res = await save({ folder: 'idea', name: '1.1.2.md', data: first });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ folder: 'idea', prompt: { name: '1.1.2.md', data: first } });
    res = await save({ folder: 'idea', name: '1.1.2.md', data: second });
    expect(res.statusCode).toBe(200);

    const folders = await getFolders();
    expect(folders.find((f) => f.name === 'idea')?.prompts[0]).toEqual({ name: '1.1.2.md', data: second });
    expect(await storedRow('idea', '1.1.2.md')).toMatchObject({
      edited: true,
      updatedBy: admin.uid,
      data: second,
    });
    const revisions = await listRevisions(ctx.app.db, 'idea', '1.1.2.md');
    expect(revisions.map((r) => [r.data, r.savedBy])).toEqual([
      [fileText('idea', '1.1.2.md'), null],
      [first, admin.uid],
      [second, admin.uid],
    ]);
    expect(revisions.every((r) => r.savedAt instanceof Date)).toBe(true);
  });

  it('should let an admin edit a template of the plan folder with the plan’s keywords', async () => {
    const data = 'List the milestones of {{refinedSMARTGoals}} and {{refinedLaunchPlan}} for {{founders}}.';
    const res = await save({ folder: 'plan', name: '8.3.1.md', data });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ folder: 'plan', prompt: { name: '8.3.1.md', data } });
    expect(await storedRow('plan', '8.3.1.md')).toMatchObject({ edited: true, data });
    const wrong = await save({ folder: 'plan', name: '1.1.2.md', data });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'plan has no prompt 1.1.2.md. Its prompts are: 8.1.1.md, 8.2.1.md, 8.3.1.md, 8.4.1.md.',
    );
  });

  it('should not overwrite an admin edit when the app restarts, but update unedited stale templates', async () => {
    const edited = 'Ask five questions about {{refinedBusinessIdea}}.';
    expect((await save({ folder: 'idea', name: '1.1.4.md', data: edited })).statusCode).toBe(200);
    // An unedited row holding an older file version is brought up to date on restart.
    await ctx.app.db
      .update(prompts)
      .set({ data: 'An older version of the file' })
      .where(and(eq(prompts.folder, 'uvp'), eq(prompts.name, '3.2.1.md')));

    await restart();

    expect(await storedRow('idea', '1.1.4.md')).toMatchObject({ data: edited, edited: true });
    expect(await storedRow('uvp', '3.2.1.md')).toMatchObject({
      data: fileText('uvp', '3.2.1.md'),
      edited: false,
    });
    const revisions = await listRevisions(ctx.app.db, 'uvp', '3.2.1.md');
    expect(revisions.map((r) => r.savedBy)).toEqual([null, null]);
    expect((await listRevisions(ctx.app.db, 'idea', '1.1.4.md')).at(-1)?.data).toBe(edited);
  });

  it('should write nothing on a restart when nothing changed', async () => {
    const before = await listRevisions(ctx.app.db, 'go-to-market', '6.2.1.md');
    await restart();
    expect(await listRevisions(ctx.app.db, 'go-to-market', '6.2.1.md')).toEqual(before);
  });

  it('should reject an unknown placeholder with a clear message and change nothing', async () => {
    const before = await storedRow('uvp', '3.1.1.md');
    const res = await save({
      folder: 'uvp',
      name: '3.1.1.md',
      data: 'Use {{initialIdea}} and {{customerName}} and {{budget}}.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalid-argument', status: 'INVALID_ARGUMENT' } });
    expect(res.json().error.message).toContain('Unknown placeholders: {{customerName}}, {{budget}}');
    expect(await storedRow('uvp', '3.1.1.md')).toEqual(before);
  });

  it('should reject a file that is not one of the folder’s templates', async () => {
    for (const payload of [
      { folder: 'idea', name: '9.9.9.md', data: 'New version' },
      { folder: 'uvp', name: '1.1.2.md', data: 'Wrong folder' },
    ]) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid-argument');
    }
    const res = await save({ folder: 'idea', name: '9.9.9.md', data: 'New version' });
    expect(res.json().error.message).toBe(
      'idea has no prompt 9.9.9.md. Its prompts are: 1.1.2.md, 1.1.4.md, 1.2.2.md, 1.1.1.md.',
    );
    expect(await storedRow('idea', '9.9.9.md')).toBeUndefined();
  });

  it('should reject an unknown folder, a bad name, an empty text and unknown fields', async () => {
    for (const payload of [
      { folder: 'marketing', name: '1.1.2.md', data: 'x' },
      { folder: 'idea', name: '../1.1.2.md', data: 'x' },
      { folder: 'idea', name: '1.1.2.md', data: '   ' },
      { folder: 'idea', name: '1.1.2.md', data: 'x', edited: false },
      { folder: 'idea', name: '1.1.2.md', data: 'x'.repeat(20_001) },
    ]) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
  });
});

describe('prompts routes authorization', () => {
  const routes = [
    { method: 'GET', url: '/api/prompts' },
    {
      method: 'POST',
      url: '/api/prompts',
      payload: { folder: 'idea', name: '1.2.2.md', data: 'Taken over {{geoMarket}}' },
    },
  ] as const;

  it('should answer 401 without a token', async () => {
    for (const route of routes) {
      const res = await ctx.app.inject(route);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('should answer 403 permission-denied to a signed-in user who is not a platform admin and change nothing', async () => {
    for (const route of routes) {
      const res = await ctx.app.inject({ ...route, headers: user.authorization });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: {
          code: 'permission-denied',
          status: 'PERMISSION_DENIED',
          message: 'Only platform admins may do this.',
        },
      });
    }
    expect((await storedRow('idea', '1.2.2.md'))?.data).toBe(fileText('idea', '1.2.2.md'));
  });

  it('should let a platform admin use both routes', async () => {
    for (const route of routes) {
      const res = await ctx.app.inject({ ...route, headers: admin.authorization });
      expect(res.statusCode).toBe(200);
    }
  });
});
