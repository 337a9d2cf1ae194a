/**
 * Spreadsheet formulas that carry their own value: each expression is built once, as the formula text
 * a spreadsheet recalculates and the value that formula gives, so the workbook holds formulas and
 * the cached results a viewer without a calculation engine shows. Only the functions the forecast's
 * workbook needs, each evaluated the way Excel and LibreOffice Calc evaluate it.
 */
export type Value = number | string | boolean | null;

export interface Expr {
  /** The formula text, without the leading "=". */
  f: string;
  v: Value;
}

const num = (v: Value): number => (typeof v === 'number' ? v : v === true ? 1 : 0);

/** A number or a text written into a formula. */
export function lit(value: number | string): Expr {
  if (typeof value === 'string') return { f: `"${value.replace(/"/g, '""')}"`, v: value };
  return { f: String(value), v: value };
}

function infix(op: string, xs: readonly Expr[], fold: (a: number, b: number) => number): Expr {
  return {
    f: `(${xs.map((x) => x.f).join(op)})`,
    v: xs.map((x) => num(x.v)).reduce(fold),
  };
}

export const add = (...xs: Expr[]): Expr => infix('+', xs, (a, b) => a + b);
export const sub = (a: Expr, b: Expr): Expr => infix('-', [a, b], (x, y) => x - y);
export const mul = (...xs: Expr[]): Expr => infix('*', xs, (a, b) => a * b);
export const div = (a: Expr, b: Expr): Expr => infix('/', [a, b], (x, y) => x / y);
export const neg = (a: Expr): Expr => ({ f: `(-${a.f})`, v: -num(a.v) });

/** Rounds half away from zero, as ROUND does. */
export function round(x: Expr, decimals = 0): Expr {
  const scale = 10 ** decimals;
  const v = num(x.v);
  return { f: `ROUND(${x.f},${decimals})`, v: (Math.sign(v) * Math.round(Math.abs(v) * scale)) / scale };
}

/** Rounds down to a whole number, as INT does. */
export const int = (x: Expr): Expr => ({ f: `INT(${x.f})`, v: Math.floor(num(x.v)) });
/** The whole number at or above, as CEILING(x, 1) does for amounts of zero or more. */
export const ceiling = (x: Expr): Expr => ({ f: `CEILING(${x.f},1)`, v: Math.ceil(num(x.v)) });
export const min = (...xs: Expr[]): Expr => ({
  f: `MIN(${xs.map((x) => x.f).join(',')})`,
  v: Math.min(...xs.map((x) => num(x.v))),
});
export const max = (...xs: Expr[]): Expr => ({
  f: `MAX(${xs.map((x) => x.f).join(',')})`,
  v: Math.max(...xs.map((x) => num(x.v))),
});
/** MOD of a whole number by a positive whole number. */
export const mod = (a: Expr, b: Expr): Expr => {
  const d = num(b.v);
  return { f: `MOD(${a.f},${b.f})`, v: ((num(a.v) % d) + d) % d };
};
export const power = (a: Expr, b: Expr): Expr => ({
  f: `(${a.f}^${b.f})`,
  v: num(a.v) ** num(b.v),
});

export function iff(condition: Expr, then: Expr, otherwise: Expr): Expr {
  return { f: `IF(${condition.f},${then.f},${otherwise.f})`, v: condition.v ? then.v : otherwise.v };
}
export const and = (...xs: Expr[]): Expr => ({
  f: `AND(${xs.map((x) => x.f).join(',')})`,
  v: xs.every((x) => !!x.v),
});

/** Text compares as a spreadsheet compares it: ignoring case. */
function compareValues(a: Value, b: Value): number {
  const blankA = a === null || a === '';
  const blankB = b === null || b === '';
  if (blankA || blankB) return blankA && blankB ? 0 : 1;
  if (typeof a === 'string' || typeof b === 'string') {
    return String(a).toLowerCase() === String(b).toLowerCase() ? 0 : 1;
  }
  return num(a) - num(b);
}
const comparison =
  (op: string, test: (d: number) => boolean) =>
  (a: Expr, b: Expr): Expr => ({ f: `(${a.f}${op}${b.f})`, v: test(compareValues(a.v, b.v)) });
export const eq = comparison('=', (d) => d === 0);
export const ne = comparison('<>', (d) => d !== 0);
export const lt = comparison('<', (d) => d < 0);
export const le = comparison('<=', (d) => d <= 0);
export const gt = comparison('>', (d) => d > 0);
export const ge = comparison('>=', (d) => d >= 0);

