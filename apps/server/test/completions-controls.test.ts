import { describe, expect, it } from 'vitest';

import { complete, readBoard, useProviderSuite } from './completions-helpers.js';
import { startFakeOpenAI } from './support/fake-openai.js';

describe('POST /api/:stage/completion when the model answers invisible control characters', () => {
  const { s, idea } = useProviderSuite(startFakeOpenAI, {
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
  });

  it('should store a text without them, as a person’s text is stored', async () => {
    s.fake.enqueue({ kind: 'text', text: 'A bakery\u0001 for\ufffe offices\u0000.\nSecond line' });
    const res = await complete(s.ctx, s.owner, 'idea', idea('A bakery for offices.'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBoard(s.ctx, s.owner, s.board.id)).ideaData.businessIdea).toBe(
      'A bakery for offices.\nSecond line',
    );
  });

  it('should store a table without them, escaped or not', async () => {
    const table = JSON.stringify({ columns: ['Name', 'Detail'], rows: [['A\u0001B', 'C\uffffD\u0000']] });
    s.fake.enqueue({ kind: 'text', text: table.replace('B', '\u0002B') });
    const res = await complete(s.ctx, s.owner, 'target-audience', {
      promptVersion: '2.2.1',
      boardId: s.board.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBoard(s.ctx, s.owner, s.board.id)).targetAudienceData.marketSegmentationMatrix).toEqual(
      {
        columns: ['Name', 'Detail'],
        rows: [['AB', 'CD']],
      },
    );
  });
});
