import {
  DRAFT_SHOWN_ON,
  fieldName,
  fieldNameInSentence,
  type PromptVersion,
  type StageFieldName,
  type StageFieldPath,
  type Step,
} from '@planner/domain';

/** How a step is shown; the rules (enablement, forward, movement, effects) come from the domain. */
export type StepView =
  /** The user writes a field, then drafts the next one (`next`). */
  | { kind: 'input'; field: StageFieldName; label: string; placeholder: string; next: PromptVersion }
  /** A draft from `draft`, refined into `field` (the same field when the step edits the draft itself). */
  | { kind: 'refine'; draft: PromptVersion; field: StageFieldName; label: string; next?: PromptVersion }
  /** The market segmentation matrix and the choice of a target group from its first column. */
  | { kind: 'segmentation'; draft: '2.2.1' }
  /** The revenue stream matrix, then the SMART goals drafted from it. */
  | { kind: 'revenue-matrix'; draft: '4.2.3'; next: '4.3.1' }
  | { kind: 'budget'; draft: 'budgeting' }
  /** DISPLAY_ALL: every idea field, readable. */
  | { kind: 'overview' };

export interface StepScreen {
  /** A one-line explanation of what the step is for. */
  summary: string;
  /** Said under a disabled Forward button: what the step still needs. */
  forwardHint: string;
  view: StepView;
}

/** An editor's label: "Your business idea", the field catalogue's name of the field it edits. */
const yours = (path: StageFieldPath) => `Your ${fieldNameInSentence(path)}`;

/**
 * One screen per step (a new step fails to compile until it has one). Headings are the domain's menu
 * names, fields are the catalogue's (a misspelt one does not compile), labels its names.
 */
