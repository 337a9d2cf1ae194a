import { createAnthropic } from '@ai-sdk/anthropic';

import type { Config } from '../../../config/env.js';
import { aiSdkProvider, requiredModel } from './ai-sdk-provider.js';
import type { CompletionProvider } from './provider.js';

export function anthropicProvider(config: Config): CompletionProvider {
  const anthropic = createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
  return aiSdkProvider('anthropic', anthropic(requiredModel(config)), config.AI_MAX_RETRIES);
}
