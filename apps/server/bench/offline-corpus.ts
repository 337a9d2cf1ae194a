/**
 * The offline engine against its whole generated corpus: every idea of
 * `test/support/offline-corpus.ts` (2128: offer kind x customer kind x language x 19 sentence shapes,
 * with sectors and markets walked across them) drafted through every version as a founder accepting
 * each draft, each board checked against the facts its combination implies. Prints the share of
 * clean boards and the first violations; exits non-zero unless every board is clean.
 *
 *   npm run bench:offline        (or: cd apps/server && node --conditions=source --import tsx bench/offline-corpus.ts)
 *   npm run bench:offline:held-out   (the 46 hand-written held-out ideas of `test/support/offline-held-out.ts`)
 *   npm run bench:offline:held-out-2 (the second set, 24 ideas)
 *   npm run bench:offline:held-out-3 (the third set, 35 ideas, `test/support/offline-held-out-3.ts`)
 *   npm run bench:offline:held-out-4 (the fourth set, 43 ideas, `test/support/offline-held-out-4.ts`)
 *   npm run bench:offline:held-out-5 (the fifth set, 29 ideas, `test/support/offline-held-out-5.ts`)
 *   Options (env): BENCH_SHOW (10): how many failing boards to print; BENCH_SET=held-out for the
 *   held-out set (BENCH_SET=held-out-2 / held-out-3 / held-out-4 / held-out-5 for the second to fifth set).
 */
import type { CorpusIdea } from '../test/support/offline-corpus.js';
import { corpus, evaluate } from '../test/support/offline-corpus.js';
import { evaluateHeldOut, HELD_OUT, HELD_OUT_2 } from '../test/support/offline-held-out.js';
import { evaluateHeldOut3 } from '../test/support/offline-held-out-3.js';
import { evaluateHeldOut4 } from '../test/support/offline-held-out-4.js';
import { evaluateHeldOut5 } from '../test/support/offline-held-out-5.js';

const SHOW = Number(process.env.BENCH_SHOW ?? 10);
const started = performance.now();
const heldOut = process.env.BENCH_SET?.startsWith('held-out') ?? false;
const { clean, total, failures } = heldOut
  ? (() => {
      const set = process.env.BENCH_SET;
      const result =
        set === 'held-out-5'
          ? evaluateHeldOut5()
          : set === 'held-out-4'
            ? evaluateHeldOut4()
            : set === 'held-out-3'
              ? evaluateHeldOut3()
              : evaluateHeldOut(set === 'held-out-2' ? HELD_OUT_2 : HELD_OUT);
      return {
        ...result,
        failures: result.failures.map(
          ([idea, problems], id) =>
            [
              {
                ...idea,
                id,
                offer: idea.answers?.offerKind ?? '-',
                customer: idea.answers?.customerKind ?? '-',
              },
              problems,
            ] as [
              Pick<CorpusIdea, 'id' | 'idea' | 'language'> & {
                offer: string;
                customer: string;
                answers: unknown;
              },
              string[],
            ],
        ),
      };
    })()
  : evaluate(corpus());
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const byRule = new Map<string, number>();
for (const [, problems] of failures)
  for (const rule of new Set(problems.map((p) => p.replace(/"[^"]*"/g, '"…"'))))
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);

for (const [idea, problems] of failures.slice(0, SHOW)) {
  console.log(
    `\n#${idea.id} [${idea.offer} / ${idea.customer} / ${idea.language}${idea.answers ? '' : ', unanswered'}] ${idea.idea}`,
  );
  for (const p of problems.slice(0, 6)) console.log(`  - ${p}`);
  if (problems.length > 6) console.log(`  … and ${problems.length - 6} more`);
}
if (byRule.size > 0) {
  console.log('\nBoards per violation:');
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${String(count).padStart(4)}  ${rule}`);
}
console.log(
  `\nOffline ${heldOut ? 'held-out ideas' : 'corpus'}: ${clean} of ${total} boards clean (${((100 * clean) / total).toFixed(1)} %) in ${seconds} s`,
);
process.exit(clean === total ? 0 : 1);
