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
