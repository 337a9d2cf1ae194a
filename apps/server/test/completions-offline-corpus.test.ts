import { describe, expect, it } from 'vitest';

import { checkBoard, corpus, corpusSample, draftBoard } from './support/offline-corpus.js';

/**
 * The offline engine against a fixed sample of 60 ideas of the generated corpus
 * (`test/support/offline-corpus.ts`); `npm run bench:offline` runs all 2128. Each board is drafted
 * as a founder accepting every draft and checked against what its combination implies: the
 * founder's own words for the offer and the customer, no claim of another kind of offer or
 * customer (none at all without answers), no place twice, no instruction in place of content, no
 * cut cells, at least 40 words per text draft and mostly not the founder's words, tables with rows.
 */
describe('the generated corpus of ideas', () => {
  it('should combine every kind of offer, customer, language and sentence shape, with boards without answers', () => {
    const all = corpus();
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((i) => i.offer)).size).toBe(7);
    expect(new Set(all.map((i) => i.customer)).size).toBe(4);
    expect(new Set(all.map((i) => i.language))).toEqual(new Set(['en', 'fr', 'de', 'es']));
    expect(new Set(all.map((i) => i.currency)).size).toBeGreaterThanOrEqual(9);
    expect(all.filter((i) => i.answers === null).length).toBeGreaterThanOrEqual(50);
    expect(new Set(all.map((i) => i.idea)).size).toBe(all.length);
    // 19 shapes per language: relations and how often, "We help", "<customer> get", questions, lists,
    // a mobile service; a participle phrase after the customer, "that <customer> use", "used by
    // <customer>", and "Our customers are <customer>"; a pricing unit named without a price, a "by /
    // par / per / por" that names none, "that <customer> swear by", and a participle with an adverb; a
    // time expression after the customer ("on Saturday mornings", "am Wochenende") and a price said
    // as "<amount> a <unit>" ("£45 a seat", "20 € pro Stunde").
    expect(all.length).toBe(7 * 4 * 4 * 19);
    expect(all.filter((i) => i.customerNot).length).toBe(7 * 4 * 4 * 4);
    expect(all.filter((i) => i.unitNamed && i.unit).length).toBe(7 * 4 * 4 * 2);
    expect(all.filter((i) => i.amount).length).toBe(7 * 4 * 4);
    expect(all.filter((i) => i.noUnit).length).toBe(7 * 4 * 4);
    expect(all.filter((i) => i.age === '70+' || i.age === '60+').length).toBeGreaterThanOrEqual(20);
    expect(
      all.filter((i) => / that .* use | que les .* utilisent | nutzen\.$| que usan /.test(i.idea)).length,
    ).toBe(7 * 4 * 4);
    expect(
      all.filter((i) =>
        /(?:Our customers are|Nos clients sont|Unsere Kunden sind|Nuestros clientes son) /.test(i.idea),
      ).length,
    ).toBe(7 * 4 * 4);
    expect(all.filter((i) => i.age === '13-17').length).toBeGreaterThanOrEqual(20);
    expect(
      all.filter((i) => / visiting | serving | au service des | al servicio de /.test(i.idea)).length,
    ).toBeGreaterThan(80);
    expect(all.filter((i) => /\?$/.test(i.idea)).length).toBe(7 * 4 * 4);
    expect(all.filter((i) => i.buysNot && i.unit === 'per visit').length).toBeGreaterThanOrEqual(8);
  });

  it('should catch a customer run on into its participle phrase and a persona of the wrong age', () => {
    const idea = corpus().find((i) => i.customerNot && i.language === 'en')!;
    expect(idea.idea).toMatch(/ for .* (?:run|held|led) .* in /);
    const drafts = draftBoard(idea);
    expect(checkBoard(idea, drafts)).toEqual([]);
    const who = idea.customerPhrase;
    const runOn = { ...drafts, '2.1.1': drafts['2.1.1'].replace(who, `${who} ${idea.customerNot} there`) };
    expect(checkBoard(idea, runOn)).toContain(`2.1.1: "${who} ${idea.customerNot}" as the customer`);
    const teens = corpus().find((i) => i.age === '13-17' && i.answers)!;
    const teenDrafts = draftBoard(teens);
    expect(checkBoard(teens, teenDrafts)).toEqual([]);
    const adult = { ...teenDrafts, '2.3.1': teenDrafts['2.3.1'].replace(', 13-17, ', ', 19-26, ') };
    expect(checkBoard(teens, adult)).toContain('2.3.1: no age 13-17');
  });

  it('should catch a money line without the unit the idea names, and one the idea does not name', () => {
    const named = corpus().find(
      (i) => i.unitNamed && i.language === 'fr' && i.answers?.offerKind === 'service',
    )!;
    const drafts = draftBoard(named);
    expect(checkBoard(named, drafts)).toEqual([]);
    expect(drafts['4.2.1']).toContain(`"${named.unit}"`);
    const neutral = {
      ...drafts,
      '4.2.1': drafts['4.2.1'].replaceAll(named.unit!, 'each time the work is done'),
    };
    expect(checkBoard(named, neutral)).toEqual(
      expect.arrayContaining([
        `4.2.1: no "${named.unit}"`,
        '4.2.1: says "each time the work is done" beside its unit',
      ]),
    );
    const none = corpus().find((i) => i.noUnit && i.language === 'es' && i.answers?.offerKind === 'service')!;
    const noneDrafts = draftBoard(none);
    expect(checkBoard(none, noneDrafts)).toEqual([]);
    const misread = { ...noneDrafts, '4.2.1': `${noneDrafts['4.2.1']}\nOne clear price "${none.noUnit}".` };
    expect(checkBoard(none, misread)).toContain(
      `4.2.1: a unit the sentence does not name ("${none.noUnit}")`,
    );
  });

  it('should catch a Business idea money line without the named unit, and revenue streams without the amount', () => {
    // A board without an answer: its Business idea has no model to name, only the unit the idea gives.
    const priced = corpus().find((i) => i.amount && !i.answers)!;
    expect(priced.idea).toContain(`, ${priced.amount}`);
    const drafts = draftBoard(priced);
    expect(checkBoard(priced, drafts)).toEqual([]);
    const open = {
      ...drafts,
      '1.1.2': drafts['1.1.2'].replace(
        /^- \*\*How it earns money:\*\*.*$/m,
        '- **How it earns money:** not clear from the idea yet.',
      ),
      '4.2.1': drafts['4.2.1'].replaceAll(priced.amount!, 'a price'),
    };
    expect(checkBoard(priced, open)).toEqual(
      expect.arrayContaining([
        `1.1.2: a money line without "${priced.unit}"`,
        '1.1.2: a money line "not clear" beside its unit',
        `4.2.1: no "${priced.amount}"`,
      ]),
    );
    const timed = corpus().find((i) => i.customerNot === 'on Saturday mornings')!;
    const timedDrafts = draftBoard(timed);
    expect(checkBoard(timed, timedDrafts)).toEqual([]);
    const who = timed.customerPhrase;
    const runOn = {
      ...timedDrafts,
      '2.1.1': timedDrafts['2.1.1'].replace(who, `${who} on Saturday mornings`),
    };
    expect(checkBoard(timed, runOn)).toContain(`2.1.1: "${who} on Saturday mornings" as the customer`);
  });

  it('should catch a persona buying a service’s van and a service priced without its unit', () => {
    const idea = corpus().find((i) => i.buysNot && i.language === 'en')!;
    expect(idea.idea).toMatch(/^A mobile \S+ \S+ visiting /);
    const drafts = draftBoard(idea);
    expect(checkBoard(idea, drafts)).toEqual([]);
    const van = {
      ...drafts,
      '2.3.1': drafts['2.3.1'].replace('**Would buy:** ', `**Would buy:** a ${idea.buysNot} for `),
    };
    expect(checkBoard(idea, van)).toContain(`2.3.1: would buy "${idea.buysNot}"`);
    const generic = { ...drafts, '4.2.1': drafts['4.2.1'].replaceAll('per visit', 'per project, per hour') };
    expect(checkBoard(idea, generic)).toEqual(
      expect.arrayContaining(['4.2.1: no "per visit"', '4.2.1: a generic "per project, per hour"']),
    );
  });

  it('should sample the same 60 ideas every run, spread over the corpus', () => {
    const sample = corpusSample();
    expect(sample).toHaveLength(60);
    expect(sample.map((i) => i.id)).toEqual(corpusSample().map((i) => i.id));
    expect(new Set(sample.map((i) => i.offer)).size).toBe(7);
    expect(new Set(sample.map((i) => i.language)).size).toBe(4);
  });

  it('should catch a draft that names a category instead of the founder’s words, or claims a kind nobody answered', () => {
    const idea = corpus().find((i) => i.offer === 'physical' && i.customer === 'people' && i.answers)!;
    const drafts = draftBoard(idea);
    const category = {
      ...drafts,
      '2.3.1': drafts['2.3.1'].replaceAll(idea.offerPhrase, 'physical products'),
    };
    expect(checkBoard(idea, category)).toContain(`2.3.1: does not name "${idea.offerPhrase}"`);
    const guessed = { ...drafts, '4.2.1': `${drafts['4.2.1']}\nService fees and retainers, per hour.` };
    expect(checkBoard(idea, guessed)).toContain('4.2.1: says "per hour"');
    const twice = { ...drafts, '2.1.1': `${drafts['2.1.1']}\nOffices in ${idea.city} in ${idea.geoMarket}.` };
    expect(checkBoard(idea, twice).some((p) => p.startsWith(`2.1.1: names ${idea.city} twice`))).toBe(true);
    const instruction = {
      ...drafts,
      '3.1.1': `${drafts['3.1.1']}\n- **Why us:** the one thing you do best.`,
    };
    expect(checkBoard(idea, instruction).some((p) => p.startsWith('3.1.1: an instruction'))).toBe(true);
  });

  it.each(corpusSample().map((i) => [`#${i.id} ${i.idea}`, i] as const))('%s', (_, idea) => {
    expect(checkBoard(idea, draftBoard(idea))).toEqual([]);
  });
});
