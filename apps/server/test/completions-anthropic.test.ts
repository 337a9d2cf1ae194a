import { createAnthropic } from '@ai-sdk/anthropic';
import { CompletionResponseSchema } from '@planner/domain';
import { generateText } from 'ai';
import { describe, expect, it } from 'vitest';

import { complete, fetchCompletion, parseSse, readBoard, useProviderSuite } from './completions-helpers.js';
import { ANTHROPIC_MARKERS, startFakeAnthropic } from './support/fake-anthropic.js';
import { FAKE_TABLE, FAKE_TEXT, MARKERS } from './support/fake-openai.js';

const UNREADABLE = 'The AI returned a table we could not read. Please try again.';

describe('POST /api/:stage/completion with AI_PROVIDER=anthropic', () => {
  const { s, idea, expectUnchangedAndServing } = useProviderSuite(startFakeAnthropic, {
    AI_PROVIDER: 'anthropic',
    AI_MODEL: 'claude-fake',
    AI_API_KEY: 'sk-ant-test-key',
    // Room for the SDK's 2 s back-off after an in-stream overloaded_error (it has no retry-after).
    AI_TIMEOUT_MS: '5000',
  });

  it('should store the model answer on the s.board and answer it as JSON', async () => {
    const res = await complete(s.ctx, s.owner, 'idea', idea('Dog walking for office workers in Oslo.'));
    expect(res.statusCode, res.body).toBe(200);
    const body = CompletionResponseSchema.parse(res.json());
    expect(body).toMatchObject({ completion: FAKE_TEXT, source: 'ai' });
    expect(body.board.ideaData.businessIdea).toBe(FAKE_TEXT);
    expect((await readBoard(s.ctx, s.owner, s.board.id)).ideaData).toMatchObject({
      initialIdea: 'Dog walking for office workers in Oslo.',
      businessIdea: FAKE_TEXT,
    });
    expect(s.fake.requests).toHaveLength(1);
  });

  it('should send the template in system and only the user text in messages', async () => {
    const res = await complete(s.ctx, s.owner, 'idea', idea('Dog walking for office workers in Oslo.'));
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = s.fake.requests;
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.model).toBe('claude-fake');
    expect(sent?.stream).toBe(true);
    expect(sent?.body.max_tokens).toBe(500);
    expect(sent?.system).toContain('You are an experienced startup coach');
    expect(sent?.system).toContain('<initialIdea>');
    expect(sent?.system).not.toContain('Dog walking');
    const messages = sent?.body.messages as { role: string }[];
    expect(messages.map((m) => m.role)).toEqual(['user']);
    // The Idea step's two answers travel too ("(not provided)" on a board without them).
    expect(sent?.user).toBe(
      [
        '<initialIdea>\nDog walking for office workers in Oslo.\n</initialIdea>',
        '<offerKind>\n(not provided)\n</offerKind>',
        '<customerKind>\n(not provided)\n</customerKind>',
      ].join('\n\n'),
    );
  });

  it('should send the API key as x-api-key with an anthropic-version header, not as a bearer token', async () => {
    const res = await complete(s.ctx, s.owner, 'idea', idea('Dog walking for office workers in Oslo.'));
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = s.fake.requests;
    expect(sent?.apiKey).toBe('sk-ant-test-key');
    expect(sent?.anthropicVersion).toBe('2023-06-01');
    expect(sent?.authorization).toBeUndefined();
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

  it('should validate and store a table answer', async () => {
    const res = await complete(s.ctx, s.owner, 'target-audience', {
      promptVersion: '2.2.1',
      boardId: s.board.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.json().completion)).toEqual(FAKE_TABLE);
    expect((await readBoard(s.ctx, s.owner, s.board.id)).targetAudienceData.marketSegmentationMatrix).toEqual(
      FAKE_TABLE,
    );
  });

  it('should retry after a 429 rate_limit_error and succeed', async () => {
    const res = await complete(s.ctx, s.owner, 'idea', idea(`Busy ${MARKERS.rateLimitedOnce}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completion).toBe(FAKE_TEXT);
    expect(s.fake.requests).toHaveLength(2);
  });

  it('should retry an overloaded_error sent as the first stream event and succeed', async () => {
    const res = await complete(
      s.ctx,
      s.owner,
      'idea',
      idea(`Busy ${ANTHROPIC_MARKERS.overloadedStreamOnce}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completion).toBe(FAKE_TEXT);
    expect(s.fake.requests).toHaveLength(2);
  });

  it.each([
    [500, 'api_error', MARKERS.serverError],
    [529, 'overloaded_error', ANTHROPIC_MARKERS.overloaded],
  ])('should answer 503 after retrying a %i %s, s.board unchanged', async (status, _type, marker) => {
    const res = await complete(s.ctx, s.owner, 'idea', idea(`Broken ${marker}`));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        status: 'UNAVAILABLE',
        code: 'unavailable',
        message: `The AI provider failed: it answered HTTP ${status} (after 3 attempts).`,
      },
    });
    expect(s.fake.requests).toHaveLength(3);
    await expectUnchangedAndServing();
  });

  it('should not retry a 400 invalid_request_error', async () => {
    const res = await complete(s.ctx, s.owner, 'idea', idea(`Refused ${MARKERS.badRequest}`));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('The AI provider failed: it answered HTTP 400.');
    expect(s.fake.requests).toHaveLength(1);
  });

  it('should send an SSE error event when the stream reports overloaded mid-answer, s.board unchanged', async () => {
    const res = await fetchCompletion(
      s.base,
      s.owner,
      'idea',
      idea(`Cut ${ANTHROPIC_MARKERS.overloadedMidStream}`),
    );
    const events = parseSse(await res.text());
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect(last?.data).toEqual({
      error: {
        status: 'UNAVAILABLE',
        code: 'unavailable',
        message: 'The AI provider failed: it is overloaded.',
      },
    });
    expect(s.fake.requests).toHaveLength(1);
    await expectUnchangedAndServing();
  });

  it('should answer the documented error when a table answer is unreadable twice, s.board unchanged', async () => {
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
});

describe('fake-anthropic', () => {
  it('should answer a non-streaming request in the format the Anthropic SDK reads', async () => {
    const fake = await startFakeAnthropic();
    try {
      const anthropic = createAnthropic({ apiKey: 'sk-ant-test-key', baseURL: fake.url });
      const result = await generateText({
        model: anthropic('claude-fake'),
        system: 'Be brief.',
        prompt: 'Hi',
        maxOutputTokens: 100,
      });
      expect(result.text).toBe(FAKE_TEXT);
      expect(result.finishReason).toBe('stop');
      expect(result.usage.outputTokens).toBe(Math.ceil(FAKE_TEXT.length / 4));
      expect(fake.requests[0]).toMatchObject({ stream: false, system: 'Be brief.', user: 'Hi' });
      expect(fake.requests[0]?.body.max_tokens).toBe(100);
    } finally {
      await fake.close();
    }
  });
});
