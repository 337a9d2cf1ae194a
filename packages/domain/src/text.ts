/** The one character refused in every text that enters: PostgreSQL cannot store it in text or JSON. */
export const NUL = '\u0000';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/**
 * Where the first NUL character is in a request's input (a key or a string, at any depth), as a
 * dotted path from `root` (`body.title`, `query.cursor`), or null when there is none.
 */
export function findNulCharacter(value: unknown, root: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? root : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${root}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return root;
      const found = findNulCharacter(item, `${root}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Whether a user's link may stay a link in an export: an absolute http, https or mailto URL. */
export function isSafeLink(url: string): boolean {
  // As a browser reads it: tabs and newlines anywhere, and leading controls and spaces, are dropped.
  const read = url.replace(/[\t\n\r]/g, '');
  const start = [...read].findIndex((char) => char.charCodeAt(0) > 0x20);
  return start >= 0 && /^(?:https?:\/\/|mailto:)/i.test(read.slice(start));
}

/** Every character XML 1.0 forbids: C0 controls but tab, LF and CR, lone surrogates, U+FFFE, U+FFFF. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters an XML document (a DOCX) cannot hold. */
export function removeXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}
