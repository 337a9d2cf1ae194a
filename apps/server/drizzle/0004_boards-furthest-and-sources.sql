ALTER TABLE "boards" ADD COLUMN "furthest_stage" text DEFAULT 'IDEA' NOT NULL;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "furthest_step" text DEFAULT 'INITIAL_IDEA' NOT NULL;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "draft_sources" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
-- Backfill with the same rule as `furthestReached` (packages/domain/src/progress.ts): the last step
-- the content unlocks, or the current step when that is further.
WITH "unlocked" AS (
  SELECT "id", "current_step", CASE
    WHEN btrim(coalesce("go_to_market_data"->>'marketingChannels', '')) <> '' AND btrim(coalesce("go_to_market_data"->>'refinedMarketingChannels', '')) <> '' THEN 'REFINE_LAUNCH_PLAN'
    WHEN btrim(coalesce("go_to_market_data"->>'marketingChannels', '')) <> '' THEN 'REFINE_MARKETING_CHANNELS'
    WHEN json_typeof("budgeting_data"->'budget') = 'object' AND "budgeting_data"->>'budget' <> '{}' THEN 'REFINE_BUDGET'
    WHEN btrim(coalesce("business_model_data"->>'keyPartners', '')) <> '' AND coalesce(json_array_length("business_model_data"->'revenueStreamMatrix'->'rows'), 0) > 0 THEN 'REFINE_SMART_GOALS'
    WHEN btrim(coalesce("business_model_data"->>'keyPartners', '')) <> '' AND btrim(coalesce("business_model_data"->>'refinedRevenueStreams', '')) <> '' THEN 'REVIEW_REVENUE_STREAM_MATRIX'
    WHEN btrim(coalesce("business_model_data"->>'keyPartners', '')) <> '' AND btrim(coalesce("business_model_data"->>'refinedKeyPartners', '')) <> '' THEN 'REFINE_REVENUE_STREAMS'
    WHEN btrim(coalesce("business_model_data"->>'keyPartners', '')) <> '' THEN 'REFINE_KEY_PARTNERS'
    WHEN btrim(coalesce("uvp_data"->>'uniqueValueProposition', '')) <> '' AND btrim(coalesce("uvp_data"->>'refinedUniqueValueProposition', '')) <> '' THEN 'REFINE_ELEVATOR_PITCH'
    WHEN btrim(coalesce("uvp_data"->>'uniqueValueProposition', '')) <> '' THEN 'REFINE_UVP'
    WHEN btrim(coalesce("target_audience_data"->>'targetGroups', '')) <> '' AND btrim(coalesce("target_audience_data"->>'chosenTargetGroup', '')) <> '' THEN 'REVIEW_TARGET_PERSONA'
    WHEN btrim(coalesce("target_audience_data"->>'targetGroups', '')) <> '' AND btrim(coalesce("target_audience_data"->>'refinedTargetGroups', '')) <> '' THEN 'SELECT_TARGET_GROUP'
    WHEN btrim(coalesce("target_audience_data"->>'targetGroups', '')) <> '' THEN 'REFINE_TARGET_GROUPS'
    WHEN btrim(coalesce("idea_data"->>'refinedProblemStatement', '')) <> '' THEN 'DISPLAY_ALL'
    WHEN btrim(coalesce("idea_data"->>'geoMarket', '')) <> '' THEN 'REFINE_PROBLEM_STATEMENT'
    WHEN btrim(coalesce("idea_data"->>'refinedGuidingQuestions', '')) <> '' THEN 'GEO_MARKET'
    WHEN btrim(coalesce("idea_data"->>'refinedBusinessIdea', '')) <> '' THEN 'REFINE_GUIDING_QUESTIONS'
    WHEN btrim(coalesce("idea_data"->>'initialIdea', '')) <> '' THEN 'REFINE_BUSINESS_IDEA'
    ELSE 'INITIAL_IDEA'
  END AS "step"
  FROM "boards"
), "plan"("steps") AS (
  SELECT ARRAY['INITIAL_IDEA', 'REFINE_BUSINESS_IDEA', 'REFINE_GUIDING_QUESTIONS', 'GEO_MARKET', 'REFINE_PROBLEM_STATEMENT', 'DISPLAY_ALL', 'REFINE_TARGET_GROUPS', 'SELECT_TARGET_GROUP', 'REVIEW_TARGET_PERSONA', 'REFINE_UVP', 'REFINE_ELEVATOR_PITCH', 'REFINE_KEY_PARTNERS', 'REFINE_REVENUE_STREAMS', 'REVIEW_REVENUE_STREAM_MATRIX', 'REFINE_SMART_GOALS', 'REFINE_BUDGET', 'REFINE_MARKETING_CHANNELS', 'REFINE_LAUNCH_PLAN']
), "reached" AS (
  SELECT "id", CASE
    WHEN array_position("steps", "current_step") > array_position("steps", "step") THEN "current_step"
    ELSE "step"
  END AS "step"
  FROM "unlocked", "plan"
)
UPDATE "boards" SET
  "furthest_step" = "reached"."step",
  "furthest_stage" = CASE
    WHEN "reached"."step" IN ('REFINE_MARKETING_CHANNELS', 'REFINE_LAUNCH_PLAN') THEN 'GO_TO_MARKET'
    WHEN "reached"."step" = 'REFINE_BUDGET' THEN 'BUDGETING'
    WHEN "reached"."step" IN ('REFINE_KEY_PARTNERS', 'REFINE_REVENUE_STREAMS', 'REVIEW_REVENUE_STREAM_MATRIX', 'REFINE_SMART_GOALS') THEN 'BUSINESS_MODEL'
    WHEN "reached"."step" IN ('REFINE_UVP', 'REFINE_ELEVATOR_PITCH') THEN 'UVP'
    WHEN "reached"."step" IN ('REFINE_TARGET_GROUPS', 'SELECT_TARGET_GROUP', 'REVIEW_TARGET_PERSONA') THEN 'TARGET_AUDIENCE'
    ELSE 'IDEA'
  END
FROM "reached"
WHERE "boards"."id" = "reached"."id";
