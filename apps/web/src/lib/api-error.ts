import type { ErrorBody } from '@planner/domain';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The domain's `ErrorBodySchema`, checked by hand to keep zod off the login screen. */
function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const error = (data as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** An error thrown by the hand-written fetch helpers, carrying the server's code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body's `details` (an edit conflict's fields, ...). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Parses a failed `Response` into an ApiError (network-level failures keep status 0). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body))
    return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  return new ApiError(response.status, 'unknown', `Request failed with status ${response.status}`);
}

/** The server's error code of an RTK Query error, if it has one. */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error)) return undefined;
  return isErrorBody(error.data) ? error.data.error.code : undefined;
}

/** A readable message for any error shape RTK Query or fetch produce. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    if ('data' in error && isErrorBody((error as { data: unknown }).data)) {
      return (error as { data: ErrorBody }).data.error.message;
    }
    if ('error' in error && typeof (error as { error: unknown }).error === 'string') {
      return (error as { error: string }).error;
    }
    if ('message' in error && typeof (error as { message: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
  }
  return 'Something went wrong.';
}
