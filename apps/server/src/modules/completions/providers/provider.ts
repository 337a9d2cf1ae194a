import type {
  AnyPromptVersion,
  CompletionSource,
  DraftSource,
  FACTS_PROMPT_VERSION,
  KeywordValues,
  REVIEW_PROMPT_VERSION,
} from '@planner/domain';

export interface TokenUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  totalTokens?: number | undefined;
}

export interface GenerateRequest {
  /** The template's instructions. */
  system: string;
  /** The user's own text, never mixed into `system`. */
  user: string;
  /** Aborted on time-out or when the client goes away. */
  signal: AbortSignal;
  maxOutputTokens: number;
  /** What the draft is for (or the review's critique); the offline engine composes from these instead of the messages. */
  version: AnyPromptVersion | typeof REVIEW_PROMPT_VERSION | typeof FACTS_PROMPT_VERSION;
  values: KeywordValues;
}

export interface Generation {
  /** The text as it arrives; throws when the provider fails or the signal aborts. */
  chunks: AsyncIterable<string>;
  /** Token usage, known once `chunks` is drained. */
  usage(): TokenUsage | undefined;
}

/** One engine that writes drafts: a vendor through the AI SDK, or the offline engine. */
export interface CompletionProvider {
  /** Shown in logs: offline, openai, anthropic, openai-compatible. */
  readonly name: string;
  /** Told to the client so the UI can mark offline drafts. */
  readonly source: CompletionSource;
  /** Stored with each draft field, so the board says who wrote it (provider and model, or offline). */
  readonly draftSource: DraftSource;
  generate(request: GenerateRequest): Generation;
}
