import type { KeywordValues, TableData } from '@planner/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { offlineDraft } from '../src/modules/completions/providers/offline/offline-provider.js';

/*
 * The offline risk and launch-plan drafts name the founder's own marketing channels: a name is
 * quoted whole or not at all, whatever it holds (brackets, commas, colons, "and") and however the
 * founder wrote the list (the engine's numbered list with its cost notes, or their own bullets with
 * an explanation after a colon or a dash).
 */

const word = fc.stringMatching(/^[A-Z][a-zà-ÿ]{2,9}$/);
const inside = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(', ')),
  fc.tuple(word, word).map(([a, b]) => `${a} and ${b}`),
  fc.tuple(word, fc.integer({ min: 1, max: 12 })).map(([a, n]) => `${a}: ${n} am`),
  fc.tuple(word, word).map(([a, b]) => `${a}; ${b}`),
);
/** A channel's name: words, sometimes with a bracketed part that holds separators of its own. */
const channelName = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 4 }),
    fc.option(inside, { nil: undefined }),
    fc.constantFrom('(', '['),
  )
  .map(([words, extra, bracket]) => {
    const name = words.join(' ');
    if (!extra) return name;
    return bracket === '(' ? `${name} (${extra})` : `${name} [${extra}]`;
  });
/** How a founder's list writes one channel. */
const written = fc.constantFrom<(name: string, i: number) => string>(
  (name, i) =>
    `${i + 1}. **${name}** (cost: low; results in weeks)\n   - First step: ask for a spot.\n   - Measure: visitors a day.`,
  (name) => `- ${name} (cost: medium; results in months): bring samples, and a sign.`,
  (name) => `- ${name} — start small, then grow.`,
  (name) => `- ${name}: two afternoons a week.`,
);

const BOARD: KeywordValues = {
  refinedBusinessIdea: 'Sourdough bread delivered to offices in Ghent.',
  chosenTargetGroup: 'Office managers in Ghent',
  refinedUniqueValueProposition: 'Fresh bread at your desk by 9 am.',
  refinedSMARTGoals: '1. **Launch:** 10 offices signed in the first 3 months.',
};

/** Every double-quoted part of a text. */
const quoted = (text: string) => [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

describe('the offline risk and launch-plan drafts', () => {
  it('should quote a channel whose name holds brackets, commas and colons whole, never cut', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(channelName, { minLength: 1, maxLength: 5, selector: (n) => n.toLowerCase() }),
        written,
        (names, write) => {
          const values = { ...BOARD, refinedMarketingChannels: names.map(write).join('\n') };
          const risks = JSON.parse(offlineDraft('8.4.1', values)) as TableData;
          const row = risks.rows.find((r) => r[1] === 'Marketing channels');
          expect(row?.[0]).toBe(
            `"${names[0]}" does not reach office managers in Ghent at an affordable cost`,
          );
          for (const cell of risks.rows.flat()) {
            for (const part of quoted(cell)) expect(part).not.toMatch(/\(cost|\[$|\($/);
          }
          const launch = offlineDraft('6.2.1', values);
          expect(launch).toContain(names.slice(0, 3).join(', '));
          expect(launch).not.toContain('(cost');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should quote the issue’s channel whole', () => {
    const values = {
      ...BOARD,
      refinedMarketingChannels:
        '- Dampoort Saturday market pop-up (cost: low; results in weeks): a stall with tastings.\n- Instagram (cost: low; slow): daily photos.',
    };
    const risks = JSON.parse(offlineDraft('8.4.1', values)) as TableData;
    expect(risks.rows.map((r) => r[0])).toContain(
      '"Dampoort Saturday market pop-up" does not reach office managers in Ghent at an affordable cost',
    );
    expect(offlineDraft('6.2.1', values)).toContain('Dampoort Saturday market pop-up, Instagram');
  });

  it('should leave out a name it cannot read whole rather than quote part of it', () => {
    const values = { ...BOARD, refinedMarketingChannels: '- Market stall (Dampoort\n- Flyers (cost: low' };
    const risks = JSON.parse(offlineDraft('8.4.1', values)) as TableData;
    expect(risks.rows.find((r) => r[1] === 'Marketing channels')).toBeUndefined();
    const launch = offlineDraft('6.2.1', values);
    expect(launch).not.toContain('(Dampoort');
    expect(launch).toContain('your two best channels');
  });
});
