import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Board, ForecastData } from '@planner/domain';
import { BoardSchema } from '@planner/domain';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { boards } from '../src/db/schema/boards.js';
import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { PASSWORD, uniqueEmail } from './support/auth-http.js';
import { SUBSCRIPTIONS } from './support/subscriptions-forecast.js';

/** The outside test's cost category: C0 controls, U+FFFE and U+FFFF between the letters. */
const SENT = 'TA\u0001B\u0008C\u000bD\ufffeE\uffffF\u007f\u0085G';
const KEPT = 'TABCDEFG';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ PERSONAL_BOARD_LIMIT: '20' });
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function request(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: owner.authorization, ...(payload ? { payload } : {}) });
}

async function newBoard(): Promise<Board> {
  const created = await request('POST', '/api/functions/createBoard', { data: { title: 'Controls' } });
  return BoardSchema.parse((created.json() as { result: unknown }).result);
}

const withCategory = (category: string): ForecastData => ({
  ...SUBSCRIPTIONS,
  costs: [{ ...SUBSCRIPTIONS.costs[0]!, name: `Rent ${category}`, category }],
});

/** Every XML part of an XLSX (a zip), each parsed by a strict XML parser: throws on the first not well-formed. */
function parseXlsxParts(xlsx: Buffer): Map<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-'));
  const file = path.join(dir, 'forecast.xlsx');
  fs.writeFileSync(file, xlsx);
  try {
    const unzip = (args: string[]) => {
      const result = spawnSync('unzip', args, { maxBuffer: 64 * 1024 * 1024 });
      expect(result.status, result.stderr.toString()).toBe(0);
      return result.stdout.toString('utf8');
    };
    const parts = unzip(['-Z1', file])
      .split('\n')
      .filter((p) => /\.(xml|rels)$/.test(p));
    const texts = new Map<string, string>();
    for (const part of parts) {
      // unzip reads a name as a pattern: `[Content_Types].xml` needs its brackets escaped.
      const xml = unzip(['-p', file, part.replace(/[[\]*?]/g, '\\$&')]);
      const parser = new SaxesParser();
      parser.on('error', (error) => {
        throw new Error(`${part} is not well-formed: ${error.message}`);
      });
      parser.write(xml).close();
      texts.set(part, xml);
    }
    return texts;
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}

describe('invisible control characters in any text that enters', () => {
  it('should be removed from a forecast cost category, a title and a field, keeping tab and newlines', async () => {
    const board = await newBoard();
    const res = await request('PATCH', `/api/boards/${board.id}`, {
      title: `Plan ${SENT}`,
      ideaData: { initialIdea: `Line one\tcolumn\r\nLine two ${SENT}` },
      // The budget holds the cost lines (one list): its category is the forecast's.
      budgetingData: {
        budget: { Category: [SENT], [`Item ${SENT}`]: [`Rent ${SENT}`], 'Monthly (EUR)': [800] },
      },
      forecastData: withCategory(SENT),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = BoardSchema.parse((await request('GET', `/api/boards/${board.id}`)).json());
    expect(stored.title).toBe(`Plan ${KEPT}`);
    expect(stored.ideaData.initialIdea).toBe(`Line one\tcolumn\r\nLine two ${KEPT}`);
    expect(stored.budgetingData.budget).toEqual({
      Category: [KEPT],
      [`Item ${KEPT}`]: [`Rent ${KEPT}`],
      'Monthly (EUR)': [800],
    });
    expect(stored.forecastData?.costs[0]).toMatchObject({ name: `Rent ${KEPT}`, category: KEPT });
  });

  it('should be removed from a display name at sign-up, while the password is kept exactly as typed', async () => {
    const email = uniqueEmail('controls');
    const password = `${PASSWORD}\u0001`;
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password, displayName: `Ada ${SENT}` },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect((signUp.json() as { user: { displayName: string } }).user.displayName).toBe(`Ada ${KEPT}`);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('GET /api/boards/:id/export?format=xlsx with characters XML forbids', () => {
  it('should write a well-formed workbook from a cost category sent with them', async () => {
    const board = await newBoard();
    await request('PATCH', `/api/boards/${board.id}`, { forecastData: withCategory(SENT) });
    const xlsx = await request('GET', `/api/boards/${board.id}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const parts = parseXlsxParts(xlsx.rawPayload);
    expect(parts.get('xl/sharedStrings.xml')).toContain(KEPT);
  });

  it('should write a well-formed workbook from a category stored before they were removed', async () => {
    const board = await newBoard();
    await ctx.app.db
      .update(boards)
      .set({
        forecastData: withCategory(SENT),
        // The cost lines live in the budget: a category stored there before controls were removed.
        budgetingData: { budget: { Category: [SENT], Item: ['Rent'], 'Monthly (EUR)': [800] } },
      })
      .where(eq(boards.id, board.id));
    const xlsx = await request('GET', `/api/boards/${board.id}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const parts = parseXlsxParts(xlsx.rawPayload);
    expect(parts.get('xl/sharedStrings.xml')).toContain('TABCDEF');
  });
});