export const STEP_SCREENS = {
  INITIAL_IDEA: {
    summary: 'Describe your idea in your own words. A sentence or two is enough to start.',
    forwardHint: 'Write your initial idea and generate the business idea to continue.',
    view: {
      kind: 'input',
      field: 'initialIdea',
      label: yours('ideaData.initialIdea'),
      placeholder: 'For example: a weekly box of local vegetables for busy families in Lyon.',
      next: '1.1.2',
    },
  },
  REFINE_BUSINESS_IDEA: {
    summary: 'Turn the draft into a business idea you would explain to a friend: what, for whom, why now.',
    forwardHint: 'Save your refined business idea and generate the guiding questions to continue.',
    view: {
      kind: 'refine',
      draft: '1.1.2',
      field: 'refinedBusinessIdea',
      label: yours('ideaData.refinedBusinessIdea'),
      next: '1.1.4',
    },
  },
  REFINE_GUIDING_QUESTIONS: {
    summary: 'Answer the questions that test the idea. Saving your answers takes you to the market.',
    forwardHint: 'Save your answers to the guiding questions to continue.',
    // The step asks questions: its field holds the founder's answers to them.
    view: { kind: 'refine', draft: '1.1.4', field: 'refinedGuidingQuestions', label: 'Your answers' },
  },
  GEO_MARKET: {
    summary: 'Name where you will sell first: a city, a region or a country.',
    forwardHint: 'Enter the geographical market and generate the problem statement to continue.',
    view: {
      kind: 'input',
      field: 'geoMarket',
      label: fieldName('ideaData.geoMarket'),
      placeholder: 'For example: Lyon and its suburbs, France',
      next: '1.2.2',
    },
  },
  REFINE_PROBLEM_STATEMENT: {
    summary: 'Sharpen the problem your customers have. Saving it opens the overview of your idea.',
    forwardHint: 'Save your refined problem statement to continue.',
    view: {
      kind: 'refine',
      draft: '1.2.2',
      field: 'refinedProblemStatement',
      label: yours('ideaData.refinedProblemStatement'),
    },
  },
  DISPLAY_ALL: {
    summary: 'Everything you wrote about the idea, in one place. Read it through before moving on.',
    forwardHint: 'Save a refined problem statement to continue.',
    view: { kind: 'overview' },
  },
  REFINE_TARGET_GROUPS: {
    summary: 'List the groups of people who could buy from you, then refine the list.',
    forwardHint: 'Save your refined target groups and generate the market segmentation matrix to continue.',
    view: {
      kind: 'refine',
      draft: '2.1.1',
      field: 'refinedTargetGroups',
      label: yours('targetAudienceData.refinedTargetGroups'),
      next: '2.2.1',
    },
  },
  SELECT_TARGET_GROUP: {
    summary: 'Compare the groups side by side and choose the one you will serve first.',
    forwardHint: 'Choose and save a target group to continue.',
    view: { kind: 'segmentation', draft: '2.2.1' },
  },
  REVIEW_TARGET_PERSONA: {
    summary: 'Meet one typical customer of the chosen group. Edit anything that does not ring true.',
    forwardHint: 'Generate the unique value proposition to move on to the next stage.',
    view: {
      kind: 'refine',
      draft: '2.3.1',
      field: 'targetPersona',
      label: fieldName('targetAudienceData.targetPersona'),
      next: '3.1.1',
    },
  },
  REFINE_UVP: {
    summary: 'Say why your customer would choose you over every alternative.',
    forwardHint: 'Save your refined value proposition and generate the elevator pitch to continue.',
    view: {
      kind: 'refine',
      draft: '3.1.1',
      field: 'refinedUniqueValueProposition',
      label: yours('uvpData.refinedUniqueValueProposition'),
      next: '3.2.1',
    },
  },
  REFINE_ELEVATOR_PITCH: {
    summary: 'Thirty seconds to make someone want to hear more.',
    forwardHint: 'Save your refined elevator pitch to continue.',
    view: {
      kind: 'refine',
      draft: '3.2.1',
      field: 'refinedElevatorPitch',
      label: yours('uvpData.refinedElevatorPitch'),
    },
  },
  REFINE_KEY_PARTNERS: {
    summary: 'Who you need on your side: suppliers, channels, allies.',
    forwardHint: 'Save your refined key partners and generate the revenue streams to continue.',
    view: {
      kind: 'refine',
      draft: '4.1.1',
      field: 'refinedKeyPartners',
      label: yours('businessModelData.refinedKeyPartners'),
      next: '4.2.1',
    },
  },
  REFINE_REVENUE_STREAMS: {
    summary: 'How the business earns money, and from whom.',
    forwardHint: 'Save your refined revenue streams and generate the revenue stream matrix to continue.',
    view: {
      kind: 'refine',
      draft: '4.2.1',
      field: 'refinedRevenueStreams',
      label: yours('businessModelData.refinedRevenueStreams'),
      next: '4.2.3',
    },
  },
  REVIEW_REVENUE_STREAM_MATRIX: {
    summary: 'Each revenue stream with its pricing and details, as a table you can edit.',
    forwardHint: 'Generate the SMART goals to continue.',
    view: { kind: 'revenue-matrix', draft: '4.2.3', next: '4.3.1' },
  },
  REFINE_SMART_GOALS: {
    summary: 'Goals that are specific, measurable, achievable, relevant and time-bound.',
    forwardHint: 'Save your refined SMART goals to continue.',
    view: {
      kind: 'refine',
      draft: '4.3.1',
      field: 'refinedSMARTGoals',
      label: yours('businessModelData.refinedSMARTGoals'),
    },
  },
  REFINE_BUDGET: {
    summary: 'What the first months will cost. Edit the lines and amounts; totals update as you type.',
    forwardHint: 'Generate a budget to continue.',
    view: { kind: 'budget', draft: 'budgeting' },
  },
  REFINE_MARKETING_CHANNELS: {
    summary: 'Where your customers will hear about you.',
    forwardHint: 'Save your refined marketing channels and generate the launch plan to continue.',
    view: {
      kind: 'refine',
      draft: '6.1.1',
      field: 'refinedMarketingChannels',
      label: yours('goToMarketData.refinedMarketingChannels'),
      next: '6.2.1',
    },
  },
  REFINE_LAUNCH_PLAN: {
    summary: 'The first weeks after launch, step by step. This is the last step of the plan.',
    forwardHint: 'This is the last step of the plan.',
    view: {
      kind: 'refine',
      draft: '6.2.1',
      field: 'refinedLaunchPlan',
      label: yours('goToMarketData.refinedLaunchPlan'),
    },
  },
} as const satisfies Record<Step, StepScreen>;

/** The step whose screen shows the draft of `version`: the domain's `DRAFT_SHOWN_ON`. */
export function stepShowing(version: PromptVersion): Step | null {
  return DRAFT_SHOWN_ON[version];
}
