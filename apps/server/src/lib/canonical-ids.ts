/**
 * A UUID in a request's path or query, in whatever case it was sent: one identity, one spelling.
 * Fastify's `rewriteUrl` puts every id of the URL in lower case (the spelling the database writes and
 * the change feed names) before routing, so each route, cache, access decision and server-rendered
 * page sees the canonical id. Bodies are canonicalised by their schemas (`z.uuid().toLowerCase()` in the domain).
 * Secret tokens in URLs are base64url of another length and never take a UUID's shape.
 */
const UUID_IN_URL = /(?<=[/=])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=[/?&#]|$)/gi;
const CAPITAL_HEX = /[A-F]/;

export function canonicalIdsInUrl(url: string): string {
  return CAPITAL_HEX.test(url) ? url.replace(UUID_IN_URL, (id) => id.toLowerCase()) : url;
}
