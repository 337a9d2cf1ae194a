import { z } from 'zod';

/**
 * An id as a request carries it (a path, a query, a body): a UUID in any case, lower case once
 * parsed. A UUID names one thing whatever its case, so every cache, access decision and query sees
 * the one canonical spelling the database writes.
 */
export function idSchema(message?: string) {
  return z.uuid(message).toLowerCase();
}
