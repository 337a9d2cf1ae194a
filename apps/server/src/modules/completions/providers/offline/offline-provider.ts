import type { AnyPromptVersion, KeywordValues } from '@planner/domain';
import { FACTS_PROMPT_VERSION, keywordText, NO_AI_PROVIDER, REVIEW_PROMPT_VERSION } from '@planner/domain';

import { AppError } from '../../../../lib/app-error.js';
import type { CompletionProvider, Generation } from '../provider.js';
import { draftBudget } from './draft-budget.js';
import {
  draftKeyPartners,
  draftRevenueStreamMatrix,
  draftRevenueStreams,
  draftSmartGoals,
} from './draft-business-model.js';
import { draftForecast } from './draft-forecast.js';
import { draftLaunchPlan, draftMarketingChannels } from './draft-go-to-market.js';
import { draftBusinessIdea, draftGuidingQuestions, draftProblemStatement } from './draft-idea.js';
import { draftCompanyAndTeam, draftCompetition, draftMilestones, draftRisks } from './draft-plan.js';
import { draftPersona, draftSegmentationMatrix, draftTargetGroups } from './draft-target-audience.js';
import { draftElevatorPitch, draftUniqueValueProposition } from './draft-uvp.js';
import type { Plan } from './plan-context.js';
import { readPlan } from './plan-context.js';
import { proposeFacts } from './propose-facts.js';

const json = (value: unknown) => JSON.stringify(value);

/** Every version's draft; a new version fails to compile until it has one. */
const DRAFTS = {
  '1.1.2': draftBusinessIdea,
  '1.1.4': draftGuidingQuestions,
  '1.2.2': draftProblemStatement,
  '2.1.1': draftTargetGroups,
  '2.2.1': (v) => json(draftSegmentationMatrix(v)),
  '2.3.1': draftPersona,
  '3.1.1': draftUniqueValueProposition,
  '3.2.1': draftElevatorPitch,
  '4.1.1': draftKeyPartners,
  '4.2.1': draftRevenueStreams,
  '4.2.3': (v) => json(draftRevenueStreamMatrix(v)),
  '4.3.1': draftSmartGoals,
  budgeting: (v) => json(draftBudget(v)),
  '5.2.1': (v) => json(draftForecast(v)),
  '6.1.1': draftMarketingChannels,
  '6.2.1': draftLaunchPlan,
  // The plan's own sections.
  '8.1.1': draftCompanyAndTeam,
  '8.2.1': (v) => json(draftCompetition(v)),
  '8.3.1': (v) => json(draftMilestones(v)),
  '8.4.1': (v) => json(draftRisks(v)),
} as const satisfies Record<AnyPromptVersion, (plan: Plan) => string>;

export function offlineDraft(version: AnyPromptVersion, values: KeywordValues): string {
  // Sections left out for missing inputs must not leave gaps.
  return DRAFTS[version](readPlan(values))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A few words per chunk, like a model's stream, so the UI renders the draft the same way. */
const CHUNK = /(?:\S+\s*){1,4}|\s+/g;

/** The deterministic engine: drafts from the board's inputs and curated frameworks, no model. */
export function offlineProvider(): CompletionProvider {
  return {
    name: 'offline',
    source: 'offline',
    draftSource: { kind: 'offline' },
    generate({ version, values, signal }): Generation {
      async function* chunks(): AsyncGenerator<string> {
        // The review's critique needs a model: its route refuses before asking the offline engine.
        if (version === REVIEW_PROMPT_VERSION) throw new AppError('failed-precondition', NO_AI_PROVIDER);
        const draft =
          version === FACTS_PROMPT_VERSION
            ? JSON.stringify(proposeFacts(keywordText(values.initialIdea)))
            : offlineDraft(version, values);
        for (const piece of draft.match(CHUNK) ?? []) {
          signal.throwIfAborted();
          yield piece;
        }
      }
      return { chunks: chunks(), usage: () => undefined };
    },
  };
}
