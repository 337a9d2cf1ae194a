import { ErrorBodySchema } from '@planner/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ERROR_BODY = ErrorBodySchema.describe(
  'An error: `error.code` says which, `error.message` says it in words',
);

/** The error statuses a route can answer, from what its options say it does. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500, 503]);
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  // Any body is parsed (and can be malformed, too large or of another type), schema'd or not.
  const methods = [route.method].flat();
  if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)))
    [400, 413, 415].forEach((s) => statuses.add(s));
  if (schema.security) [401, 403].forEach((s) => statuses.add(s));
  if (route.url.includes(':')) statuses.add(404);
  const config = route.config as { rateLimit?: unknown; errorStatuses?: number[] } | undefined;
  if (config?.rateLimit) statuses.add(429);
  // Answers a route's use case can give beyond the rules above (a conflict, a disabled feature).
  for (const status of config?.errorStatuses ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * onRoute hook: every /api route documents (and serializes) its error answers with the one shared
 * error body, so the OpenAPI document lists each 4xx/5xx a route can give.
 */
export function documentErrors(route: RouteOptions) {
  if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ??= {});
  const response = (schema.response ??= {}) as Record<number, unknown>;
  for (const status of errorStatuses(route)) response[status] ??= ERROR_BODY;
}

/** A success answer that is a document of another type (a file, a page), not JSON. */
export function nonJsonAnswer(description: string, contentTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.any() }])),
  };
}

/** jsonSchemaTransform, then an answer declared `z.null()` (a 204, a redirect) documented without a body. */
export const documentTransform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const declared = (document.schema?.response ?? {}) as Record<string, unknown>;
  const response = transformed.schema.response as Record<string, unknown> | undefined;
  for (const [status, schema] of Object.entries(declared)) {
    if (response && schema instanceof z.ZodNull) {
      response[status] = { type: 'null', description: schema.description ?? 'No content' };
    }
  }
  return transformed;
};
