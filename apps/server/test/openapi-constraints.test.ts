import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { promptVersionsOf, STAGES } from '@planner/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext } from './helper.js';
import { buildTestApp } from './helper.js';

type Schema = { [key: string]: unknown; properties?: Record<string, Schema> };
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

let ctx: TestContext;
let doc: Document;

beforeAll(async () => {
  ctx = await buildTestApp({ PASSWORD_MIN_LENGTH: '9' });
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
});
afterAll(() => ctx.close());

function body(path: string, method: string): Schema {
  const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`no body for ${method} ${path}`);
  return schema;
}

/** Every schema under `schema` (properties, items, anyOf, ...) named `name`, depth first. */
function propertiesNamed(schema: unknown, name: string): Schema[] {
  if (Array.isArray(schema)) return schema.flatMap((item) => propertiesNamed(item, name));
  if (schema === null || typeof schema !== 'object') return [];
  const found = Object.entries(schema as Schema).flatMap(([key, value]) => [
    ...(key === 'properties' && value && typeof value === 'object' && name in value
      ? [(value as Record<string, Schema>)[name]!]
      : []),
    ...propertiesNamed(value, name),
  ]);
  return found;
}

/** The object schemas among a property's alternatives (a nullable field is `anyOf: [schema, null]`). */
function objectsOf(schema: Schema): Schema[] {
  const options = (schema.anyOf as Schema[] | undefined) ?? [schema];
  return options.filter((option) => option.type === 'object');
}

describe('the OpenAPI document states what the validation checks', () => {
  it('should say a budget has 1 to 12 columns and a matrix at least one row', () => {
    const patch = body('/api/boards/{id}', 'patch');
    const budgets = propertiesNamed(patch, 'budget').flatMap(objectsOf);
    expect(budgets.length).toBeGreaterThan(0);
    for (const budget of budgets) expect(budget).toMatchObject({ minProperties: 1, maxProperties: 12 });
    for (const name of ['marketSegmentationMatrix', 'revenueStreamMatrix']) {
      const matrices = propertiesNamed(patch, name).flatMap(objectsOf);
      expect(matrices.length, name).toBeGreaterThan(0);
      for (const matrix of matrices) expect(matrix.properties?.rows).toMatchObject({ minItems: 1 });
    }
  });

  it('should say a patch changes at least one field, amounts have two decimals, admin emails are unique', () => {
    const patch = body('/api/boards/{id}', 'patch');
    expect(patch).toMatchObject({ minProperties: 1 });
    expect(String(patch.description)).toContain('Nothing to change');
    const forecast = propertiesNamed(patch, 'forecastData').flatMap(objectsOf);
    expect(forecast.length).toBeGreaterThan(0);
    for (const name of ['startingCash', 'price', 'growthPercent']) {
      // A stream's price is an amount; a scenario's `price` is a multiplier, not money.
      const scope = name === 'price' ? forecast.flatMap((f) => propertiesNamed(f, 'streams')) : forecast;
      const amounts = scope.flatMap((f) => propertiesNamed(f, name));
      expect(amounts.length, name).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount, name).toMatchObject({ multipleOf: 0.01 });
    }
    const emails = body('/api/functions/createCompany', 'post');
    expect(propertiesNamed(emails, 'adminEmails')[0]).toMatchObject({ uniqueItems: true, minItems: 1 });
  });

  it('should give a new password the configured minimum length and the maximum', () => {
    expect(body('/api/auth/sign-up', 'post').properties?.password).toMatchObject({
      minLength: 9,
      maxLength: 4096,
    });
    expect(body('/api/auth/action', 'post').properties?.newPassword).toMatchObject({
      minLength: 9,
      maxLength: 4096,
    });
  });

  it("should list only a stage's own prompt versions on its completion route", () => {
    const uvp = body('/api/uvp/completion', 'post').properties?.promptVersion;
    const stage = STAGES.find((s) => s.slug === 'uvp')!.id;
    expect(uvp?.enum).toEqual(promptVersionsOf(stage));
    expect(uvp?.enum).toEqual(['3.1.1', '3.2.1']);
    expect(uvp?.enum).not.toContain('1.1.2');
  });

  it('should say the admin companyId is a UUID', () => {
    for (const path of ['/api/admin/boards', '/api/admin/members', '/api/admin/invites']) {
      const companyId = doc.paths[path]?.get?.parameters?.find((p) => p.name === 'companyId');
      expect(companyId?.schema, path).toMatchObject({ type: 'string', format: 'uuid' });
    }
  });

  it('should document 414 on every operation, and 405, 414 and 431 for the API', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('414');
      }
    }
    expect(doc.info.description).toContain('405 with `Allow`');
    expect(doc.info.description).toContain('longer than 4096 characters answers 414');
    expect(doc.info.description).toContain('answer 431');
  });

  it('should refuse a new password shorter than the configured minimum the document states', async () => {
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'short@example.com', password: '12345678', displayName: 'Short' },
    });
    expect(signUp.statusCode).toBe(400);
  });
});

describe('requests the API does not route', () => {
  it('should answer an unsupported method on a known path 405 with Allow', async () => {
    const trace = await ctx.app.inject({ method: 'TRACE', url: '/api/boards/quota' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    expect(trace.json()).toMatchObject({ error: { code: 'method-not-allowed' } });
    const query = await ctx.app.inject({
      method: 'QUERY' as 'GET',
      url: '/api/boards/0b6c1c7e-4f8a-4d59-9a52-3c0f1e2d4b5a',
    });
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    const health = await ctx.app.inject({ method: 'POST', url: '/api/health' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it('should answer a URL past 4096 characters 414, and headers past 16 KiB 431', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/api/boards?x=${'a'.repeat(4100)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      error: { code: 'uri-too-long', message: 'The URL is too long: at most 4096 characters.' },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/api/boards?x=${'a'.repeat(20_000)}`, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject),
    );
    expect(status).toBe(431);
  });
});
