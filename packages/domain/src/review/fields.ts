import type { StageFieldPath } from '../fields.js';
import { fieldNameInSentence, fieldSpec, isFieldPath, stageOfFieldPath } from '../fields.js';
import type { StageSlug } from '../stages.js';
import { slugFromStage } from '../stages.js';

/** The forecast's assumptions live beside the stages; a finding on them belongs to budgeting. */
export const FORECAST_FIELD = 'forecastData';

/** A stage field's path, or null for anything else. */
function stageField(field: string): StageFieldPath | null {
  return isFieldPath(field) && stageOfFieldPath(field) !== null ? (field as StageFieldPath) : null;
}

const isForecast = (field: string) => field === FORECAST_FIELD || field.startsWith(`${FORECAST_FIELD}.`);

/** Whether a dotted path names a stage field or the forecast (`forecastData`, `forecastData.streams`). */
export function isReviewField(field: string): boolean {
  return stageField(field) !== null || isForecast(field);
}

/** The stage a field belongs to (the forecast to budgeting); null for an unknown path. */
export function stageOfField(field: string): StageSlug | null {
  if (isForecast(field)) return 'budgeting';
  const path = stageField(field);
  const stage = path && stageOfFieldPath(path);
  return stage ? slugFromStage(stage) : null;
}

/** The field's name in a sentence ("problem statement"); the forecast is "forecast". */
export function fieldLabel(field: string): string {
  const path = stageField(field);
  return path ? fieldNameInSentence(path) : 'forecast';
}

/**
 * Where a finding's field is edited: its stage screen opened at its step
 * (`/{boardId}/idea?step=REFINE_PROBLEM_STATEMENT`), or the forecast screen.
 */
export function fieldHref(boardId: string, field: string): string {
  const path = stageField(field);
  const slug = path && stageOfField(path);
  if (!path || !slug) return `/${boardId}/forecast`;
  return `/${boardId}/${slug}?step=${fieldSpec(path).step}`;
}
