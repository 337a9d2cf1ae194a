import type { BoardData } from '../board.js';
import type { KeywordValues } from '../keywords.js';
import { KEYWORD_NAMES, readKeyword } from '../keywords.js';

/** The AI critique's prompt template: `prompts/review/7.1.1.md`, editable in the back office. */
export const REVIEW_PROMPT_VERSION = '7.1.1';
export const REVIEW_PROMPT_FILE = { folder: 'review', name: `${REVIEW_PROMPT_VERSION}.md` } as const;

/** The board's fields as the template's keyword values: every keyword, whichever the template uses. */
export function critiqueValues(board: BoardData): KeywordValues {
  return Object.fromEntries(KEYWORD_NAMES.map((name) => [name, readKeyword(board, name)]));
}

/** `POST /api/boards/:id/review` without a model (400 failed-precondition), and the page's wording. */
export const NO_AI_PROVIDER =
  'No AI provider is configured: the rule-based review is the whole review. A platform admin sets AI_PROVIDER to add an AI critique.';
