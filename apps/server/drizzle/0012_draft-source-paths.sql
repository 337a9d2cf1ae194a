-- Issue 23, "one name for a field": a board's draft sources are keyed by the field's path
-- (`ideaData.businessIdea`, `planData.risks`), like edits, history and conflicts, no longer by the
-- bare field name. Keys already holding a path (or `forecastData`) and unknown keys are kept as they are.
UPDATE "boards" AS b
SET "draft_sources" = (
  SELECT coalesce(json_object_agg(coalesce(m.path, s.key), s.value), '{}'::json)
  FROM json_each(b."draft_sources") AS s(key, value)
  LEFT JOIN (VALUES
    ('initialIdea', 'ideaData.initialIdea'),
    ('businessIdea', 'ideaData.businessIdea'),
    ('refinedBusinessIdea', 'ideaData.refinedBusinessIdea'),
    ('guidingQuestions', 'ideaData.guidingQuestions'),
    ('refinedGuidingQuestions', 'ideaData.refinedGuidingQuestions'),
    ('geoMarket', 'ideaData.geoMarket'),
    ('problemStatement', 'ideaData.problemStatement'),
    ('refinedProblemStatement', 'ideaData.refinedProblemStatement'),
    ('offerKind', 'ideaData.offerKind'),
    ('customerKind', 'ideaData.customerKind'),
    ('targetGroups', 'targetAudienceData.targetGroups'),
    ('refinedTargetGroups', 'targetAudienceData.refinedTargetGroups'),
    ('marketSegmentationMatrix', 'targetAudienceData.marketSegmentationMatrix'),
    ('chosenTargetGroup', 'targetAudienceData.chosenTargetGroup'),
    ('targetPersona', 'targetAudienceData.targetPersona'),
    ('uniqueValueProposition', 'uvpData.uniqueValueProposition'),
    ('refinedUniqueValueProposition', 'uvpData.refinedUniqueValueProposition'),
    ('elevatorPitch', 'uvpData.elevatorPitch'),
    ('refinedElevatorPitch', 'uvpData.refinedElevatorPitch'),
    ('keyPartners', 'businessModelData.keyPartners'),
    ('refinedKeyPartners', 'businessModelData.refinedKeyPartners'),
    ('revenueStreams', 'businessModelData.revenueStreams'),
    ('refinedRevenueStreams', 'businessModelData.refinedRevenueStreams'),
    ('revenueStreamMatrix', 'businessModelData.revenueStreamMatrix'),
    ('SMARTGoals', 'businessModelData.SMARTGoals'),
    ('refinedSMARTGoals', 'businessModelData.refinedSMARTGoals'),
    ('budget', 'budgetingData.budget'),
    ('marketingChannels', 'goToMarketData.marketingChannels'),
    ('refinedMarketingChannels', 'goToMarketData.refinedMarketingChannels'),
    ('launchPlan', 'goToMarketData.launchPlan'),
    ('refinedLaunchPlan', 'goToMarketData.refinedLaunchPlan'),
    ('companyAndTeam', 'planData.companyAndTeam'),
    ('competition', 'planData.competition'),
    ('milestones', 'planData.milestones'),
    ('risks', 'planData.risks')
  ) AS m(name, path) ON m.name = s.key
)
WHERE EXISTS (
  SELECT 1 FROM json_each(b."draft_sources") AS s(key, value) WHERE position('.' in s.key) = 0 AND s.key <> 'forecastData'
);
