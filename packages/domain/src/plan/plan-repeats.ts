import { LENDER_SECTIONS } from './plan-lender.js';
import type { PlanSection } from './plan-model.js';

/**
 * Sections left as they are: the summary restates what the sections say, and the forecast's and the
 * lender's sections are written by the forecast, whose lines differ by their figures.
 */
const AS_WRITTEN = new Set(['executive-summary', 'forecast', ...Object.keys(LENDER_SECTIONS)]);

/** Words a line needs before it counts as a statement worth saying once. */
const MIN_WORDS = 8;
/** Longer lines are paragraphs, not a headline or a message said again: they are not compared. */
const MAX_WORDS = 60;

/** Share of shared words (of all words of both) from which two lines say the same thing. */
const SAME = 0.7;

/** A line as list marker, bold label ("**Headline:** ") and what it says. */
const LINE = /^(\s*(?:[-*+]\s+|\d+[.)]\s+)?)(?:\*\*([^*\n]+?):?\*\*:?\s*)?(.*)$/;

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

const numbers = (words: Set<string>) =>
  [...words]
    .filter((w) => /^\d/.test(w))
    .sort()
    .join(' ');

/** Mostly the same words, and no figure that differs (a line of year 1 and one of year 2 are two lines). */
function similar(a: Set<string>, b: Set<string>): boolean {
  // Sets of very different sizes cannot share enough words.
  if (Math.min(a.size, b.size) < SAME * Math.max(a.size, b.size)) return false;
  const figures = [numbers(a), numbers(b)];
  if (figures[0] !== '' && figures[1] !== '' && figures[0] !== figures[1]) return false;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared) >= SAME;
}

interface Said {
  words: Set<string>;
  label: string;
  section: PlanSection;
}

/**
 * Each statement said once: a line of a text block that says what an earlier section's line said
 * (the same words, give or take a few: a headline repeated as a one-liner, a core message, a launch
 * message) keeps its label and refers to the first ("**Core message:** see Headline under Unique
 * Value Proposition"). The executive summary may restate a line once; it, the forecast and the
 * lender's sections are left as they are.
 */
export function withoutRepeatedLines(sections: PlanSection[]): PlanSection[] {
  const said: Said[] = [];
  return sections.map((section) => {
    if (AS_WRITTEN.has(section.id)) return section;
    return {
      ...section,
      blocks: section.blocks.map((block) => {
        if (block.kind !== 'text') return block;
        const lines = block.markdown.split('\n').map((line) => {
          const [, prefix = '', label, content = ''] = LINE.exec(line) ?? [];
          const statement = words(content);
          if (statement.size < MIN_WORDS || statement.size > MAX_WORDS) return line;
          const first = said.find((s) => similar(s.words, statement));
          if (!first) {
            said.push({ words: statement, label: label?.trim() || block.label, section });
            return line;
          }
          const where =
            first.section === section
              ? `as the ${first.label.toLowerCase()} above`
              : `see ${first.label} under ${first.section.title}`;
          return `${prefix}${label ? `**${label.trim()}:** ` : ''}${where[0]?.toUpperCase()}${where.slice(1)}.`;
        });
        return { ...block, markdown: lines.join('\n') };
      }),
    };
  });
}
