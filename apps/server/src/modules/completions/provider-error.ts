import { APICallError, RetryError } from 'ai';

import { AppError } from '../../lib/app-error.js';

const NETWORK_REASONS: Record<string, string> = {
  ECONNRESET: 'the connection was reset',
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'its address could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection was closed mid-answer',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};

/** Error types a vendor reports inside a stream (Anthropic's `error` event), not as an HTTP status. */
const VENDOR_REASONS: Record<string, string> = {
  overloaded_error: 'it is overloaded',
  rate_limit_error: 'it is rate limited',
  api_error: 'it reported an internal error',
};

/** `{ type: 'overloaded_error', ... }` or `{ type: 'error', error: { type: ... } }`, as the SDK passes it on. */
function vendorErrorType(error: unknown): string | undefined {
  const inner = (error as { error?: unknown } | null)?.error ?? error;
  const type = (inner as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.endsWith('_error') ? type : undefined;
}

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_REASONS[code]) return code;
    current = current.cause;
  }
  return undefined;
}

/** A short reason fit for the user: a status or a network cause, never a URL, key or answer text. */
export function providerFailureReason(error: unknown): string {
  if (RetryError.isInstance(error)) {
    const last = providerFailureReason(error.lastError);
    return error.errors.length > 1 ? `${last} (after ${error.errors.length} attempts)` : last;
  }
  const code = codeOf(error);
  if (code) return NETWORK_REASONS[code] ?? code;
  if (APICallError.isInstance(error) && error.statusCode) {
    if (error.statusCode === 429) return 'it is rate limited (HTTP 429)';
    if (error.statusCode === 401 || error.statusCode === 403)
      return `it rejected the credentials (HTTP ${error.statusCode})`;
    return `it answered HTTP ${error.statusCode}`;
  }
  if (error instanceof TypeError && /terminated|fetch failed/i.test(error.message)) {
    return 'the connection was closed mid-answer';
  }
  const vendorType = vendorErrorType(error);
  if (vendorType) return VENDOR_REASONS[vendorType] ?? `it reported ${vendorType}`;
  return 'it sent an answer we could not read';
}

/**
 * Maps anything a provider throws to the AppError the client sees (503 unavailable). The SDK's
 * error is not kept as the cause: it carries the request body (the user's text) into the logs.
 */
export function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('unavailable', `The AI provider failed: ${providerFailureReason(error)}.`);
}
