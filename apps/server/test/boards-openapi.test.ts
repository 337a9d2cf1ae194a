import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';

interface Operation {
  requestBody?: {
    content: Record<
      string,
      { schema: { description?: string; properties?: Record<string, { description?: string }> } }
    >;
  };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;
beforeAll(async () => {
  ctx = await buildTestApp();
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

const errorBody = (op: Operation, status: string) =>
  op.responses[status]?.content?.['application/json']?.schema;

describe('GET /api/docs/json', () => {
  it('should document the boards and prompts routes', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/functions/createBoard',
        '/api/boards',
        '/api/boards/{id}',
        '/api/prompts',
      ]),
    );
  });

  it('should document DELETE /boards/{id} as 204 without a body, and every 204 so', () => {
    const remove = doc.paths['/api/boards/{id}']!.delete!;
    expect(Object.keys(remove.responses)).toContain('204');
    expect(Object.keys(remove.responses)).not.toContain('200');
    const noContent = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) => (op.responses['204'] ? [op.responses['204']] : [])),
    );
    expect(noContent.length).toBeGreaterThanOrEqual(5);
    for (const response of noContent) expect(response.content).toBeUndefined();
  });

  it('should document PATCH /boards/{id} answering 400, 401, 403, 404 and 500 with the error body', () => {
    const patch = doc.paths['/api/boards/{id}']!.patch!;
    for (const status of ['400', '401', '403', '404', '500']) {
      expect(errorBody(patch, status)).toMatchObject({
        type: 'object',
        required: ['error'],
        properties: { error: { required: ['status', 'code', 'message'] } },
      });
    }
  });

  it('should document 429 on rate-limited routes and a 500 on every /api route', () => {
    expect(errorBody(doc.paths['/api/auth/sign-up']!.post!, '429')).toBeDefined();
    expect(errorBody(doc.paths['/api/idea/completion']!.post!, '429')).toBeDefined();
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) expect(errorBody(op, '500')).toBeDefined();
    }
  });

  it('should describe the refinements: non-empty patch, matrix rows, version of the stage', () => {
    const text = JSON.stringify(doc);
    expect(
      doc.paths['/api/boards/{id}']!.patch!.requestBody!.content['application/json']!.schema.description,
    ).toContain('an empty patch is refused');
    expect(text).toContain('at least one row (one per target group)');
    expect(text).toContain('at least one row (one per revenue stream)');
    const completion =
      doc.paths['/api/idea/completion']!.post!.requestBody!.content['application/json']!.schema;
    expect(completion.properties!['promptVersion']!.description).toContain(
      'a version of another stage is refused (400)',
    );
  });
});
