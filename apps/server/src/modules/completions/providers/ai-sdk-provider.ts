import type { LanguageModel } from 'ai';
import { streamText } from 'ai';

import type { Config } from '../../../config/env.js';
import { providerError } from '../provider-error.js';
import type { CompletionProvider, GenerateRequest, Generation, TokenUsage } from './provider.js';

export function requiredModel(config: Config): string {
  if (!config.AI_MODEL) throw new Error(`AI_MODEL is required for AI_PROVIDER=${config.AI_PROVIDER}`);
  return config.AI_MODEL;
}

/**
 * Any AI SDK chat model behind the provider interface. The SDK retries the call itself, only on
 * 429, 5xx and network errors (APICallError.isRetryable), honouring retry-after headers.
 */
export function aiSdkProvider(name: string, model: LanguageModel, maxRetries: number): CompletionProvider {
  return {
    name,
    source: 'ai',
    draftSource: { kind: 'ai', provider: name, model: typeof model === 'string' ? model : model.modelId },
    generate({ system, user, signal, maxOutputTokens }: GenerateRequest): Generation {
      let usage: TokenUsage | undefined;
      const result = streamText({
        model,
        system,
        prompt: user,
        maxOutputTokens,
        maxRetries,
        abortSignal: signal,
        // Errors arrive as stream parts below; the default handler would print them to stderr.
        onError: () => {},
      });
      async function* parts(): AsyncGenerator<string> {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) yield part.text;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw signal.reason ?? new Error('The call was aborted');
          } else if (part.type === 'finish') {
            usage = {
              inputTokens: part.totalUsage.inputTokens,
              outputTokens: part.totalUsage.outputTokens,
              totalTokens: part.totalUsage.totalTokens,
            };
          }
        }
      }
      /** The SDK's errors, told as the AppError the client sees (they name the SDK's own types). */
      async function* chunks(): AsyncGenerator<string> {
        try {
          yield* parts();
        } catch (error) {
          throw providerError(error);
        }
      }
      return { chunks: chunks(), usage: () => usage };
    },
  };
}
