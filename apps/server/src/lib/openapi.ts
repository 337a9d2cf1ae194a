import {
  ErrorBodySchema,
  INPUT_DEPTH_MAX,
  PASSWORD_MAX,
  PLAN_PROMPT_FOLDER,
  PLAN_PROMPT_VERSION_NAMES,
  promptVersionsOf,
  STAGES,
} from '@planner/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Config } from '../config/env.js';
import { MAX_URL_LENGTH } from './request-limits.js';

const ERROR_BODY = ErrorBodySchema.describe(
  'An error: `error.code` says which, `error.message` says it in words',
);

/** The error statuses a route can answer, from what its options say it does. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>): number[] {
  const schema = route.schema ?? {};
  // A URL past MAX_URL_LENGTH (lib/request-limits.ts) is 414 on any route.
  const statuses = new Set<number>([414, 500, 503]);
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

/** What the document says of the API as a whole: the answers no single operation lists. */
export const API_DESCRIPTION = [
  'A method a path does not have answers 405 with `Allow` listing the methods it has.',
  `A URL (path and query) longer than ${MAX_URL_LENGTH} characters answers 414; request headers over 16 KiB in all (the URL included) answer 431.`,
  'A NUL character (U+0000) anywhere in the path, query or body answers 400.',
  `A body whose arrays and objects are nested more than ${INPUT_DEPTH_MAX} levels deep answers 400.`,
  'Invisible control characters (C0 controls but tab, line feed and carriage return; DEL; C1 controls; U+FFFE, U+FFFF; lone surrogates) are removed from every text sent, passwords excepted.',
  'Every 429 carries `Retry-After` in seconds.',
].join(' ');

type JsonSchema = { properties?: Record<string, JsonSchema>; enum?: unknown[]; [key: string]: unknown };

/** The body schema's property, wherever the transform put it. */
function bodyProperty(schema: Record<string, unknown>, name: string): JsonSchema | undefined {
  return (schema.body as JsonSchema | undefined)?.properties?.[name];
}

/**
 * jsonSchemaTransform, then what the zod schemas cannot say statically: the configured password
 * length, the prompt versions of each stage's completion route; and an answer declared `z.null()`
 * (a 204, a redirect) documented without a body.
 */
export function documentTransform(config: Pick<Config, 'PASSWORD_MIN_LENGTH'>): typeof jsonSchemaTransform {
  return (document) => {
    const transformed = jsonSchemaTransform(document);
    const declared = (document.schema?.response ?? {}) as Record<string, unknown>;
    const response = transformed.schema.response as Record<string, unknown> | undefined;
    for (const [status, schema] of Object.entries(declared)) {
      if (response && schema instanceof z.ZodNull) {
        response[status] = { type: 'null', description: schema.description ?? 'No content' };
      }
    }
    const schema = transformed.schema as Record<string, unknown>;
    // A new password: at sign-up and in a reset (signing in checks no length).
    const newPassword = { '/api/auth/sign-up': 'password', '/api/auth/action': 'newPassword' }[document.url];
    const password = newPassword ? bodyProperty(schema, newPassword) : undefined;
    if (password) Object.assign(password, { minLength: config.PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX });
    const stage = STAGES.find((s) => document.url === `/api/${s.slug}/completion`);
    const version = bodyProperty(schema, 'promptVersion');
    if (stage && version) version.enum = promptVersionsOf(stage.id);
    if (document.url === `/api/${PLAN_PROMPT_FOLDER}/completion` && version)
      version.enum = PLAN_PROMPT_VERSION_NAMES;
    return transformed;
  };
}
