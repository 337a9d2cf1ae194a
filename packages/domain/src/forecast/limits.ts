// Apart from assumptions.ts (zod) so the board's patch and its cost lines load no schema.

/** The largest amount of money the forecast takes. */
export const MAX_AMOUNT = 1_000_000_000;
/** Longest name of a stream, a cost or another line of the forecast. */
export const NAME_MAX = 120;
/** Most cost lines (budget rows) a forecast has. */
export const MAX_COSTS = 100;
/** Most columns a table (a budget too) has. */
export const BUDGET_COLUMNS_MAX = 12;
