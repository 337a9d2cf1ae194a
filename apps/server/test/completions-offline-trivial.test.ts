import type { PromptVersion } from '@planner/domain';
import {
  BudgetCompletionSchema,
  CompletionResponseSchema,
  MarketSegmentationMatrixSchema,
  missingInputsMessage,
  PROMPT_VERSION_NAMES,
  promptVersionInfo,
  RevenueStreamMatrixSchema,
  slugFromStage,
} from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '200', AI_REQUESTS_PER_MINUTE: '10000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

/** Single characters as inputs: the offline matrix stays readable (never a 503). */
const TRIVIAL = ['a', '-', '*', '#', '1.', '\u200b'];

const SCHEMAS = {
  'segmentation-matrix': MarketSegmentationMatrixSchema,
  'revenue-matrix': RevenueStreamMatrixSchema,
  budget: BudgetCompletionSchema,
} as const;

const TABLE_VERSIONS = ['2.2.1', '4.2.3', 'budgeting'] as const;

const CASES = PROMPT_VERSION_NAMES.flatMap((version) =>
  TRIVIAL.map((input) => [version, JSON.stringify(input), input] as [PromptVersion, string, string]),
);

describe('offline drafts from inputs of a single character', () => {
  it.each(CASES)(
    'should answer %s with %s as its input 400 failed-precondition naming what to write',
    async (version, _label, input) => {
      const info = promptVersionInfo(version);
      const board = await createBoard(ctx, owner);
      const required = info.inputs.slice(0, info.required);
      const res = await complete(ctx, owner, slugFromStage(info.stage), {
        promptVersion: version,
        boardId: board.id,
        ...Object.fromEntries(required.map((k) => [k, input])),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({
        status: 'INVALID_ARGUMENT',
        code: 'failed-precondition',
        message: missingInputsMessage(version, required),
        details: { missing: required },
      });
      const streamed = await complete(
        ctx,
        owner,
        slugFromStage(info.stage),
        { promptVersion: version, boardId: board.id, ...Object.fromEntries(required.map((k) => [k, input])) },
        { accept: 'text/event-stream' },
      );
      expect(streamed.statusCode).toBe(400);
      expect(streamed.json().error.code).toBe('failed-precondition');
      // Nothing was stored: the board is as it was before the request.
      expect(await readBoard(ctx, owner, board.id)).toEqual(board);
    },
  );

  it.each(TABLE_VERSIONS)(
    'should draft %s as a readable table when only optional inputs are single characters',
    async (version) => {
      const info = promptVersionInfo(version);
      const board = await createBoard(ctx, owner);
      const [first, ...optional] = info.inputs;
      const res = await complete(ctx, owner, slugFromStage(info.stage), {
        promptVersion: version,
        boardId: board.id,
        // The matrix is a table and the Idea step's two answers are choices: none of them is text.
        ...Object.fromEntries(
          optional
            .filter((k) => !['marketSegmentationMatrix', 'offerKind', 'customerKind'].includes(k))
            .map((k) => [k, '-']),
        ),
        [first as string]: '1.\n2.\nOffices in Lyon',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { completion } = CompletionResponseSchema.parse(res.json());
      expect(completion).not.toMatch(/…|"-"|\{\w+\}|undefined|NaN/);
      const table = SCHEMAS[info.format as keyof typeof SCHEMAS].parse(JSON.parse(completion));
      expect(table.rows.length).toBeGreaterThan(0);
      for (const row of table.rows) expect(String(row[0] ?? '')).toMatch(/\p{L}{2}/u);
    },
  );

  it('should draft the matrix from the idea’s candidate groups when no group has words', async () => {
    const board = await createBoard(ctx, owner);
    const res = await complete(ctx, owner, 'target-audience', {
      promptVersion: '2.2.1',
      boardId: board.id,
      refinedTargetGroups: '1.\n2.\n-',
      refinedBusinessIdea:
        'A subscription service delivering locally roasted coffee beans to offices in Lyon',
      // The groups of organisations follow the founder's answer, not the idea's words.
      customerKind: 'businesses',
    });
    expect(res.statusCode, res.body).toBe(200);
    const matrix = MarketSegmentationMatrixSchema.parse(JSON.parse(res.json().completion));
    expect(matrix.rows.map((r) => r[0])).toEqual([
      'Small offices (1-10 people)',
      'Growing offices (10-250 people)',
      'Offices already paying for something similar',
      'Offices close enough to visit in person',
      'Advisers and suppliers who serve offices',
    ]);
  });
});
