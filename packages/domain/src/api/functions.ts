import { z } from 'zod';

/** The callable protocol: every function takes `{ data }` and answers `{ result }`. */
export function callableRequest<T extends z.ZodType>(data: T) {
  return z.object({ data }).strict();
}
export function callableResponse<T extends z.ZodType>(result: T) {
  return z.object({ result });
}
