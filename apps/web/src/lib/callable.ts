import type { FetchArgs } from '@reduxjs/toolkit/query';

/** Request of a callable function: `POST /api/functions/<name>` with `{ data }`. */
export function callableArgs(name: string, data: unknown): FetchArgs {
  return { url: `/functions/${name}`, method: 'POST', body: { data } };
}

/** Unwraps a callable answer `{ result }`. */
export function callableResult<T>(response: { result: T }): T {
  return response.result;
}
