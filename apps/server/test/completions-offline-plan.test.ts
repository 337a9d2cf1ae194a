import fs from 'node:fs';
import path from 'node:path';

import type { KeywordValues, PlanPromptVersion, TableData } from '@planner/domain';
import { keywordText, PLAN_PROMPT_VERSION_NAMES } from '@planner/domain';
import { describe, expect, it } from 'vitest';

import { offlineDraft } from '../src/modules/completions/providers/offline/offline-provider.js';
import { firstSentence } from '../src/modules/completions/providers/offline/prose.js';
import { acceptAllWithValues } from './support/offline-chain.js';
import { corpusSample } from './support/offline-corpus.js';

/*
 * The offline engine drafts the plan's own four sections from the board alone and
 * never invents a fact: no competitor, person or date the user did not write. Checked on the
 * generated corpus (every kind of offer and customer, four languages), each board drafted as a
 * founder accepting every draft, with and without the cover's founders.
 */

/** Every capitalised word the engine's plan drafts can write on their own: the words of their source and columns. */
const ENGINE_SOURCE = [
  '../src/modules/completions/providers/offline/draft-plan.ts',
  '../../../packages/domain/src/plan/plan-sections.ts',
]
  .map((file) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'))
  .join('\n');
const CAPITALISED = /\p{Lu}[\p{L}-]*/gu;
const ENGINE_WORDS = new Set(ENGINE_SOURCE.match(CAPITALISED) ?? []);
const MONTH_OR_YEAR =
  /(?<!\p{L})(?:January|February|March|April|May|June|July|August|September|October|November|December|janvier|février|avril|juin|juillet|août|Januar|Februar|März|Juni|Juli|Oktober|Dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|Q[1-4])(?!\p{L})|(?<!\d)(?:19|20)\d{2}(?!\d)/gu;

const draftsOf = (values: KeywordValues) =>
  Object.fromEntries(PLAN_PROMPT_VERSION_NAMES.map((v) => [v, offlineDraft(v, values)])) as Record<
    PlanPromptVersion,
    string
  >;

/** What the drafts say, as text: the company's Markdown and every cell of the three tables. */
function textOf(version: PlanPromptVersion, draft: string): string {
  if (version === '8.1.1') return draft;
  const table = JSON.parse(draft) as TableData;
  return [...table.columns, ...table.rows.flat()].join('\n');
}

/** Every fact-like token of a draft that the user's own text does not hold. */
function invented(drafts: Record<PlanPromptVersion, string>, values: KeywordValues): string[] {
  const theirs = Object.values(values).map(keywordText).join('\n');
  const found: string[] = [];
  for (const version of PLAN_PROMPT_VERSION_NAMES) {
    const text = textOf(version, drafts[version]);
    for (const word of text.match(CAPITALISED) ?? [])
      if (!ENGINE_WORDS.has(word) && !theirs.includes(word)) found.push(`${version}: the name "${word}"`);
    for (const time of text.match(MONTH_OR_YEAR) ?? [])
      if (!theirs.includes(time)) found.push(`${version}: the date "${time}"`);
  }
  return found;
}

const FOUNDERS = 'Ana Ruiz (Baker)\nBen Okafor';

describe('the offline drafts of the plan’s own sections on the generated corpus', () => {
  const boards = corpusSample(24).map((idea) => ({
    idea,
    values: acceptAllWithValues(idea.idea, idea.geoMarket, {}, idea.answers ?? undefined).values,
  }));

  it.each(boards.map((b) => [b.idea.id, b] as const))(
    'board %i: invents no name or date, and asks for the founders it was not given',
    (_id, { values }) => {
      const drafts = draftsOf(values);
      expect(invented(drafts, values)).toEqual([]);
      expect(drafts['8.1.1']).toContain("- Fill in: each founder's name and role");
      const competition = JSON.parse(drafts['8.2.1']) as TableData;
      for (const [alternative] of competition.rows)
        expect(alternative).toMatch(/^(?:As you wrote: "|Fill in: |Doing nothing: keeping today’s way$)/);
      const milestones = JSON.parse(drafts['8.3.1']) as TableData;
      const theirs = Object.values(values).map(keywordText).join('\n');
      for (const [, when] of milestones.rows)
        expect(when === 'Date to set' || theirs.includes(when!)).toBe(true);
      const risks = JSON.parse(drafts['8.4.1']) as TableData;
      expect(risks.rows.at(-1)?.[0]).toMatch(/^Fill in: a risk only you know/);

      const named = { ...values, founders: FOUNDERS, companyName: 'Crumb SAS' };
      const withFounders = draftsOf(named);
      expect(invented(withFounders, named)).toEqual([]);
      expect(withFounders['8.1.1']).toContain('- Ana Ruiz (Baker)\n- Ben Okafor');
      expect(withFounders['8.1.1']).not.toContain('Fill in: each founder');
    },
  );

  it('should quote the alternatives and dates the user wrote, and name nothing else', () => {
    const { values } = boards[0]!;
    const written: KeywordValues = {
      ...values,
      refinedGuidingQuestions: 'Competitors: the corner bakery and supermarket bread.',
      refinedSMARTGoals: '1. **Launch:** first 10 offices by March 2027.\n2. **Growth:** 40 offices signed.',
      refinedLaunchPlan: '- Tasting week in Q2 2027\n- Open the online shop',
    };
    const drafts = draftsOf(written);
    expect(invented(drafts, written)).toEqual([]);
    const competition = JSON.parse(drafts['8.2.1']) as TableData;
    expect(competition.rows[0]?.[0]).toBe(
      'As you wrote: "Competitors: the corner bakery and supermarket bread."',
    );
    expect(competition.rows).toHaveLength(2);
    const milestones = JSON.parse(drafts['8.3.1']) as TableData;
    expect(milestones.rows).toEqual([
      ['Launch: first 10 offices by March 2027', 'March 2027', 'SMART goals'],
      ['Growth: 40 offices signed', 'Date to set', 'SMART goals'],
      ['Tasting week in Q2 2027', 'Q2 2027', 'Launch plan'],
    ]);
  });

  it('should ask for the alternatives and a date when the board names none', () => {
    const values: KeywordValues = {
      refinedBusinessIdea: 'Bike repairs at the office for busy commuters.',
      refinedUniqueValueProposition: 'Your bike fixed while you work.',
      refinedSMARTGoals: 'Win 20 customers.',
    };
    const drafts = draftsOf(values);
    expect(invented(drafts, values)).toEqual([]);
    const competition = JSON.parse(drafts['8.2.1']) as TableData;
    expect(competition.rows.map((r) => r[0])).toEqual([
      'Fill in: alternative 1: a business, product or habit busy commuters use today.',
      'Fill in: alternative 2: a business, product or habit busy commuters use today.',
      'Doing nothing: keeping today’s way',
    ]);
    // The differentiator once, in the row of doing nothing; each alternative's difference is asked for.
    expect(competition.rows.map((r) => r[2])).toEqual([
      'Fill in: what sets your business apart from alternative 1.',
      'Fill in: what sets your business apart from alternative 2.',
      'Your bike fixed while you work.',
    ]);
    const milestones = JSON.parse(drafts['8.3.1']) as TableData;
    expect(milestones.rows).toEqual([
      ['Win 20 customers', 'Date to set', 'SMART goals'],
      ['Fill in: the date you start selling', 'Date to set', 'Your own plan'],
    ]);
  });
});

/** Text as a reader compares it: no emphasis, spaces collapsed, lower case. */
const plain = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Where a founder may name the alternatives, in their own words: nowhere, a guiding question, the
 * value proposition itself, the problem statement, or all three (three alternatives, the most the
 * table names).
 */
const ALTERNATIVES: [string, (v: KeywordValues) => KeywordValues][] = [
  ['nowhere', (v) => v],
  [
    'a guiding question',
    (v) => ({ ...v, refinedGuidingQuestions: 'Competitors: the corner shop and a big online store.' }),
  ],
  [
    'the value proposition',
    (v) => ({
      ...v,
      refinedUniqueValueProposition: `Unlike the big online store, we answer the same day. ${keywordText(v.refinedUniqueValueProposition)}`,
    }),
  ],
  [
    'the problem statement',
    (v) => ({
      ...v,
      refinedProblemStatement: `Today they use spreadsheets instead of a real tool for this. ${keywordText(v.refinedProblemStatement)}`,
    }),
  ],
  [
    'all three',
    (v) => ({
      ...v,
      refinedGuidingQuestions: 'Competitors: the corner shop and a big online store.',
      refinedUniqueValueProposition: `Unlike the big online store, we answer the same day. ${keywordText(v.refinedUniqueValueProposition)}`,
      refinedProblemStatement: `Today they use spreadsheets instead of a real tool for this. ${keywordText(v.refinedProblemStatement)}`,
    }),
  ],
];

/** Everything a Competition table repeats from one row in another, the prompts to fill in aside. */
function repeats(table: TableData): string[] {
  const found: string[] = [];
  const cells = table.rows.flatMap((row, r) =>
    row
      .map((cell) => ({ r, text: String(cell) }))
      .filter((c) => c.text !== '' && !c.text.startsWith('Fill in:')),
  );
  // A quote ("...") is the user's text: another row may not carry it again, in any wording around it.
  const quotes = cells.flatMap((c) =>
    [...c.text.matchAll(/"([^"]+)"/g)].map((m) => ({ r: c.r, q: plain(m[1]!) })),
  );
  for (const a of cells)
    for (const b of cells)
      if (a.r < b.r && (a.text === b.text || quotes.some((q) => q.r === a.r && plain(b.text).includes(q.q))))
        found.push(`rows ${a.r + 1} and ${b.r + 1}: "${b.text}"`);
  return found;
}

describe('the offline Competition table says each thing once (plan polish, item 2)', () => {
  const boards = corpusSample(40).flatMap((idea) => {
    const values = acceptAllWithValues(idea.idea, idea.geoMarket, {}, idea.answers ?? undefined).values;
    return ALTERNATIVES.map(([where, place]) => [idea.id, where, place(values)] as const);
  });

  it.each(boards)(
    'board %i, alternatives in %s: no row repeats another, nothing is invented',
    (_id, _where, values) => {
      const drafts = draftsOf(values);
      const table = JSON.parse(drafts['8.2.1']) as TableData;
      expect(repeats(table)).toEqual([]);
      // The user's differentiator, the first sentence of the value proposition, at most once.
      const uvp = plain(firstSentence(keywordText(values.refinedUniqueValueProposition)));
      const text = plain(table.rows.flat().join('\n'));
      expect(uvp.length).toBeGreaterThan(10);
      expect(text.split(uvp).length - 1).toBeLessThanOrEqual(1);
      // Every quote is the user's own text, and no name or date is the engine's.
      const theirs = plain(Object.values(values).map(keywordText).join('\n'));
      for (const [, quote] of text.matchAll(/"([^"]+)"/g)) expect(theirs).toContain(quote);
      expect(invented(drafts, values)).toEqual([]);
      // Each row still says where it stands: an alternative as written, one to name, or doing nothing.
      for (const [alternative] of table.rows)
        expect(alternative).toMatch(/^(?:As you wrote: "|Fill in: |Doing nothing: keeping today’s way$)/);
    },
  );
});
