/** Longest text a user or the AI may store in one board field. */
export const TEXT_FIELD_MAX = 20_000;

/** From this length on an editor shows how much of the limit is used. */
export const TEXT_COUNTER_FROM = 18_000;

const count = (n: number) => n.toLocaleString('en-US');

/** What an editor says about a text's length: nothing, a counter near the limit, or why it cannot be saved. */
export interface TextLimitNote {
  /** True when the text is too long to save. */
  over: boolean;
  message: string;
}

/**
 * The limit of one board text field (20,000 characters) in words a person reads: a counter from
 * 18,000 characters, and past the limit by how much to shorten it. Null while the text is short.
 */
export function textLimitNote(text: string, max: number = TEXT_FIELD_MAX): TextLimitNote | null {
  const length = text.length;
  if (length > max) {
    const excess = length - max;
    return {
      over: true,
      message: `Too long to save: ${count(length)} of ${count(max)} characters. Shorten it by ${count(excess)} ${excess === 1 ? 'character' : 'characters'}.`,
    };
  }
  if (length >= Math.min(TEXT_COUNTER_FROM, max)) {
    return { over: false, message: `${count(length)} of ${count(max)} characters` };
  }
  return null;
}
