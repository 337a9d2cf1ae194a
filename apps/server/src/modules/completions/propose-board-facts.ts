import type { AiFacts, FactsProposal } from '@planner/domain';
import {
  AiFactsSchema,
  FACTS_PROMPT_FILE,
  FACTS_PROMPT_VERSION,
  quotesIdea,
  renderPrompt,
} from '@planner/domain';

import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoardFor } from '../boards/board-store.js';
import { findPromptText } from '../prompts/prompt-store.js';
import { withProvider } from './generate-draft.js';
import { proposeFacts } from './providers/offline/propose-facts.js';
import type { CompletionProvider } from './providers/provider.js';
import { jsonCandidates } from './table-output.js';

/** A model's answer as facts that each quote the idea; null when unreadable or when one does not. */
export function parseFacts(answer: string, idea: string): AiFacts | null {
  for (const candidate of jsonCandidates(answer)) {
    try {
      const parsed = AiFactsSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) return quotesIdea(parsed.data, idea) ? parsed.data : null;
    } catch {
      // Not JSON: try the next candidate.
    }
  }
  return null;
}

/**
 * `POST /api/boards/:id/facts/proposal`: the facts the initial idea states, for the founder to
 * confirm; nothing is stored. Editors and the owner; counted against the AI limit (`beforeDraft`).
 * The provider reads the idea with the facts template (`prompts/idea/1.1.1.md`); an answer that is
 * not valid facts quoting the idea, or a missing template or an idea too long for the model, gives
 * the offline reading instead.
 */
export async function proposeBoardFacts(
  deps: Deps<'db' | 'config'> & { provider: CompletionProvider },
  id: string,
  user: RequestUser,
  { signal, beforeDraft }: { signal: AbortSignal; beforeDraft: () => Promise<unknown> },
): Promise<FactsProposal> {
  const { board } = await findBoardFor(deps, id, user, 'edit');
  await beforeDraft();
  const idea = board.ideaData.initialIdea;
  const offline: FactsProposal = { ...proposeFacts(idea), source: { kind: 'offline' } };
  if (deps.provider.source === 'offline' || idea.trim() === '') return offline;
  const template = await findPromptText(deps.db, FACTS_PROMPT_FILE.folder, FACTS_PROMPT_FILE.name);
  if (template === null) return offline;
  const values = { initialIdea: idea, geoMarket: board.ideaData.geoMarket };
  const prompt = renderPrompt(template, values);
  if (prompt.user.length > deps.config.AI_MAX_INPUT_CHARS) return offline;
  const input = { ...prompt, version: FACTS_PROMPT_VERSION, values } as const;
  const facts = await withProvider(deps.provider, deps.config, input, { signal }, async (attempt) =>
    parseFacts((await attempt()).text, idea),
  );
  const source = deps.provider.draftSource;
  return facts && source.kind === 'ai' ? { ...facts, source } : offline;
}
