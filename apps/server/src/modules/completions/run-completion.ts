import type { CompletionResponse } from '@planner/domain';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { generateDraft } from './generate-draft.js';
import type { PreparedCompletion } from './prepare-completion.js';
import type { CompletionProvider } from './providers/provider.js';
import { storeCompletion } from './store-completion.js';

export interface RunDeps {
  db: Database;
  config: Config;
  provider: CompletionProvider;
  log: FastifyBaseLogger;
}

/** Drafts, then stores, then answers: the board holds the result before the client hears of it. */
export async function runCompletion(
  { db, config, provider, log }: RunDeps,
  ownerId: string,
  prepared: PreparedCompletion,
  options: { signal: AbortSignal; onDelta?: (text: string) => void },
): Promise<CompletionResponse> {
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
  const board = await storeCompletion(db, ownerId, prepared, draft, provider.draftSource);
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
