import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify instance whose route schemas are zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Sends JSON that was already checked against the route's response schema and serialized (a cached
 * answer), skipping the per-request serializer. Fastify sends a string with a JSON type as is.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * What a use case needs from the app: every use case takes `deps: Deps<'db' | ...>` first and a
 * route passes `app` (or `{ ...app-services, log: request.log }` for per-request logging).
 */
export type Deps<K extends 'db' | 'config' | 'mailer' | 'tokens' | 'changes' | 'log' | 'addressClaims'> =
  Pick<FastifyInstance, K>;
