import type { BoardPatch } from '@planner/domain';
import { BoardSchema } from '@planner/domain';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestContext, TestUser } from './helper.js';
import { buildTestApp, createTestUser } from './helper.js';
import { completeBoardPatch } from './support/plan-boards.js';

/** A link (or image) a person typed, and where: each must reach the Markdown as text. */
const UNSAFE = {
  title: '[tt](javascript:alert(301))',
  company: '[cn](javascript:alert(302))',
  founder: '[fn](javascript:alert(303))',
  role: '![fr](data:image/svg+xml,x)',
  cell: '[tc](javascript:alert(101))',
  dataCell: '[td](data:text/html,x)',
  // Its bracket is escaped already: escaping it again would make the link live.
  escapedCell: '[te\\](javascript:alert(102))',
  stream: '[ts](javascript:alert(105))',
  text: 'See [tx\\](javascript:alert(106)) and [ok](https://example.com/ok).',
};

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await createTestUser(ctx);
});
afterAll(() => ctx.close());

function boardPatch(): BoardPatch {
  const patch = completeBoardPatch();
  const table = {
    columns: ['Name', 'Note'],
    rows: [
      [UNSAFE.cell, UNSAFE.dataCell],
      [UNSAFE.escapedCell, 'plain'],
    ],
  };
  return {
    ...patch,
    title: UNSAFE.title,
    ideaData: { ...patch.ideaData, refinedBusinessIdea: UNSAFE.text },
    businessModelData: { ...patch.businessModelData, revenueStreamMatrix: table },
    forecastData: {
      ...patch.forecastData!,
      streams: patch.forecastData!.streams.map((s, i) => (i === 0 ? { ...s, name: UNSAFE.stream } : s)),
    },
    planData: {
      ...patch.planData,
      companyName: UNSAFE.company,
      founders: [{ name: UNSAFE.founder, role: UNSAFE.role }],
      competition: table,
    },
  };
}

/** Every node of a Markdown document read as GitHub reads it, in document order. */
function nodesOf(markdown: string): Nodes[] {
  const found: Nodes[] = [];
  const pending: Nodes[] = [
    fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
  ];
  for (let node = pending.shift(); node; node = pending.shift()) {
    found.push(node);
    if ('children' in node) pending.unshift(...(node.children as Nodes[]));
  }
  return found;
}

/** Every link, image and link definition: where each leads. */
function linksIn(markdown: string): { type: string; url: string }[] {
  return nodesOf(markdown).flatMap((node) => ('url' in node ? [{ type: node.type, url: node.url }] : []));
}

/** The text a reader sees, each text node's value in document order. */
function textIn(markdown: string): string {
  return nodesOf(markdown)
    .flatMap((node) => (node.type === 'text' ? [node.value] : []))
    .join('');
}

describe('GET /api/boards/:id/export?format=md with links a person typed outside text blocks', () => {
  it('should write no live link or image to a URL that is not http, https or mailto', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/functions/createBoard',
      headers: owner.authorization,
      payload: { data: {} },
    });
    const { id } = BoardSchema.parse((created.json() as { result: unknown }).result);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/boards/${id}`,
      headers: owner.authorization,
      payload: boardPatch(),
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const md = await ctx.app.inject({
      method: 'GET',
      url: `/api/boards/${id}/export?format=md`,
      headers: owner.authorization,
    });
    expect(md.statusCode).toBe(200);
    // Every string is in the file, as text a reader sees.
    const text = textIn(md.body);
    for (const typed of [UNSAFE.title, UNSAFE.company, UNSAFE.cell, UNSAFE.dataCell, UNSAFE.escapedCell]) {
      expect(text).toContain(typed);
    }
    expect(text).toContain(`${UNSAFE.founder} (${UNSAFE.role})`);
    expect(text).toContain('See [tx](javascript:alert(106)) and ok.');
    expect(text).toContain(`${UNSAFE.stream} grows to`);
    const links = linksIn(md.body);
    expect(links.filter((l) => !/^(#|https:\/\/|mailto:|\/)/.test(l.url))).toEqual([]);
    // The plan's own links stay: its contents and the https link of a text block.
    expect(links).toContainEqual({ type: 'link', url: 'https://example.com/ok' });
    expect(links.some((l) => l.url.startsWith('#'))).toBe(true);
  });
});
