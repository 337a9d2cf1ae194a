import type { Expr, Range, Value } from './sheet-formula.js';
import { address } from './sheet-formula.js';

/** How a cell looks: an input the reader may change, an amount of money, a total, a heading. */
export interface CellStyle {
  input?: boolean;
  money?: boolean;
  percent?: boolean;
  bold?: boolean;
}

export interface GridCell {
  /** A constant (number or text), or a formula with its value. */
  content: Value | { formula: string; value: Value };
  style: CellStyle;
}

/**
 * One sheet being built: cells by row and column (1-based), each a constant or a formula with the
 * value it gives. A reference reads the value of a cell already written, so the sheets are built in
 * the order their formulas depend on each other.
 */
export class Grid {
  readonly cells = new Map<number, Map<number, GridCell>>();
  readonly widths = new Map<number, number>();
  /** The row the next `row()` call gives. */
  next = 1;

  /** "'Cash flow'!": how other sheets' formulas name this one. */
  private readonly prefix: string;

  constructor(readonly name: string) {
    this.prefix = `'${name.replace(/'/g, "''")}'!`;
  }

  /** A row number, reserving `count` rows. */
  row(count = 1): number {
    const r = this.next;
    this.next += count;
    return r;
  }

  set(row: number, column: number, content: Expr | Value, style: CellStyle = {}): void {
    const cells = this.cells.get(row) ?? new Map<number, GridCell>();
    this.cells.set(row, cells);
    cells.set(column, {
      content:
        content !== null && typeof content === 'object'
          ? {
              formula: content.f.includes(this.prefix) ? content.f.split(this.prefix).join('') : content.f,
              value: content.v,
            }
          : content,
      style,
    });
  }

  value(row: number, column: number): Value {
    const cell = this.cells.get(row)?.get(column);
    if (!cell) throw new Error(`${this.name}!${address(row, column)} is read before it is written`);
    const { content } = cell;
    return content !== null && typeof content === 'object' ? content.value : content;
  }

  ref(row: number, column: number, fix: 'none' | 'both' | 'row' | 'column' = 'none'): Expr {
    return {
      f: `${this.prefix}${address(row, column, fix)}`,
      v: this.value(row, column),
    };
  }

  /** A rectangle, fixed (absolute) unless `fix` says otherwise. */
  range(
    fromRow: number,
    fromColumn: number,
    toRow: number,
    toColumn: number,
    fix: 'none' | 'both' | 'row' | 'column' = 'both',
  ): Range {
    const values: Value[] = [];
    for (let r = fromRow; r <= toRow; r += 1) {
      for (let c = fromColumn; c <= toColumn; c += 1) values.push(this.value(r, c));
    }
    return {
      f: `${this.prefix}${address(fromRow, fromColumn, fix)}:${address(toRow, toColumn, fix)}`,
      values,
    };
  }
}
