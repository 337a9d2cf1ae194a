import { type Keyword, KEYWORDS } from './keywords.js';
import { type AnyPromptVersion, completionTarget } from './prompt-versions.js';

/**
 * Whether a title names several things, so that a sentence with it as its subject takes "are":
 * two names joined by "and" ("Risks and mitigations", "Company and team") or a last word that is a
 * regular English plural ("Milestones", "Target groups", "SMART goals"). A last word ending in
 * "ss", "us" or "is" ("business", "status", "analysis") is singular, as is any other ending
 * ("Business idea", "Budget", "Competition").
 */
export function isPluralTitle(title: string): boolean {
  const words = title.trim().toLowerCase().split(/\s+/);
  if (words.includes('and')) return true;
  const last = words.at(-1) ?? '';
  return last.endsWith('s') && !/(ss|us|is)$/.test(last);
}

/** A title inside a sentence: lower case, but an acronym stays as it is ("SMART goals"). */
function inSentence(title: string): string {
  return title
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** "initial idea", "business idea and geographical market", "a, b and c". */
function listLabels(keywords: readonly Keyword[]): string {
  const labels = keywords.map((k) => inSentence(KEYWORDS.find((info) => info.name === k)?.label ?? k));
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * What a completion answers when its required inputs are empty (400 `failed-precondition`): "Fill in
 * the initial idea first: the business idea is drafted from it." The verb agrees with the drafted
 * title ("the milestones are drafted from it"), the pronoun with the missing inputs ("them" for two).
 */
export function missingInputsMessage(version: AnyPromptVersion, missing: readonly Keyword[]): string {
  const { title } = completionTarget(version);
  const verb = isPluralTitle(title) ? 'are' : 'is';
  const pronoun = missing.length > 1 ? 'them' : 'it';
  return `Fill in the ${listLabels(missing)} first: the ${inSentence(title)} ${verb} drafted from ${pronoun}.`;
}
