import { toApiError } from '@/lib/api-error';

/** JSON POST to the API for the imperative auth flows (RTK Query covers the cached reads). */
export async function postJson<T>(path: string, body?: unknown, token?: string | null): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  return readJson<T>(response);
}

/** An API answer's JSON (undefined for 204), or its error as an `ApiError`. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
