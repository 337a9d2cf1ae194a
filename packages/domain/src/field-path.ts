import type { PlanSectionField } from './plan/plan-sections.js';
import { FIELD_INFO } from './review/fields.js';
import type { Stage, StageDataKey } from './stages.js';
import { stageInfo } from './stages.js';

/**
 * One name for a field of a board, everywhere (edits, draft sources, history, review, comments,
 * conflicts): a stage object's field as `<dataKey>.<field>` (`ideaData.initialIdea`), any other
 * top-level field bare (`title`, `forecastData`), a field of the plan data as `planData.<field>`
 * (the plan's own sections: `planData.competition`). Matrices and the budget are one field each.
 */
export type FieldPath =
  `${StageDataKey}.${string}` | `planData.${PlanSectionField | string}` | 'title' | 'forecastData';

/** The path of a stage's field: `fieldPath('IDEA', 'initialIdea')` is `ideaData.initialIdea`. */
export function fieldPath(stage: Stage, field: string): FieldPath {
  return `${stageInfo(stage).dataKey}.${field}`;
}

/** A path's parts: the board key, and the field inside it for a stage object's field. */
export function splitFieldPath(path: string): { key: string; field: string | undefined } {
  const dot = path.indexOf('.');
  return dot < 0 ? { key: path, field: undefined } : { key: path.slice(0, dot), field: path.slice(dot + 1) };
}

/**
 * The field's own name, the last part of its path (a field name is unique across the stages): what
 * a stage's patch is keyed by inside its stage object.
 */
export function fieldNameOf(path: string): string {
  const { key, field } = splitFieldPath(path);
  return field ?? key;
}

/**
 * The path a field went by before paths (its bare name, as old browser backups are keyed): a stage
 * field's name becomes its `<dataKey>.<field>` path; a path, or a top-level field, is itself; an
 * unknown name is null.
 */
export function upgradeFieldName(name: string): FieldPath | null {
  if (name === 'title' || name === 'forecastData') return name;
  const { key, field } = splitFieldPath(name);
  if (field !== undefined) return key in FIELD_INFO || key === 'planData' ? (name as FieldPath) : null;
  const owner = Object.entries(FIELD_INFO).find(([, fields]) => name in fields);
  return owner ? (`${owner[0]}.${name}` as FieldPath) : null;
}

/** The patch that sets one field to a value. */
export function fieldPatch(path: string, value: unknown): Record<string, unknown> {
  const { key, field } = splitFieldPath(path);
  return field === undefined ? { [key]: value } : { [key]: { [field]: value } };
}

/** A field's current value on a board. */
export function fieldValue(board: Record<string, unknown>, path: string): unknown {
  const { key, field } = splitFieldPath(path);
  const value = board[key];
  if (field === undefined) return value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[field]
    : undefined;
}
