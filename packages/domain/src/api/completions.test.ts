import { describe, expect, it } from 'vitest';

import { KEYWORDS } from '../keywords.js';
import {
  COMPLETION_EVENTS,
  CompletionInputsSchema,
  CompletionRequestSchema,
  CompletionStreamEventSchema,
} from './completions.js';

const BOARD_ID = '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b';

describe('CompletionRequestSchema', () => {
  it('should accept a prompt version, a board id and keyword fields', () => {
    const request = {
      promptVersion: '2.3.1',
      boardId: BOARD_ID,
      chosenTargetGroup: 'Students',
      marketSegmentationMatrix: { columns: ['Group'], rows: [['Students']] },
    };
    expect(CompletionRequestSchema.parse(request)).toEqual(request);
  });

  // The cover's company name and founders are keywords the cover form saves, never sent.
  it('should carry exactly the keyword fields of the stages', () => {
    const sent = KEYWORDS.filter((k) => k.stage !== null).map((k) => k.name);
    expect(Object.keys(CompletionInputsSchema.shape).sort()).toEqual(sent.sort());
    expect(sent).toContain('refinedLaunchPlan');
    expect(sent).not.toContain('founders');
  });

  it('should reject unknown versions, bad board ids and fields that are not keywords', () => {
    expect(CompletionRequestSchema.safeParse({ promptVersion: '9.9.9', boardId: BOARD_ID }).success).toBe(
      false,
    );
    expect(
      CompletionRequestSchema.safeParse({ promptVersion: '1.1.2', boardId: 'x' }).error?.issues[0]?.message,
    ).toBe('boardId must be a UUID');
    expect(
      CompletionRequestSchema.safeParse({ promptVersion: '1.1.2', boardId: BOARD_ID, businessIdea: 'x' })
        .success,
    ).toBe(false);
    expect(
      CompletionRequestSchema.safeParse({
        promptVersion: '2.3.1',
        boardId: BOARD_ID,
        marketSegmentationMatrix: { columns: ['A', 'B'], rows: [['1']] },
      }).success,
    ).toBe(false);
  });

  it('should stream delta, done and error events', () => {
    expect(COMPLETION_EVENTS).toEqual(['delta', 'done', 'error']);
  });
});

describe('CompletionStreamEventSchema', () => {
  it('should read each event by its name', () => {
    expect(CompletionStreamEventSchema.parse({ event: 'delta', data: { text: 'Hel' } })).toEqual({
      event: 'delta',
      data: { text: 'Hel' },
    });
    const error = {
      error: { status: 'RESOURCE_EXHAUSTED', code: 'resource-exhausted', message: 'Slow down.' },
    };
    expect(CompletionStreamEventSchema.parse({ event: 'error', data: error })).toEqual({
      event: 'error',
      data: error,
    });
  });

  it('should refuse an event whose data does not fit its name', () => {
    expect(CompletionStreamEventSchema.safeParse({ event: 'delta', data: { completion: 'x' } }).success).toBe(
      false,
    );
    expect(CompletionStreamEventSchema.safeParse({ event: 'done', data: { text: 'x' } }).success).toBe(false);
    expect(
      CompletionStreamEventSchema.safeParse({
        event: 'error',
        data: { error: { code: 'nope', message: 'x' } },
      }).success,
    ).toBe(false);
    expect(CompletionStreamEventSchema.safeParse({ event: 'message', data: { text: 'x' } }).success).toBe(
      false,
    );
  });
});
