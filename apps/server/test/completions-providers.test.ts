import { CompletionResponseSchema } from '@planner/domain';
import { describe, expect, it } from 'vitest';

import { complete, fetchCompletion, parseSse, readBoard, useProviderSuite } from './completions-helpers.js';
import { FAKE_TABLE, FAKE_TEXT, MARKERS, startFakeOpenAI } from './support/fake-openai.js';

// Above the SDK's 2 s back-off before retrying a network error, so that retry fits in the deadline.
const TIMEOUT_MS = 3000;
const UNREADABLE = 'The AI returned a table we could not read. Please try again.';

describe.each(['openai-compatible', 'openai'] as const)(
  'POST /api/:stage/completion with AI_PROVIDER=%s',
  (provider) => {
    const { s, idea, expectUnchangedAndServing } = useProviderSuite(startFakeOpenAI, {
      AI_PROVIDER: provider,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    });

    it('should store the model answer and send the template as system message, the user text only as user message', async () => {
      const res = await complete(s.ctx, s.owner, 'idea', idea('Dog walking for office workers in Oslo.'));
      expect(res.statusCode, res.body).toBe(200);
      const body = CompletionResponseSchema.parse(res.json());
      expect(body).toMatchObject({ completion: FAKE_TEXT, source: 'ai' });
      expect((await readBoard(s.ctx, s.owner, s.board.id)).ideaData).toMatchObject({
        initialIdea: 'Dog walking for office workers in Oslo.',
        businessIdea: FAKE_TEXT,
      });
      expect(s.fake.requests).toHaveLength(1);
      const [sent] = s.fake.requests;
      expect(sent?.model).toBe('fake-model');
      expect(sent?.stream).toBe(true);
      expect(sent?.authorization).toBe('Bearer test-key');
      expect(sent?.system).toContain('You are an experienced startup coach');
      expect(sent?.system).toContain('<initialIdea>');
      expect(sent?.system).not.toContain('Dog walking');
      // The Idea step's two answers and the confirmed facts travel too; a board without them says so instead of guessing.
      expect(sent?.user).toBe(
        [
          '<initialIdea>\nDog walking for office workers in Oslo.\n</initialIdea>',
          '<offerKind>\n(not provided)\n</offerKind>',
          '<customerKind>\n(not provided)\n</customerKind>',
          ...['offer', 'customer', 'payer', 'place', 'prices', 'team'].map(
            (fact) => `<${fact}>\n(not provided)\n</${fact}>`,
          ),
        ].join('\n\n'),
      );
      expect(sent?.body.max_tokens ?? sent?.body.max_completion_tokens).toBe(500);
    });

    it('should send the Idea step’s answers, stored on the board, to the model with their labels and the rule to follow them', async () => {
      const patched = await s.ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${s.board.id}`,
        headers: s.owner.authorization,
        payload: { ideaData: { offerKind: 'service', customerKind: 'public' } },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const res = await complete(s.ctx, s.owner, 'target-audience', {
        promptVersion: '2.1.1',
        boardId: s.board.id,
        refinedBusinessIdea: 'Mobile bicycle repairs for town councils in Ghent.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [sent] = s.fake.requests;
      expect(sent?.user).toContain('<offerKind>\na service done for the customer\n</offerKind>');
      expect(sent?.user).toContain('<customerKind>\npublic bodies\n</customerKind>');
      expect(sent?.system).toContain(
        "What the business sells is the founder's answer in <offerKind>, and who pays is their answer in <customerKind>.",
      );
      expect(sent?.system).not.toContain('public bodies');
    });

    it('should store who wrote the draft with the board: this provider and model, and the user once they edit it', async () => {
      await complete(s.ctx, s.owner, 'idea', idea('Coffee beans for offices in Lyon.'));
      const drafted = await readBoard(s.ctx, s.owner, s.board.id);
      expect(drafted.draftSources).toMatchObject({
        'ideaData.initialIdea': { kind: 'user' },
        'ideaData.businessIdea': { kind: 'ai', provider, model: 'fake-model' },
      });
      await s.ctx.app.inject({
        method: 'PATCH',
        url: `/api/boards/${s.board.id}`,
        headers: s.owner.authorization,
        payload: { ideaData: { businessIdea: 'My own words.' } },
      });
      expect((await readBoard(s.ctx, s.owner, s.board.id)).draftSources['ideaData.businessIdea']).toEqual({
        kind: 'user',
      });
    });

    it('should stream the model answer as SSE deltas, then done', async () => {
      const res = await fetchCompletion(s.base, s.owner, 'idea', idea(`Slow but fine ${MARKERS.slow}`));
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      const events = parseSse(await res.text());
      const done = events.at(-1);
      if (done?.event !== 'done') throw new Error(`expected done, got ${JSON.stringify(done)}`);
      const text = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
      expect(text).toBe(FAKE_TEXT);
      expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
      expect(done.data).toMatchObject({ completion: FAKE_TEXT, source: 'ai' });
      expect((await readBoard(s.ctx, s.owner, s.board.id)).ideaData.businessIdea).toBe(FAKE_TEXT);
    });

    it('should validate and store a table answer, repairing a fenced one', async () => {
      const plain = await complete(s.ctx, s.owner, 'target-audience', {
        promptVersion: '2.2.1',
        boardId: s.board.id,
      });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(JSON.parse(plain.json().completion)).toEqual(FAKE_TABLE);
      const fenced = await complete(s.ctx, s.owner, 'business-model', {
        promptVersion: '4.2.3',
        boardId: s.board.id,
        refinedRevenueStreams: `Subscriptions ${MARKERS.fenced}`,
      });
      expect(fenced.statusCode, fenced.body).toBe(200);
      expect(s.fake.requests).toHaveLength(2);
      const stored = await readBoard(s.ctx, s.owner, s.board.id);
      expect(stored.targetAudienceData.marketSegmentationMatrix).toEqual(FAKE_TABLE);
      expect(stored.businessModelData.revenueStreamMatrix).toEqual(FAKE_TABLE);
      // The 4.2.3 draft lands on the step that shows it, in the completion's own write.
      expect(stored.currentStep).toBe('REVIEW_REVENUE_STREAM_MATRIX');
    });

    it('should ask once more when a table cannot be read, and store the second answer', async () => {
      const res = await complete(s.ctx, s.owner, 'budgeting', {
        promptVersion: 'budgeting',
        boardId: s.board.id,
        refinedSMARTGoals: `Grow ${MARKERS.malformedOnce}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(s.fake.requests).toHaveLength(2);
      expect((await readBoard(s.ctx, s.owner, s.board.id)).budgetingData.budget).toEqual({
        Name: ['Students', 'Parents'],
        Detail: ['Short on money, plenty of time', 'Short on time'],
      });
    });

    it('should store a drafted budget with First 12 months recomputed from One-off and Monthly, to the cent', async () => {
      // The model's totals are wrong: 2.400 + 12 x 35,50 is 2.826 and 150,10 + 12 x 19,99 is 389,98.
      s.fake.enqueue({
        kind: 'text',
        text: JSON.stringify({
          columns: ['Item', 'One-off (EUR)', 'Monthly (EUR)', 'First 12 months (EUR)'],
          rows: [
            ['Cargo bike', '2.400,00', '35,50', '2.800'],
            ['Website', '150,10', '19,99', 0],
          ],
        }),
      });
      const res = await complete(s.ctx, s.owner, 'budgeting', {
        promptVersion: 'budgeting',
        boardId: s.board.id,
        refinedSMARTGoals: 'Deliver 200 boxes a week by the end of the first year.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = {
        Item: ['Cargo bike', 'Website'],
        'One-off (EUR)': ['2.400,00', '150,10'],
        'Monthly (EUR)': ['35,50', '19,99'],
        'First 12 months (EUR)': [2826, 389.98],
      };
      expect((await readBoard(s.ctx, s.owner, s.board.id)).budgetingData.budget).toEqual(expected);
      // The draft the client shows is the stored one.
      expect(JSON.parse(res.json<{ completion: string }>().completion)).toEqual({
        columns: Object.keys(expected),
        rows: [
          ['Cargo bike', '2.400,00', '35,50', 2826],
          ['Website', '150,10', '19,99', 389.98],
        ],
      });
    });

    it('should answer the documented error when the table is unreadable twice, s.board unchanged', async () => {
      const res = await complete(s.ctx, s.owner, 'target-audience', {
        promptVersion: '2.2.1',
        boardId: s.board.id,
        refinedTargetGroups: `Parents ${MARKERS.malformed}`,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { status: 'UNAVAILABLE', code: 'unavailable', message: UNREADABLE },
      });
      expect(s.fake.requests).toHaveLength(2);
      await expectUnchangedAndServing();
    });

    it('should answer 504 deadline-exceeded when the provider hangs past the time-out', async () => {
      const started = Date.now();
      const res = await complete(s.ctx, s.owner, 'idea', idea(`Hang ${MARKERS.hang}`));
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({
        error: {
          status: 'DEADLINE_EXCEEDED',
          code: 'deadline-exceeded',
          message: 'The AI provider did not answer within 3 seconds.',
        },
      });
      await expectUnchangedAndServing();
    });

    it('should retry after a 429 and succeed', async () => {
      const res = await complete(s.ctx, s.owner, 'idea', idea(`Busy ${MARKERS.rateLimitedOnce}`));
      expect(res.statusCode, res.body).toBe(200);
      expect(s.fake.requests).toHaveLength(2);
    });

    it('should retry after a dropped connection and succeed', async () => {
      const res = await complete(s.ctx, s.owner, 'idea', idea(`Flaky ${MARKERS.dropOnce}`));
      expect(res.statusCode, res.body).toBe(200);
      expect(s.fake.requests).toHaveLength(2);
    });

    it('should answer 503 after retrying a 500, s.board unchanged', async () => {
      const res = await complete(s.ctx, s.owner, 'idea', idea(`Broken ${MARKERS.serverError}`));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        status: 'UNAVAILABLE',
        code: 'unavailable',
        message: 'The AI provider failed: it answered HTTP 500 (after 3 attempts).',
      });
      expect(s.fake.requests).toHaveLength(3);
      await expectUnchangedAndServing();
    });

    it('should not retry a 400 from the provider', async () => {
      const res = await complete(s.ctx, s.owner, 'idea', idea(`Refused ${MARKERS.badRequest}`));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('The AI provider failed: it answered HTTP 400.');
      expect(s.fake.requests).toHaveLength(1);
    });

    it('should send an SSE error event when the connection resets mid-stream, s.board unchanged', async () => {
      const res = await fetchCompletion(s.base, s.owner, 'idea', idea(`Reset ${MARKERS.reset}`));
      const events = parseSse(await res.text());
      expect(events.some((e) => e.event === 'delta')).toBe(true);
      const last = events.at(-1);
      expect(last?.event).toBe('error');
      expect(last?.data).toEqual({
        error: {
          status: 'UNAVAILABLE',
          code: 'unavailable',
          message: 'The AI provider failed: the connection was reset.',
        },
      });
      const json = await complete(s.ctx, s.owner, 'idea', idea(`Reset ${MARKERS.reset}`));
      expect(json.statusCode).toBe(503);
      await expectUnchangedAndServing();
    });

    it('should store nothing when a JSON client goes away before the answer', async () => {
      const controller = new AbortController();
      const pending = fetchCompletion(s.base, s.owner, 'idea', idea(`Leaving early ${MARKERS.slow}`), {
        stream: false,
        signal: controller.signal,
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      controller.abort();
      await expect(pending).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(s.fake.requests).toHaveLength(1);
      expect(await readBoard(s.ctx, s.owner, s.board.id)).toEqual(s.board);
      await expectUnchangedAndServing();
    });

    it('should store nothing when the client goes away mid-stream', async () => {
      const controller = new AbortController();
      const res = await fetchCompletion(s.base, s.owner, 'idea', idea(`Leaving ${MARKERS.slow}`), {
        signal: controller.signal,
      });
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain('event: delta');
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await readBoard(s.ctx, s.owner, s.board.id)).toEqual(s.board);
      await expectUnchangedAndServing();
    });
  },
);
