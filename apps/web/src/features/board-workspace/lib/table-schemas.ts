import { MarketSegmentationMatrixSchema, RevenueStreamMatrixSchema } from '@planner/domain';

/** The matrices' schemas, imported when a table is saved: zod stays out of the board page's first load. */
export const TABLE_SCHEMAS = {
  marketSegmentationMatrix: MarketSegmentationMatrixSchema,
  revenueStreamMatrix: RevenueStreamMatrixSchema,
};
