import { createOpenAICompatible } from '@ai-sdk/openai-compatible';

import type { Config } from '../../../config/env.js';
import { aiSdkProvider, requiredModel } from './ai-sdk-provider.js';
import type { CompletionProvider } from './provider.js';

/** Any server speaking /v1/chat/completions: Ollama, vLLM, LM Studio, llama.cpp server. */
export function openaiCompatibleProvider(config: Config): CompletionProvider {
  if (!config.AI_BASE_URL) throw new Error('AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    // Asks for the usage chunk at the end of a stream, so token usage can be logged.
    includeUsage: true,
  });
  return aiSdkProvider('openai-compatible', provider.chatModel(requiredModel(config)), config.AI_MAX_RETRIES);
}
