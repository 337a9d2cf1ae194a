import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Long class strings stay inside primitives (components/ui) and features compose them: a feature's
 * select is `NativeSelect`, an amount cell is the table's `numeric` cell.
 */
const FEATURES = path.resolve(import.meta.dirname, 'features');
const LONGEST_CLASS_STRING = 120;
/**
 * Home's board card keeps its own box: `Card` would add its chunk (0.41 KB gzip, measured) to home,
 * whose JavaScript is at its budget (bundle-budget.test.ts).
 */
const KEPT = new Set(['boards/components/board-card.tsx']);

function featureSources(): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(FEATURES)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: path.relative(FEATURES, file), text: readFileSync(file, 'utf8') }));
}

/** String literals that read as Tailwind classes (several utilities, no sentence). */
function classStrings(text: string): string[] {
  return [...text.matchAll(/(["'`])((?:(?!\1)[^\n])+)\1/g)]
    .map((match) => match[2]!)
    .filter((value) =>
      /(^|\s)(flex|grid|inline-flex|rounded(-\w+)?|border|px-\d|text-(xs|sm|base))(\s|$)/.test(value),
    )
    .filter((value) => !/[A-Z][a-z]+ [a-z]+ [a-z]+/.test(value));
}

describe('features compose the UI primitives', () => {
  it('should use NativeSelect instead of a raw <select>', () => {
    const raw = featureSources().filter(({ text }) => /<select\b/.test(text));
    expect(raw.map(({ file }) => file)).toEqual([]);
  });

  it(`should keep class strings over ${LONGEST_CLASS_STRING} characters in primitives`, () => {
    const long = featureSources()
      .filter(({ file }) => !KEPT.has(file))
      .flatMap(({ file, text }) =>
        classStrings(text)
          .filter((value) => value.length > LONGEST_CLASS_STRING)
          .map((value) => `${file}: ${value}`),
      );
    expect(long).toEqual([]);
  });

  it('should mark amount cells with the table cell `numeric` rather than by hand', () => {
    const byHand = featureSources().filter(({ text }) =>
      /text-right tabular-nums|tabular-nums text-right/.test(text),
    );
    expect(byHand.map(({ file }) => file)).toEqual([]);
  });
});
