import type { FieldPath, StageFieldName, StageFieldPath } from './fields.js';
import { FIELD_PATHS, isFieldPath } from './fields.js';
import type { Stage } from './stages.js';
import { stageInfo } from './stages.js';

/** The path of a stage's field: `fieldPath('IDEA', 'initialIdea')` is `ideaData.initialIdea`. */
export function fieldPath(stage: Stage, field: StageFieldName): StageFieldPath {
  const path = `${stageInfo(stage).dataKey}.${field}`;
  if (!isFieldPath(path)) throw new Error(`${field} is not a field of ${stage}`);
  return path as StageFieldPath;
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
  if (isFieldPath(name)) return name;
  if (name.includes('.')) return null;
  return FIELD_PATHS.find((path) => path.endsWith(`Data.${name}`) && !path.startsWith('planData.')) ?? null;
}

/** The patch that sets one field to a value. */
export function fieldPatch(path: string, value: unknown): Record<string, unknown> {
  const { key, field } = splitFieldPath(path);
  return field === undefined ? { [key]: value } : { [key]: { [field]: value } };
}
