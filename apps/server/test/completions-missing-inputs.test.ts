import type { AnyPromptVersion } from '@planner/domain';
import { ALL_PROMPT_VERSION_NAMES, completionTarget, missingInputsMessage } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '100', AI_REQUESTS_PER_MINUTE: '10000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

/** Every version a completion route runs: the six stages' steps and the plan's own sections. */
const VERSIONS = ALL_PROMPT_VERSION_NAMES.map((v) => [v, completionTarget(v).title] as const);

async function refusal(version: AnyPromptVersion) {
  const board = await createBoard(ctx, owner);
  const res = await complete(ctx, owner, completionTarget(version).route, {
    promptVersion: version,
    boardId: board.id,
  });
  expect(res.statusCode, res.body).toBe(400);
  // Nothing was stored.
  expect(await readBoard(ctx, owner, board.id)).toEqual(board);
  return res.json().error as { code: string; message: string; details: { missing: string[] } };
}

describe('the missing-input message agrees with what is drafted (issue: plan polish, item 1)', () => {
  it.each(VERSIONS)('should answer %s (%s) on an empty board with a sentence in number', async (version) => {
    const { inputs, required } = completionTarget(version);
    const error = await refusal(version);
    expect(error.code).toBe('failed-precondition');
    expect(error.details.missing).toEqual(inputs.slice(0, required));
    expect(error.message).toBe(missingInputsMessage(version, inputs.slice(0, required)));
  });

  it('should write the plural plan sections with "are"', async () => {
    expect((await refusal('8.3.1')).message).toBe(
      'Fill in the SMART goals first: the milestones are drafted from it.',
    );
    expect((await refusal('8.4.1')).message).toBe(
      'Fill in the business idea first: the risks and mitigations are drafted from it.',
    );
    expect((await refusal('8.1.1')).message).toBe(
      'Fill in the business idea first: the company and team are drafted from it.',
    );
    expect((await refusal('8.2.1')).message).toBe(
      'Fill in the unique value proposition first: the competition is drafted from it.',
    );
  });

  it('should keep the singular steps as they were and write the plural ones with "are"', async () => {
    expect((await refusal('1.1.2')).message).toBe(
      'Fill in the initial idea first: the business idea is drafted from it.',
    );
    expect((await refusal('2.1.1')).message).toBe(
      'Fill in the business idea first: the target groups are drafted from it.',
    );
    expect((await refusal('4.3.1')).message).toBe(
      'Fill in the revenue streams first: the SMART goals are drafted from it.',
    );
  });
});
