import { describe, expect, it } from 'vitest';

import {
  BOARD_VERSION_HEADER,
  BoardIdParamsSchema,
  BoardReadHeadersSchema,
  CreateBoardDataSchema,
} from './boards.js';
import { callableRequest, callableResponse } from './functions.js';

describe('CreateBoardDataSchema', () => {
  it('should take an optional trimmed title wrapped as callable data', () => {
    const schema = callableRequest(CreateBoardDataSchema);
    expect(schema.parse({ data: {} })).toEqual({ data: {} });
    expect(schema.parse({ data: { title: '  Cafe ' } })).toEqual({ data: { title: 'Cafe' } });
    expect(schema.safeParse({ data: { title: '' } }).error?.issues[0]?.message).toBe(
      'Board name cannot be empty',
    );
    expect(schema.safeParse({ title: 'Cafe' }).success).toBe(false);
    expect(schema.safeParse({ data: {}, extra: 1 }).success).toBe(false);
  });

  it('should answer wrapped as result', () => {
    expect(callableResponse(CreateBoardDataSchema).parse({ result: { title: 'x' } })).toEqual({
      result: { title: 'x' },
    });
  });
});

describe('BoardIdParamsSchema', () => {
  it('should need a UUID', () => {
    expect(BoardIdParamsSchema.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe(
      'Board id must be a UUID',
    );
    expect(BoardIdParamsSchema.safeParse({ id: '0b6f7a3e-8d1c-4f3a-9b2e-5c4d3e2f1a0b' }).success).toBe(true);
  });
});

describe('BoardReadHeadersSchema', () => {
  it('should take an optional positive whole version and keep every other header', () => {
    expect(BoardReadHeadersSchema.parse({ authorization: 'Bearer x' })).toEqual({
      authorization: 'Bearer x',
    });
    expect(BoardReadHeadersSchema.parse({ [BOARD_VERSION_HEADER]: '7', accept: '*/*' })).toEqual({
      [BOARD_VERSION_HEADER]: 7,
      accept: '*/*',
    });
    const message = (value: string) =>
      BoardReadHeadersSchema.safeParse({ [BOARD_VERSION_HEADER]: value }).error?.issues[0]?.message;
    expect(message('0')).toBe('Board version must be at least 1');
    expect(message('1.5')).toBe('Board version must be a whole number');
    expect(message('abc')).toBe('Board version must be a whole number');
    expect(message('99999999999')).toBe('Board version is too large');
  });
});
