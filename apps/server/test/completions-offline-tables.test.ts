import type { AnyPromptVersion, KeywordValues } from '@planner/domain';
import {
  ALL_PROMPT_VERSION_NAMES,
  CompletionResponseSchema,
  completionTarget,
  ForecastCompletionSchema,
  ForecastDataSchema,
} from '@planner/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { offlineDraft } from '../src/modules/completions/providers/offline/offline-provider.js';
import type { TableFormat } from '../src/modules/completions/table-output.js';
import { parseTableOutput } from '../src/modules/completions/table-output.js';
import { complete, createBoard, readBoard } from './completions-helpers.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';

/** One plain sentence of 225 characters: no list, no comma, no "and" for the engine to split at. */
const PLAIN =
  'Customers pay us a monthly fee for the fresh coffee beans we roast then deliver to small offices every week with a free grinder on loan for as long as the office keeps its subscription going on without any single break in it.';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20', AI_REQUESTS_PER_MINUTE: '1000' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/budgeting/completion (offline) with one plain sentence of revenue streams', () => {
  it('should draft the forecast assumptions and the budget, never the unreadable-table 503', async () => {
    expect(PLAIN).toHaveLength(225);
    const board = await createBoard(ctx, owner, {
      ideaData: { refinedBusinessIdea: 'Fresh coffee for small offices in Berlin.', geoMarket: 'Germany' },
      businessModelData: { refinedRevenueStreams: PLAIN },
    });

    const forecast = await complete(ctx, owner, 'budgeting', { promptVersion: '5.2.1', boardId: board.id });
    expect(forecast.statusCode, forecast.body).toBe(200);
    const body = CompletionResponseSchema.parse(forecast.json());
    const [row] = ForecastCompletionSchema.parse(JSON.parse(body.completion)).rows;
    // The sentence names the stream, shortened at a word to the 120 characters a name may have.
    expect(row?.[0]).toMatch(/^Customers pay us a monthly fee for the fresh coffee beans .*\S…$/);
    expect(row?.[0].length).toBeLessThanOrEqual(120);
    expect(PLAIN.startsWith(row![0].slice(0, -1))).toBe(true);
    const stored = (await readBoard(ctx, owner, board.id)).forecastData;
    expect(ForecastDataSchema.parse(stored).streams.map((s) => s.name)).toEqual([row?.[0]]);

    const budget = await complete(ctx, owner, 'budgeting', { promptVersion: 'budgeting', boardId: board.id });
    expect(budget.statusCode, budget.body).toBe(200);
  });
});

const TABLE_VERSIONS = ALL_PROMPT_VERSION_NAMES.filter((v) => completionTarget(v).format !== 'text');

const WORD = fc.constantFrom(
  'we',
  'sell',
  'a',
  'monthly',
  'subscription',
  'coffee',
  'to',
  'offices',
  'customers',
  'pay',
  'the',
  'team',
  'café',
  'über',
  'licence',
  'per',
  'seat',
  '30 euros',
  '£45',
  '$1,200.50',
  '3 %',
);
/** A sentence of 1 to 600 words, sometimes with the marks the engine splits at, sometimes with none. */
const SENTENCE_ARB = fc
  .tuple(
    fc.array(WORD, { minLength: 1, maxLength: 600 }),
    fc.constantFrom('', ', ', ' and ', ': ', ' - '),
    fc.nat(),
  )
  .map(([words, mark, at]) => {
    const cut = at % words.length;
    return `${[...words.slice(0, cut), ...(mark ? [mark.trim()] : []), ...words.slice(cut)].join(' ')}.`;
  });
/** A list of sentences, as bullets, numbered lines or lines. */
const TEXT_ARB = fc.oneof(
  SENTENCE_ARB,
  fc
    .tuple(fc.array(SENTENCE_ARB, { minLength: 1, maxLength: 8 }), fc.constantFrom('- ', '1. ', '', '* '))
    .map(([lines, marker]) => lines.map((l) => `${marker}${l}`).join('\n')),
  fc.string({ maxLength: 300 }),
);
const VALUES_ARB = fc.record(
  {
    initialIdea: TEXT_ARB,
    refinedBusinessIdea: TEXT_ARB,
    geoMarket: fc.constantFrom('Germany', 'United Kingdom', 'Japan', 'Indonesia', 'Switzerland', ''),
    offerKind: fc.constantFrom('product', 'service', 'software', 'subscription', 'marketplace'),
    customerKind: fc.constantFrom('consumers', 'businesses'),
    refinedTargetGroups: TEXT_ARB,
    chosenTargetGroup: TEXT_ARB,
    refinedUniqueValueProposition: TEXT_ARB,
    refinedKeyPartners: TEXT_ARB,
    refinedRevenueStreams: TEXT_ARB,
    refinedSMARTGoals: TEXT_ARB,
    refinedMarketingChannels: TEXT_ARB,
    companyName: TEXT_ARB,
    founders: TEXT_ARB,
  },
  { requiredKeys: ['refinedRevenueStreams'] },
);

describe('the offline engine’s tables', () => {
  it('should always be tables the completion route reads, whatever the founder wrote', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TABLE_VERSIONS), VALUES_ARB, (version: AnyPromptVersion, values) => {
        const format = completionTarget(version).format as TableFormat;
        const answer = offlineDraft(version, values as KeywordValues);
        expect(parseTableOutput(format, answer), `${version}: ${answer.slice(0, 400)}`).not.toBeNull();
      }),
      { numRuns: 1500 },
    );
  });
});
