import type { Config } from '../../../config/env.js';
import { offlineProvider } from './offline/offline-provider.js';
import type { CompletionProvider } from './provider.js';

/**
 * The engine AI_PROVIDER names; adding a vendor fails to compile until it is handled here. A vendor's
 * SDK is imported only when it is the one configured (the offline default loads none).
 */
export async function createProvider(config: Config): Promise<CompletionProvider> {
  const kind = config.AI_PROVIDER;
  switch (kind) {
    case 'offline':
      return offlineProvider();
    case 'openai':
      return (await import('./openai-provider.js')).openaiProvider(config);
    case 'anthropic':
      return (await import('./anthropic-provider.js')).anthropicProvider(config);
    case 'openai-compatible':
      return (await import('./openai-compatible-provider.js')).openaiCompatibleProvider(config);
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown AI_PROVIDER ${String(unknown)}`);
    }
  }
}
