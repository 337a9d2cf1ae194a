import type { BoardPatch } from '@planner/domain';
import { DEFAULT_SCENARIOS, neutralFinancials } from '@planner/domain';

/** Every field of every stage written: what a founder has after walking all six stages. */
export function completeBoardPatch(): BoardPatch {
  return {
    title: 'Crème Bakery: Ελληνικά и Кириллица',
    currentStage: 'GO_TO_MARKET',
    currentStep: 'REFINE_LAUNCH_PLAN',
    ideaData: {
      initialIdea: 'Fresh sourdough delivered to offices',
      businessIdea: 'Draft: a bakery for offices',
      refinedBusinessIdea: 'A **subscription** bakery that delivers sourdough to offices before 9 am.',
      guidingQuestions: '1. Who pays?\n2. How often?',
      refinedGuidingQuestions: '1. Office managers pay.\n2. Daily.',
      geoMarket: 'Lyon, France',
      problemStatement: 'Offices lack bread',
      refinedProblemStatement: 'Office teams in Lyon have no fresh breakfast before meetings.',
    },
    targetAudienceData: {
      targetGroups: '- Startups\n- Law firms',
      refinedTargetGroups: '- Startups with 10-50 people\n- Law firms',
      marketSegmentationMatrix: {
        columns: ['Target group', 'Size', 'Willingness to pay'],
        rows: [
          ['Startups', 'Large', 'Medium'],
          ['Law firms', 'Small', 'High'],
        ],
      },
      chosenTargetGroup: 'Startups',
      targetPersona: 'Camille, 34, office manager at a 30-person startup.',
    },
    uvpData: {
      uniqueValueProposition: 'Bread on your desk',
      refinedUniqueValueProposition: 'Warm sourdough on every desk by 9 am, no ordering needed.',
      elevatorPitch: 'We bake',
      refinedElevatorPitch: 'We bake at 4 and deliver by 9, so your team starts the day together.',
    },
    businessModelData: {
      keyPartners: 'Mills',
      refinedKeyPartners: '- Local mills\n- Bike couriers',
      revenueStreams: 'Subscriptions',
      refinedRevenueStreams: 'Monthly subscriptions per desk.',
      revenueStreamMatrix: {
        columns: ['Revenue stream', 'Price', 'Frequency'],
        rows: [['Desk subscription', '€30', 'Monthly']],
      },
      SMARTGoals: 'Grow',
      refinedSMARTGoals: '40 offices subscribed by June 2027.',
    },
    budgetingData: {
      // The forecast's cost lines: 4,200.50 of one-off costs in month 1 and 500 a month of rent.
      budget: {
        Category: ['Kitchen', 'Delivery', 'Premises'],
        Item: ['Oven', 'Bike', 'Rent'],
        'One-off (EUR)': [2900.25, '1,300.25', 0],
        'Monthly (EUR)': [0, 0, 500],
        Notes: ['used', 'cargo', 'monthly'],
      },
    },
    goToMarketData: {
      marketingChannels: 'LinkedIn',
      refinedMarketingChannels: 'LinkedIn posts and free tasting mornings.',
      launchPlan: 'Launch in May',
      refinedLaunchPlan: '1. Tasting week\n2. First 10 offices',
    },
    // Revenue 1,200 a month, cost of sales 300, rent 500 and 4,200.50 of equipment in month 1.
    forecastData: {
      startingCash: 5000,
      firstMonth: '2027-05',
      streams: [
        {
          name: 'Desk subscription',
          pricingModel: 'subscription',
          price: 30,
          volume: 40,
          growthPercent: 0,
          churnPercent: 0,
          capacity: null,
        },
      ],
      costOfSalesPercent: 25,
      costs: [
        { name: 'Oven', category: 'Kitchen', oneOff: 2900.25, monthly: 0, startMonth: 1 },
        { name: 'Bike', category: 'Delivery', oneOff: 1300.25, monthly: 0, startMonth: 1 },
        { name: 'Rent', category: 'Premises', oneOff: 0, monthly: 500, startMonth: 1 },
      ],
      taxRatePercent: 20,
      ...neutralFinancials(),
      scenarios: DEFAULT_SCENARIOS,
    },
  };
}

const LONG = 'Très long texte 🍞. '.repeat(500).slice(0, 10_000);

/** Markdown and HTML injection, 10,000-character fields, right-to-left and CJK text, emoji. */
export function hostileBoardPatch(): BoardPatch {
  return {
    title: '<script>alert("x")</script> ../../etc/passwd 東京 🍞',
    currentStage: 'BUSINESS_MODEL',
    currentStep: 'REFINE_KEY_PARTNERS',
    ideaData: {
      initialIdea: LONG,
      refinedBusinessIdea:
        '# Injected heading\n<img src=x onerror=alert(1)><b>raw html</b>\n\n| a | b |\n|---|---|\n| c | d |',
      refinedProblemStatement: 'שלום עולם مرحبا بالعالم — 東京のパン屋 서울 빵집',
      geoMarket: LONG,
    },
    targetAudienceData: {
      targetGroups: '**bold** _it_ [link](javascript:alert(1)) 🚀🎉',
      marketSegmentationMatrix: {
        columns: ['Group | pipe', '<b>html</b>'],
        rows: [['東京\nnew line', 'x'.repeat(2000)]],
      },
    },
    uvpData: { refinedUniqueValueProposition: LONG },
  };
}

const WORDS = 'market customer office bakery delivery morning subscription price team growth'.split(' ');

/** `length` characters of plain paragraphs (a sentence of ten words, six sentences a paragraph). */
function prose(length: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < length; i++) {
    const sentence = Array.from({ length: 10 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(' ');
    text += `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${i % 6 === 5 ? '\n\n' : ' '}`;
  }
  return text.slice(0, length);
}

/** A table of `rows` rows of six columns, each cell `cell` characters of prose. */
function proseTable(rows: number, cell: number) {
  const columns = ['Group', 'Need', 'Size', 'Channel', 'Price', 'Notes'];
  return {
    columns,
    rows: Array.from({ length: rows }, (_, r) => columns.map((_, c) => prose(cell, r * 6 + c))),
  };
}

/**
 * Every text field of the complete board at `length` characters and its two stage tables at
 * `rows` rows of six 300-character cells (with `planTables`, the plan's competition, milestones
 * and risks too): a large plan, seconds to lay out.
 */
export function largeBoardPatch(length = 20_000, rows = 100, planTables = false): BoardPatch {
  const complete = completeBoardPatch();
  let seed = 0;
  const fill = <T extends object>(data: T): T =>
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        typeof value === 'string' ? prose(length, seed++) : value,
      ]),
    ) as T;
  return {
    ...complete,
    ideaData: fill(complete.ideaData ?? {}),
    targetAudienceData: {
      ...fill(complete.targetAudienceData ?? {}),
      marketSegmentationMatrix: proseTable(rows, 300),
    },
    uvpData: fill(complete.uvpData ?? {}),
    businessModelData: {
      ...fill(complete.businessModelData ?? {}),
      revenueStreamMatrix: proseTable(rows, 300),
    },
    goToMarketData: fill(complete.goToMarketData ?? {}),
    ...(planTables
      ? {
          planData: {
            competition: proseTable(rows, 300),
            milestones: proseTable(rows, 300),
            risks: proseTable(rows, 300),
          },
        }
      : {}),
  };
}
