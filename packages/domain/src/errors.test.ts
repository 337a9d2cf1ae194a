import { describe, expect, it } from 'vitest';

import {
  AUTH_ERROR_STATUS,
  canonicalStatus,
  ERROR_STATUS,
  FUNCTION_ERROR_STATUS,
  functionCodeFromHttpStatus,
  HTTP_ERROR_STATUS,
} from './errors.js';

describe('functionCodeFromHttpStatus', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ])('should map HTTP %s to %s', (status, code) => {
    expect(functionCodeFromHttpStatus(status)).toBe(code);
  });

  it.each([0, 200, 204, 302, 402, 405, 408, 410, 413, 415, 422, 502, 505, 599])(
    'should map anything else (%s) to unknown',
    (status) => {
      expect(functionCodeFromHttpStatus(status)).toBe('unknown');
    },
  );
});

describe('canonicalStatus', () => {
  it.each([
    [400, 'INVALID_ARGUMENT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'PERMISSION_DENIED'],
    [404, 'NOT_FOUND'],
    [409, 'ABORTED'],
    [413, 'INVALID_ARGUMENT'],
    [415, 'INVALID_ARGUMENT'],
    [429, 'RESOURCE_EXHAUSTED'],
    [499, 'CANCELLED'],
    [500, 'INTERNAL'],
    [501, 'UNIMPLEMENTED'],
    [503, 'UNAVAILABLE'],
    [504, 'DEADLINE_EXCEEDED'],
    [418, 'UNKNOWN'],
  ])('should name HTTP %s %s', (status, name) => {
    expect(canonicalStatus(status)).toBe(name);
  });
});

describe('ERROR_STATUS', () => {
  it('should give every code an HTTP error status', () => {
    for (const status of Object.values(ERROR_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
    // The HTTP-level codes (405, 414) the server answers before any route.
    expect(ERROR_STATUS).toEqual({ ...FUNCTION_ERROR_STATUS, ...AUTH_ERROR_STATUS, ...HTTP_ERROR_STATUS });
  });

  it('should send each function code back to itself through the client mapping where the spec lists it', () => {
    for (const code of [
      'invalid-argument',
      'unauthenticated',
      'permission-denied',
      'not-found',
      'aborted',
      'resource-exhausted',
      'cancelled',
      'internal',
      'unimplemented',
      'unavailable',
      'deadline-exceeded',
    ] as const) {
      expect(functionCodeFromHttpStatus(FUNCTION_ERROR_STATUS[code])).toBe(code);
    }
  });

  it('should use the spec auth codes with their HTTP statuses', () => {
    expect(AUTH_ERROR_STATUS['auth/invalid-credential']).toBe(401);
    expect(AUTH_ERROR_STATUS['auth/email-already-in-use']).toBe(409);
    expect(AUTH_ERROR_STATUS['auth/too-many-requests']).toBe(429);
    expect(AUTH_ERROR_STATUS['auth/user-token-expired']).toBe(401);
    expect(AUTH_ERROR_STATUS['auth/weak-password']).toBe(400);
  });
});
