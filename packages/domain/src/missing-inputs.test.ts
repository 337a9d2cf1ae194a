import { describe, expect, it } from 'vitest';

import { isPluralTitle, missingInputsMessage } from './missing-inputs.js';
import { PLAN_SECTIONS } from './plan/plan-sections.js';
import { ALL_PROMPT_VERSION_NAMES, completionTarget } from './prompt-versions.js';

/**
 * The grammatical number of every title a completion drafts, as an English reader reads it. Checked
 * against the tables below: a new step or plan section whose title is not listed here fails, so its
 * number is decided when it is added.
 */
const NUMBER: Record<string, 'singular' | 'plural'> = {
  'Business idea': 'singular',
  'Guiding questions': 'plural',
  'Problem statement': 'singular',
  'Target groups': 'plural',
  'Market segmentation matrix': 'singular',
  'Target persona': 'singular',
  'Unique value proposition': 'singular',
  'Elevator pitch': 'singular',
  'Key partners': 'plural',
  'Revenue streams': 'plural',
  'Revenue stream matrix': 'singular',
  'SMART goals': 'plural',
  Budget: 'singular',
  'Forecast assumptions': 'plural',
  'Marketing channels': 'plural',
  'Launch plan': 'singular',
  'Company and team': 'plural',
  Competition: 'singular',
  Milestones: 'plural',
  'Risks and mitigations': 'plural',
};

const TITLES = [
  ...new Set([
    ...ALL_PROMPT_VERSION_NAMES.map((v) => completionTarget(v).title),
    ...PLAN_SECTIONS.map((s) => s.title),
  ]),
];

describe('isPluralTitle', () => {
  it('should know the number of every title of the prompt versions and plan sections', () => {
    expect(TITLES.filter((t) => !(t in NUMBER))).toEqual([]);
  });

  it.each(TITLES)('should read "%s" in its number', (title) => {
    expect(isPluralTitle(title)).toBe(NUMBER[title] === 'plural');
  });

  it.each(['Business', 'Status', 'Analysis', 'Process'])('should read "%s" as one thing', (title) => {
    expect(isPluralTitle(title)).toBe(false);
  });
});

describe('missingInputsMessage', () => {
  it('should make the verb agree with a plural plan section', () => {
    expect(missingInputsMessage('8.3.1', ['refinedSMARTGoals'])).toBe(
      'Fill in the SMART goals first: the milestones are drafted from it.',
    );
    expect(missingInputsMessage('8.4.1', ['refinedBusinessIdea'])).toBe(
      'Fill in the business idea first: the risks and mitigations are drafted from it.',
    );
  });

  it('should keep an acronym in capitals', () => {
    expect(missingInputsMessage('4.3.1', completionTarget('4.3.1').inputs.slice(0, 1))).toContain(
      'the SMART goals are',
    );
  });

  it('should keep "is" for one thing and "them" for two missing inputs', () => {
    expect(missingInputsMessage('1.1.2', ['initialIdea'])).toBe(
      'Fill in the initial idea first: the business idea is drafted from it.',
    );
    expect(missingInputsMessage('1.2.2', ['refinedBusinessIdea', 'geoMarket'])).toBe(
      'Fill in the business idea and geographical market first: the problem statement is drafted from them.',
    );
    expect(missingInputsMessage('8.2.1', ['refinedUniqueValueProposition'])).toMatch(
      /: the competition is drafted from it\.$/,
    );
  });

  it.each(ALL_PROMPT_VERSION_NAMES)('should never write "<plural> is" for %s', (version) => {
    const { title, inputs, required } = completionTarget(version);
    const message = missingInputsMessage(version, inputs.slice(0, required));
    expect(message.toLowerCase()).toContain(
      `the ${title.toLowerCase()} ${NUMBER[title] === 'plural' ? 'are' : 'is'} drafted from`,
    );
  });
});
