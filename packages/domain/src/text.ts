/** The one character refused in every text that enters: PostgreSQL cannot store it in text or JSON. */
export const NUL = '\u0000';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/**
 * Deepest nesting of arrays and objects a request may send. A whole board sent back to
 * `importBoard` nests about 8 levels (the budget: `data.board.budgetingData.budget.<column>.<row>`);
 * 64 leaves room for any board to come while no parser or check walks thousands of levels.
 */
export const INPUT_DEPTH_MAX = 64;

export const INPUT_TOO_DEEP_MESSAGE = `Arrays and objects may nest at most ${INPUT_DEPTH_MAX} levels deep.`;

/**
 * Invisible control characters no text keeps: C0 controls but tab, line feed and carriage return,
 * DEL, C1 controls, U+FFFE, U+FFFF and lone surrogates (all those XML cannot carry among them). NUL
 * is matched too, but `cleanInput` refuses it before.
 */
const INVISIBLE_CONTROLS = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without invisible control characters; tab, line feed and carriage return stay. */
export function removeInvisibleControls(text: string): string {
  INVISIBLE_CONTROLS.lastIndex = 0;
  return INVISIBLE_CONTROLS.test(text) ? text.replace(INVISIBLE_CONTROLS, '') : text;
}

/** Secrets are kept exactly as typed: a password never reaches a document. */
const SECRET_KEYS = new Set(['password', 'newPassword']);

/** Why a request's input is refused, and where (a dotted path from its root: `body.title`). */
export interface InputProblem {
  path: string;
  message: string;
}

type Container = Record<string, unknown>;

/** An object or array of parsed input (a query's object may have a prototype of its own), not bytes. */
function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}

/**
 * Makes one part of a request's parsed input fit to keep (the body, the query or the path), without
 * recursion: refuses nesting deeper than `INPUT_DEPTH_MAX` (at the root's path) and a NUL character
 * in any string or key (at its path), and removes invisible control characters from every string and
 * key but passwords, in place. Answers the cleaned value, or the first problem found.
 */
export function cleanInput(input: unknown, root: string): { value: unknown } | { problem: InputProblem } {
  if (typeof input === 'string') {
    if (input.includes(NUL)) return { problem: { path: root, message: NUL_MESSAGE } };
    return { value: removeInvisibleControls(input) };
  }
  if (!isContainer(input)) return { value: input };
  const pending: { node: Container; path: string; depth: number }[] = [{ node: input, path: root, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, path, depth } = next;
    if (depth > INPUT_DEPTH_MAX) return { problem: { path: root, message: INPUT_TOO_DEEP_MESSAGE } };
    const isArray = Array.isArray(node);
    for (const key of Object.keys(node)) {
      if (key.includes(NUL)) return { problem: { path, message: NUL_MESSAGE } };
      const item = node[key];
      const at = `${path}.${key}`;
      if (typeof item === 'string') {
        if (item.includes(NUL)) return { problem: { path: at, message: NUL_MESSAGE } };
        if (!SECRET_KEYS.has(key)) node[key] = removeInvisibleControls(item);
      } else if (isContainer(item)) {
        pending.push({ node: item, path: at, depth: depth + 1 });
      }
      const name = isArray ? key : removeInvisibleControls(key);
      if (name !== key) {
        // An own property even when the cleaned name is `__proto__`.
        Object.defineProperty(node, name, {
          value: node[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
        delete node[key];
      }
    }
  }
  return { value: input };
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

/** The text without the characters an XML document (a DOCX, a spreadsheet) cannot hold. */
export function removeXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}

/** A copy of a value (strings, arrays, plain objects) with `change` applied to every string and key. */
function mapText<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapText(item, change)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [change(key), mapText(item, change)]),
    ) as T;
  }
  return value;
}

/** A copy of a value whose strings hold no character XML forbids: what a DOCX or a spreadsheet writes. */
export function withoutXmlForbidden<T>(value: T): T {
  return mapText(value, removeXmlForbidden);
}

/** A copy of a value without invisible control characters (NUL included): what a model's answer stores. */
export function withoutInvisibleControls<T>(value: T): T {
  return mapText(value, removeInvisibleControls);
}