/** A rectangle of cells: its reference and its values, row by row. */
export interface Range {
  f: string;
  values: Value[];
}

export const sum = (...ranges: Range[]): Expr => ({
  f: `SUM(${ranges.map((r) => r.f).join(',')})`,
  v: ranges.flatMap((r) => r.values).reduce<number>((total, v) => total + num(v), 0),
});

/** The sum of `values` where `keys` equal `key` (a number): SUMPRODUCT((keys=key)*values). */
export function sumWhere(keys: Range, key: Expr, values: Range): Expr {
  return {
    f: `SUMPRODUCT((${keys.f}=${key.f})*${values.f})`,
    v: keys.values.reduce<number>(
      (total, k, i) => total + (compareValues(k, key.v) === 0 ? num(values.values[i] ?? 0) : 0),
      0,
    ),
  };
}

/** How many of `keys` equal `key` (a number). */
export function countWhere(keys: Range, key: Expr): Expr {
  return {
    f: `SUMPRODUCT((${keys.f}=${key.f})*1)`,
    v: keys.values.filter((k) => compareValues(k, key.v) === 0).length,
  };
}

/** The sum of `values` where `texts` equal `text` exactly (case too): SUMPRODUCT(EXACT(texts,text)*values). */
export function sumWhereExact(texts: Range, text: Expr, values: Range): Expr {
  return {
    f: `SUMPRODUCT(EXACT(${texts.f},${text.f})*${values.f})`,
    v: texts.values.reduce<number>(
      (total, t, i) => total + (String(t ?? '') === String(text.v ?? '') ? num(values.values[i] ?? 0) : 0),
      0,
    ),
  };
}

/**
 * The sum of `values` where `texts` equal `text` exactly and `flags` are 1:
 * SUMPRODUCT(EXACT(texts,text)*flags*values).
 */
export function sumWhereExactFlagged(texts: Range, text: Expr, flags: Range, values: Range): Expr {
  return {
    f: `SUMPRODUCT(EXACT(${texts.f},${text.f})*${flags.f}*${values.f})`,
    v: texts.values.reduce<number>(
      (total, t, i) =>
        total +
        (String(t ?? '') === String(text.v ?? '')
          ? num(flags.values[i] ?? 0) * num(values.values[i] ?? 0)
          : 0),
      0,
    ),
  };
}

/** Column letters of a 1-based column number: 1 = A, 27 = AA. */
export function columnName(column: number): string {
  let name = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26)) {
    name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  }
  return name;
}

/** "B7", "$B$7" (absolute) or "B$7" (row only). */
export function address(
  row: number,
  column: number,
  fix: 'none' | 'both' | 'row' | 'column' = 'none',
): string {
  const c = fix === 'both' || fix === 'column' ? '$' : '';
  const r = fix === 'both' || fix === 'row' ? '$' : '';
  return `${c}${columnName(column)}${r}${row}`;
}

/** Texts and numbers joined, as & joins them (numbers written as whole numbers here). */
export const concat = (...xs: Expr[]): Expr => ({
  f: `(${xs.map((x) => x.f).join('&')})`,
  v: xs.map((x) => (x.v === null ? '' : String(x.v))).join(''),
});

/** A whole number of at least two digits ("04"), as TEXT(x,"00") writes it. */
export const twoDigits = (x: Expr): Expr => ({
  f: `TEXT(${x.f},"00")`,
  v: String(num(x.v)).padStart(2, '0'),
});

/** The sum of `values` where `keys` are at most `limit`: SUMPRODUCT((keys<=limit)*values). */
export function sumUpTo(keys: Range, limit: Expr, values: Range): Expr {
  return {
    f: `SUMPRODUCT((${keys.f}<=${limit.f})*${values.f})`,
    v: keys.values.reduce<number>(
      (total, k, i) => total + (num(k) <= num(limit.v) ? num(values.values[i] ?? 0) : 0),
      0,
    ),
  };
}

/** The position (1-based) of the first smallest number of a one-row range: MATCH(MIN(r),r,0). */
export function firstLowest(range: Range): Expr {
  const values = range.values.map(num);
  return { f: `MATCH(MIN(${range.f}),${range.f},0)`, v: values.indexOf(Math.min(...values)) + 1 };
}

/** The smallest number of a range. */
export const lowest = (range: Range): Expr => ({
  f: `MIN(${range.f})`,
  v: Math.min(...range.values.map(num)),
});
