import type { CompletionResponse } from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import { generateDraft } from './generate-draft.js';
import type { CompletionInput } from './prepare-completion.js';
import { prepareCompletion } from './prepare-completion.js';
import type { CompletionProvider } from './providers/provider.js';
import { storeCompletion } from './store-completion.js';

/** The app's services plus the route's provider, and the request's logger as `log`. */
export type CompleteStepDeps = Deps<'db' | 'config' | 'log'> & { provider: CompletionProvider };

export interface CompleteStepOptions {
  signal: AbortSignal;
  /** Runs once every check passed, before the provider is called (the route's rate limit, a stream's start). */
  beforeDraft?: () => Promise<unknown>;
  /** Streaming: each chunk of the draft as it arrives. */
  onDelta?: (text: string) => void;
}

/**
 * Press Generate on a step: checks and renders, drafts, then stores, then answers: the board holds
 * the result before the client hears of it.
 */
export async function completeStep(
  deps: CompleteStepDeps,
  input: CompletionInput,
  options: CompleteStepOptions,
): Promise<CompletionResponse> {
  const { config, provider, log } = deps;
  const prepared = await prepareCompletion(deps, input);
  await options.beforeDraft?.();
  const started = performance.now();
  const draft = await generateDraft(provider, config, prepared, options).catch((error: unknown) => {
    // What failed and how long it took, never the text.
    log.warn(
      {
        promptVersion: prepared.version,
        provider: provider.name,
        code: error instanceof AppError ? error.code : 'internal',
        durationMs: Math.round(performance.now() - started),
      },
      'completion failed',
    );
    throw error;
  });
  // A client that left gets nothing stored, even when the draft finished.
  if (options.signal.aborted) throw new AppError('cancelled', 'The request was cancelled.');
  // A preview stores nothing: the client shows the draft until the user applies it.
  if (input.request.preview) {
    return { completion: draft.completion, source: provider.source, board: prepared.board };
  }
  const board = await storeCompletion(deps, input.user, prepared, draft);
  log.info(
    {
      promptVersion: prepared.version,
      provider: provider.name,
      usage: draft.usage ?? null,
      attempts: draft.attempts,
      durationMs: Math.round(performance.now() - started),
    },
    'completion stored',
  );
  return { completion: draft.completion, source: provider.source, board };
}
