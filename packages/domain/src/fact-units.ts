/** The units a confirmed price is counted in (`ideaData.facts`); apart so the schema and the words share them. */
export const PRICE_UNITS = [
  'item',
  'hour',
  'visit',
  'session',
  'day',
  'week',
  'month',
  'year',
  'seat',
  'person',
  'kg',
  'project',
] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
