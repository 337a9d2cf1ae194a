import { z } from 'zod';

import { SEVERITIES } from '../review/checks.js';
import { isReviewField } from '../review/fields.js';
import { StageSlugSchema } from '../stage-schemas.js';

export const SeveritySchema = z.enum(SEVERITIES);

/**
 * The severities prompt 7.1.1 asks the AI for; a critique's finding is read as `major` (high) or
 * `minor` (medium, low): the caps come from the rule checks, which a founder can check by hand.
 */
export const AI_SEVERITIES = ['high', 'medium', 'low'] as const;
export const AI_SEVERITY_READ = { high: 'major', medium: 'minor', low: 'minor' } as const satisfies Record<
  (typeof AI_SEVERITIES)[number],
  (typeof SEVERITIES)[number]
>;

/** A finding's id: its check and field (`budget.reserve:budgetingData.budget`), or an AI finding's. */
export const FindingIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9.-]+:[A-Za-z.]+$/, 'Finding id must come from a review answer');

export const ReviewFindingSchema = z.object({
  id: FindingIdSchema,
  check: z.string(),
  stage: StageSlugSchema,
  field: z.string(),
  severity: SeveritySchema,
  title: z.string(),
  why: z.string(),
  suggestion: z.string(),
  source: z.enum(['rule', 'ai']),
  dismissed: z.boolean(),
  /** Why it was dismissed; only on a dismissed finding. */
  reason: z.string().optional(),
});
export type ReviewFinding = z.infer<typeof ReviewFindingSchema>;

const Score = z.number().min(0).max(100);

export const ValidateNextItemSchema = z.object({ stage: StageSlugSchema, text: z.string() });
export type ValidateNextItem = z.infer<typeof ValidateNextItemSchema>;

export const AI_REVIEW_STATUSES = ['none', 'current', 'stale'] as const;

/** GET /api/boards/:id/review. */
export const ReviewResponseSchema = z.object({
  version: z.number().int().positive(),
  score: z.object({
    overall: Score,
    stages: z.object({
      idea: Score,
      'target-audience': Score,
      uvp: Score,
      'business-model': Score,
      budgeting: Score,
      'go-to-market': Score,
    }),
  }),
  /** What holds the overall score down (`scoreCap`): null when no blocker or major finding is open. */
  cap: z
    .object({
      score: Score,
      severity: z.enum(['blocker', 'major']),
      findings: z.number().int().positive(),
    })
    .nullable(),
  findings: z.array(ReviewFindingSchema),
  validateNext: z.array(ValidateNextItemSchema),
  ai: z.object({
    status: z.enum(AI_REVIEW_STATUSES),
    reviewedVersion: z.number().int().positive().nullable(),
    /** Whether an AI provider is configured: offline, the rule-based review is the whole review. */
    available: z.boolean(),
  }),
});
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

export const FindingParamsSchema = z
  .object({ id: z.uuid('Board id must be a UUID').toLowerCase(), findingId: FindingIdSchema })
  .strict();

export const REASON_MAX = 500;

/** PATCH /api/boards/:id/review/findings/:findingId. */
export const DismissFindingSchema = z.discriminatedUnion(
  'dismissed',
  [
    z
      .object({
        dismissed: z.literal(true),
        reason: z
          .string('Say why you dismiss this finding')
          .trim()
          .min(1, 'Say why you dismiss this finding')
          .max(REASON_MAX, `The reason is limited to ${REASON_MAX} characters`),
      })
      .strict(),
    z.object({ dismissed: z.literal(false) }).strict(),
  ],
  'Send { dismissed: true, reason } or { dismissed: false }',
);
export type DismissFinding = z.infer<typeof DismissFindingSchema>;

export const AI_FINDINGS_MAX = 15;

/** Prompt 7.1.1's answer: the AI's findings, each on a board field. */
export const AiCritiqueSchema = z
  .object({
    findings: z
      .array(
        z.object({
          field: z
            .string()
            .refine(isReviewField, 'field must name a board field such as ideaData.refinedProblemStatement'),
          severity: z.enum(AI_SEVERITIES),
          title: z.string().trim().min(1).max(200).optional(),
          why: z.string().trim().min(1).max(1000),
          suggestion: z.string().trim().min(1).max(1000),
        }),
      )
      .max(AI_FINDINGS_MAX),
  })
  .describe('The AI critique: findings with field, severity, why and suggestion.');
export type AiCritique = z.infer<typeof AiCritiqueSchema>;
