// Apart from board-title.ts (zod): the board page proposes a name without loading any schema.

/** A new board's name until the founder names it. */
export const DEFAULT_BOARD_TITLE = 'Untitled board';

/** How many words of the idea a proposed name takes at most, and how long it may be. */
const PROPOSED_WORDS = 6;
const PROPOSED_MAX = 60;

/**
 * The name proposed for a board still called "Untitled board" once its initial idea is saved: the
 * idea's first words (its first sentence, at most six words and 60 characters, cut between words,
 * without closing punctuation), first letter capitalised. Null while the idea has no words or the
 * board already has a name of its own: a name is proposed, never set.
 */
export function proposedTitle(title: string, initialIdea: string): string | null {
  if (title.trim() !== DEFAULT_BOARD_TITLE) return null;
  const firstSentence = initialIdea.trim().split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const words = firstSentence
    .replace(/^[\s\-*•#>]+/, '')
    .split(/\s+/)
    .filter(Boolean);
  let name = '';
  for (const word of words.slice(0, PROPOSED_WORDS)) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > PROPOSED_MAX) break;
    name = next;
  }
  name = name.replace(/[\s.,;:!?\-–—]+$/u, '');
  if (!/[\p{L}\p{N}]/u.test(name)) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
