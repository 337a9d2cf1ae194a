import type { Budget, ForecastCompletion, TableData } from '@planner/domain';
import { completionTarget, removeInvisibleControls, TEXT_FIELD_MAX } from '@planner/domain';

import type { Config } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { PreparedCompletion } from './prepare-completion.js';
import type { CompletionProvider, GenerateRequest, TokenUsage } from './providers/provider.js';
import { parseTableOutput } from './table-output.js';

export interface Draft {
  /** The text, or a table's validated JSON text. */
  completion: string;
  /** The value the board stores in the version's field. */
  stored: string | TableData | Budget | ForecastCompletion;
  usage: TokenUsage | undefined;
  attempts: number;
}

export interface GenerateOptions {
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  onDelta?: (text: string) => void;
}

class Deadline extends Error {}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} seconds`;
}

export const TABLE_UNREADABLE = 'The AI returned a table we could not read. Please try again.';

/** What one call to the provider sends: the rendered prompt and what the offline engine reads. */
export interface ProviderInput {
  system: string;
  user: string;
  version: GenerateRequest['version'];
  values: GenerateRequest['values'];
}

/** One answer of the provider: its whole text and token usage. */
export type Attempt = () => Promise<{ text: string; usage: TokenUsage | undefined }>;

/**
 * Runs `use` with attempts at the provider under one deadline (AI_TIMEOUT_MS for the whole call,
 * every attempt included), aborted when the client goes away; failures become the coded errors.
 */
export async function withProvider<T>(
  provider: CompletionProvider,
  config: Config,
  input: ProviderInput,
  { signal, onDelta }: GenerateOptions,
  use: (attempt: Attempt) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Deadline()), config.AI_TIMEOUT_MS);
  const onClientGone = () => controller.abort(new AppError('cancelled', 'The request was cancelled.'));
  if (signal.aborted) onClientGone();
  signal.addEventListener('abort', onClientGone, { once: true });

  async function attempt(): Promise<{ text: string; usage: TokenUsage | undefined }> {
    const generation = provider.generate({
      system: input.system,
      user: input.user,
      signal: controller.signal,
      maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
      version: input.version,
      values: input.values,
    });
    let text = '';
    try {
      for await (const chunk of generation.chunks) {
        controller.signal.throwIfAborted();
        text += chunk;
        onDelta?.(chunk);
      }
      controller.signal.throwIfAborted();
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      if (reason instanceof Deadline) {
        throw new AppError(
          'deadline-exceeded',
          `The AI provider did not answer within ${seconds(config.AI_TIMEOUT_MS)}.`,
        );
      }
      if (reason instanceof AppError) throw reason;
      // A vendor's errors arrive as AppErrors already (ai-sdk-provider.ts); anything else is unreadable.
      if (error instanceof AppError) throw error;
      throw new AppError('unavailable', 'The AI provider failed: it sent an answer we could not read.');
    }
    // A model's text is stored like a person's: without invisible control characters.
    const answer = removeInvisibleControls(text);
    if (answer.trim() === '')
      throw new AppError('unavailable', 'The AI provider failed: it returned an empty answer.');
    return { text: answer, usage: generation.usage() };
  }

  try {
    return await use(attempt);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onClientGone);
  }
}

/**
 * Calls the provider under one deadline (`withProvider`) and validates table answers, asking once
 * more when a table cannot be read even after repair.
 */
export async function generateDraft(
  provider: CompletionProvider,
  config: Config,
  prepared: PreparedCompletion,
  options: GenerateOptions,
): Promise<Draft> {
  const info = completionTarget(prepared.version);
  const input = { ...prepared.prompt, version: prepared.version, values: prepared.values };
  return withProvider(provider, config, input, options, async (attempt) => {
    const first = await attempt();
    if (info.format === 'text') {
      return {
        completion: first.text,
        stored: first.text.slice(0, TEXT_FIELD_MAX),
        usage: first.usage,
        attempts: 1,
      };
    }
    const table = parseTableOutput(info.format, first.text);
    if (table) return { completion: table.json, stored: table.stored, usage: first.usage, attempts: 1 };
    const second = await attempt();
    const retried = parseTableOutput(info.format, second.text);
    if (!retried) throw new AppError('unavailable', TABLE_UNREADABLE);
    return { completion: retried.json, stored: retried.stored, usage: second.usage, attempts: 2 };
  });
}
