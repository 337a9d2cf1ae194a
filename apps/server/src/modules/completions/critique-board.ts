import type { AiCritique, ReviewResponse } from '@planner/domain';
import {
  AiCritiqueSchema,
  critiqueValues,
  NO_AI_PROVIDER,
  renderPrompt,
  REVIEW_PROMPT_FILE,
  REVIEW_PROMPT_VERSION,
} from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findPromptText } from '../prompts/prompt-store.js';
import { getReview, saveAiReview } from '../reviews/review-store.js';
import { type Attempt, withProvider } from './generate-draft.js';
import type { CompletionProvider } from './providers/provider.js';
import { jsonCandidates } from './table-output.js';

export const CRITIQUE_UNREADABLE = 'The AI returned a critique we could not read. Please try again.';

/** The model's answer as a validated critique (after repairing fences and prose); null when unreadable. */
export function parseCritique(answer: string): AiCritique | null {
  for (const candidate of jsonCandidates(answer)) {
    try {
      const parsed = AiCritiqueSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: try the next candidate.
    }
  }
  return null;
}

/** One attempt, and a second one when the first answer cannot be read. */
async function readCritique(attempt: Attempt): Promise<AiCritique> {
  for (let tries = 0; tries < 2; tries += 1) {
    const critique = parseCritique((await attempt()).text);
    if (critique) return critique;
  }
  throw new AppError('unavailable', CRITIQUE_UNREADABLE);
}

/**
 * `POST /api/boards/:id/review`: asks the AI for a critique of the board (prompt 7.1.1), stores it
 * with the board version it read and answers the whole review. Editors and the owner; offline it is
 * refused (the rule-based review is the whole review). `beforeDraft` is the AI rate limit.
 */
export async function critiqueBoard(
  deps: Deps<'db' | 'config'> & { provider: CompletionProvider },
  id: string,
  user: RequestUser,
  { signal, beforeDraft }: { signal: AbortSignal; beforeDraft: () => Promise<unknown> },
): Promise<ReviewResponse> {
  const { board } = await findBoardFor(deps, id, user, 'edit');
  if (deps.config.AI_PROVIDER === 'offline') throw new AppError('failed-precondition', NO_AI_PROVIDER);
  const template = await findPromptText(deps.db, REVIEW_PROMPT_FILE.folder, REVIEW_PROMPT_FILE.name);
  if (template === null)
    throw new AppError('failed-precondition', 'The review prompt template 7.1.1 is missing.');
  const values = critiqueValues(board);
  const prompt = renderPrompt(template, values);
  if (prompt.user.length > deps.config.AI_MAX_INPUT_CHARS) {
    throw new AppError(
      'invalid-argument',
      `The plan is too long to review: at most ${deps.config.AI_MAX_INPUT_CHARS} characters.`,
    );
  }
  await beforeDraft();
  const input = { ...prompt, version: REVIEW_PROMPT_VERSION, values } as const;
  const critique = await withProvider(deps.provider, deps.config, input, { signal }, readCritique);
  await saveAiReview(deps.db, id, { critique, reviewedVersion: board.version });
  return getReview(deps, id, user);
}
