import { createOpenAI } from '@ai-sdk/openai';

import type { Config } from '../../../config/env.js';
import { aiSdkProvider, requiredModel } from './ai-sdk-provider.js';
import type { CompletionProvider } from './provider.js';

/** OpenAI through the chat-completions API (`.chat`), not the Responses API. */
export function openaiProvider(config: Config): CompletionProvider {
  const openai = createOpenAI({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
  return aiSdkProvider('openai', openai.chat(requiredModel(config)), config.AI_MAX_RETRIES);
}
