/**
 * What a draft may say about the customer's problem, moment of need, today's alternative and the
 * edge, and only when the idea's own words make it certain. An idea without a cue gets a neutral
 * wording and a question instead of a guess: a wrong fact is worse than a question.
 */
export interface Angle {
  /** The problem, as a verb phrase after the customer ("lose hours ..."). */
  problem?: string;
  /** When the need shows up. */
  moment?: string;
  /** What customers use today instead. */
  alternative?: string;
}

/** Problems that follow from the idea's words; the first cue that matches wins. */
export const PROBLEM_CUES: { words: RegExp; angle: Angle }[] = [
  {
    words: /\bautomat(?:e|es|ed|ing|ion)\b|\bmanual(?:ly)?\b/i,
    angle: {
      problem: 'lose hours every week on manual, repetitive work that a tool could do',
      moment: 'the busy weeks when the manual work piles up and mistakes start to cost money',
      alternative: 'spreadsheets, email and manual follow-ups',
    },
  },
  {
    words:
      /\bbusy\b[^.]*\b(?:meals?|vegetables?|food|cook(?:ing)?|groceries|dinners?)\b|\b(?:meals?|vegetables?|food|cook(?:ing)?|groceries|dinners?)\b[^.]*\bbusy\b/i,
    angle: {
      problem: 'have too little time to shop for and cook fresh food',
      moment: 'weekday evenings, when there is no time left to shop and cook fresh',
      alternative: 'the supermarket, takeaway and meal kits',
    },
  },
  {
    words: /\b(?:vetted|verified|trusted|insured|background.checked)\b/i,
    angle: {
      problem: 'struggle to find someone they can trust at short notice',
      moment: 'the day they need someone they can trust, at short notice',
      alternative: 'word of mouth, classified ads and social media groups',
    },
  },
  {
    words: /\bplastic.free\b|\bzero.waste\b|\brefill(?:able|s)?\b/i,
    angle: {
      problem: 'want to avoid single-use plastic but find few practical alternatives',
      alternative: 'conventional products in single-use packaging',
    },
  },
];

/** "courses for nurses who want to work in Spain" -> "want to work in Spain": the user's own goal. */
const GOAL = /\bwho (want|wants|need|needs|struggle|struggles|have|has) to ([^.,;\n]{3,80})/i;

/** The angle the idea's words make certain; fields it cannot know stay empty. */
export function angleOf(idea: string): Angle {
  const cue = PROBLEM_CUES.find((c) => c.words.test(idea));
  if (cue) return cue.angle;
  const goal = GOAL.exec(idea);
  if (!goal?.[1] || !goal[2]) return {};
  const verb = goal[1].toLowerCase().replace(/s$/, '').replace(/^ha$/, 'have');
  return { problem: `${verb} to ${goal[2].trim()}` };
}
