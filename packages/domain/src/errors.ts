import { z } from 'zod';

/**
 * Error codes shared by server and client. Function codes follow the callable protocol; `auth/...`
 * codes follow the spec's identity-provider vocabulary.
 */
export const FUNCTION_ERROR_STATUS = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  aborted: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export const AUTH_ERROR_STATUS = {
  'auth/invalid-credential': 401,
  'auth/invalid-email': 400,
  'auth/email-already-in-use': 409,
  'auth/weak-password': 400,
  'auth/too-many-requests': 429,
  'auth/user-disabled': 403,
  'auth/user-token-expired': 401,
  'auth/invalid-action-code': 400,
  'auth/expired-action-code': 400,
  'auth/requires-recent-login': 401,
  'auth/operation-not-allowed': 400,
  'auth/provider-not-configured': 501,
  'auth/invalid-state': 400,
  'auth/account-exists-with-different-credential': 409,
  /** The user refused or cancelled at the sign-in provider. */
  'auth/user-cancelled': 401,
} as const;

/** Answers about the HTTP request itself, before any route: a method the path lacks, a URL too long. */
export const HTTP_ERROR_STATUS = {
  'method-not-allowed': 405,
  'uri-too-long': 414,
} as const;

export type FunctionErrorCode = keyof typeof FUNCTION_ERROR_STATUS;
export type AuthErrorCode = keyof typeof AUTH_ERROR_STATUS;
export type HttpErrorCode = keyof typeof HTTP_ERROR_STATUS;
export type ErrorCode = FunctionErrorCode | AuthErrorCode | HttpErrorCode;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  ...FUNCTION_ERROR_STATUS,
  ...AUTH_ERROR_STATUS,
  ...HTTP_ERROR_STATUS,
};

/** The callable protocol's canonical status names. */
const CANONICAL: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'INVALID_ARGUMENT',
  409: 'ABORTED',
  413: 'INVALID_ARGUMENT',
  414: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export function canonicalStatus(httpStatus: number): string {
  return CANONICAL[httpStatus] ?? 'UNKNOWN';
}

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The body of every error response (and of a streamed completion's `error` event). */
export const ErrorBodySchema = z.object({
  error: z.object({
    status: z.string(),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Spec section 8: the client's function error code for an HTTP status. */
export function functionCodeFromHttpStatus(status: number): FunctionErrorCode | 'unknown' {
  switch (status) {
    case 400:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 500:
      return 'internal';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    default:
      return 'unknown';
  }
}
