/** The six stages in order; `dataKey` names the board object that holds the stage's fields. */
export const STAGES = [
  { id: 'IDEA', slug: 'idea', name: 'Idea', dataKey: 'ideaData' },
  { id: 'TARGET_AUDIENCE', slug: 'target-audience', name: 'Target Audience', dataKey: 'targetAudienceData' },
  { id: 'UVP', slug: 'uvp', name: 'Unique Value Proposition', dataKey: 'uvpData' },
  { id: 'BUSINESS_MODEL', slug: 'business-model', name: 'Business Model', dataKey: 'businessModelData' },
  { id: 'BUDGETING', slug: 'budgeting', name: 'Budgeting', dataKey: 'budgetingData' },
  { id: 'GO_TO_MARKET', slug: 'go-to-market', name: 'Go To Market', dataKey: 'goToMarketData' },
] as const;

export type StageInfo = (typeof STAGES)[number];
export type Stage = StageInfo['id'];
export type StageSlug = StageInfo['slug'];
export type StageDataKey = StageInfo['dataKey'];

export const STAGE_IDS = STAGES.map((s) => s.id) as [Stage, ...Stage[]];
export const STAGE_SLUGS = STAGES.map((s) => s.slug) as [StageSlug, ...StageSlug[]];

export function stageInfo(stage: Stage): StageInfo {
  const info = STAGES.find((s) => s.id === stage);
  if (!info) throw new Error(`Unknown stage ${String(stage)}`);
  return info;
}

export function stageFromSlug(slug: string): Stage | undefined {
  return STAGES.find((s) => s.slug === slug)?.id;
}

export function slugFromStage(stage: Stage): StageSlug {
  return stageInfo(stage).slug;
}

/** 1-based position of a stage in the plan. */
export function stageNumber(stage: Stage): number {
  return STAGE_IDS.indexOf(stage) + 1;
}
