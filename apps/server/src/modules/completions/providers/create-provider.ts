import type { Config } from '../../../config/env.js';
import { anthropicProvider } from './anthropic-provider.js';
import { offlineProvider } from './offline/offline-provider.js';
import { openaiCompatibleProvider } from './openai-compatible-provider.js';
import { openaiProvider } from './openai-provider.js';
import type { CompletionProvider } from './provider.js';

/** The engine AI_PROVIDER names; adding a vendor fails to compile until it is handled here. */
export function createProvider(config: Config): CompletionProvider {
  const kind = config.AI_PROVIDER;
  switch (kind) {
    case 'offline':
      return offlineProvider();
    case 'openai':
      return openaiProvider(config);
    case 'anthropic':
      return anthropicProvider(config);
    case 'openai-compatible':
      return openaiCompatibleProvider(config);
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown AI_PROVIDER ${String(unknown)}`);
    }
  }
}
