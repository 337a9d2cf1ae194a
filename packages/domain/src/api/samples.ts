import { z } from 'zod';

/** One sample board a founder can start from. */
export const SampleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  currency: z.string(),
  summary: z.string(),
});
export type SampleSummary = z.infer<typeof SampleSummarySchema>;

/** GET /api/samples. */
export const SamplesResponseSchema = z.object({ samples: z.array(SampleSummarySchema) });
export type SamplesResponse = z.infer<typeof SamplesResponseSchema>;

/** POST /api/functions/createBoardFromSample `{ data }`. */
export const CreateBoardFromSampleDataSchema = z
  .object({ sampleId: z.string('Pick a sample').min(1, 'Pick a sample').max(100) })
  .strict();
export type CreateBoardFromSampleData = z.infer<typeof CreateBoardFromSampleDataSchema>;
