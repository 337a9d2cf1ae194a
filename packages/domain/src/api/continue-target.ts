/** The WHATWG URL of Node and browsers (the domain compiles without DOM or Node types). */
declare const URL: new (
  input: string,
  base?: string,
) => { origin: string; username: string; password: string; pathname: string; search: string; hash: string };

/**
 * Where an emailed link may lead after its action: a normalised path on the app's own origin.
 * Accepts a path (`/login?from=reset`) or an absolute URL on `appOrigin`; answers the path, or null
 * for anything else (another origin, userinfo, `//host`, backslashes, `..`, control characters).
 */
export function continuePath(value: string, appOrigin: string): string | null {
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.com` would leave the origin.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  const origin = safeOrigin(appOrigin);
  if (!origin) return null;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return null;
  // Only already-normalised text: `/a/../b`, `/./x` or `HTTP://LOCALHOST` spellings are refused.
  return value === path || value === `${origin}${path}` ? path : null;
}

function safeOrigin(appOrigin: string): string | null {
  try {
    return new URL(appOrigin).origin;
  } catch {
    return null;
  }
}
