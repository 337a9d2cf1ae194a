import type { BoardData } from '../board.js';
import type { ForecastData } from '../forecast/assumptions.js';
import { upgradeForecastData } from '../forecast/upgrade.js';
import { emptyPlanData } from '../plan/plan-data.js';

/**
 * A plan a good founder wrote (a dog-walking service in Manchester): every rule check passes.
 * Tests change one field to make one check fail.
 */
export function goodBoard(): BoardData {
  return {
    ideaData: {
      initialIdea: 'Group dog walks for busy professionals in south Manchester.',
      businessIdea: 'A dog-walking service.',
      refinedBusinessIdea:
        'Paws & Pavements runs GPS-tracked group walks of up to four dogs in Didsbury and Chorlton.',
      guidingQuestions: '- Who needs walks?',
      refinedGuidingQuestions:
        '- Which owners pay for midday walks?\n- How far will they let a walker travel?',
      geoMarket: 'Didsbury, Chorlton and Withington (Manchester, UK)',
      problemStatement: 'Dogs get bored.',
      refinedProblemStatement:
        'Dog owners who work office hours leave their dogs alone for 9 hours a day; they pay £15 a day for ad-hoc sitters or come home to a chewed sofa.',
    },
    targetAudienceData: {
      targetGroups: '- Office workers\n- Retirees',
      refinedTargetGroups: '- Dog owners who commute to the city centre\n- Retirees with large dogs',
      marketSegmentationMatrix: {
        columns: ['Target group', 'Size'],
        rows: [
          ['Dog owners who commute to the city centre', '4,000'],
          ['Retirees with large dogs', '900'],
        ],
      },
      chosenTargetGroup: 'Dog owners who commute to the city centre',
      targetPersona: 'Sarah, 34, a solicitor who commutes to the city centre, owns a two-year-old spaniel.',
    },
    uvpData: {
      uniqueValueProposition: 'Walks.',
      refinedUniqueValueProposition:
        'For dog owners who commute to the city centre, Paws & Pavements ends the 9 hours alone: a tracked midday group walk, photos included.',
      elevatorPitch: 'We walk dogs.',
      refinedElevatorPitch:
        'Paws & Pavements walks the dogs of commuters at midday, with live tracking and photos.',
    },
    businessModelData: {
      keyPartners: '- Vets',
      refinedKeyPartners: '- Didsbury Vets (referrals)\n- Local pet shops',
      revenueStreams: '- Walks',
      refinedRevenueStreams: '- Monthly walk plan: 20 walks a month\n- Single walks',
      revenueStreamMatrix: {
        columns: ['Revenue stream', 'Price'],
        rows: [
          ['Monthly walk plan', '£240'],
          ['Single walks', '£15'],
        ],
      },
      SMARTGoals: '- Grow',
      refinedSMARTGoals: '- 30 monthly plans by June 2027\n- Break even by month 2',
    },
    budgetingData: {
      budget: {
        Category: ['Equipment', 'Marketing', 'Marketing', 'Reserve'],
        Item: ['Van and leads', 'Leaflets', 'Instagram ads', 'Contingency reserve'],
        'One-off (GBP)': [3000, 200, 0, 500],
        'Monthly (GBP)': [150, 0, 50, 0],
        'First 12 months (GBP)': [4800, 200, 600, 500],
      },
    },
    goToMarketData: {
      marketingChannels: '- Leaflets',
      refinedMarketingChannels: '- Leaflets: 2,000 in Didsbury\n- Instagram ads: local targeting',
      launchPlan: 'Launch.',
      refinedLaunchPlan: 'Week 1: leaflets. Week 2: open bookings. March 2027: first 10 plans.',
    },
    // Written in the first forecast shape; imports upgrade it the same way.
    forecastData: upgradeForecastData({
      startingCash: 8000,
      firstMonth: '2027-01',
      streams: [
        {
          name: 'Monthly walk plan',
          pricingModel: 'subscription',
          price: 240,
          volume: 5,
          growthPercent: 10,
          churnPercent: 3,
        },
        {
          name: 'Single walks',
          pricingModel: 'one-off',
          price: 15,
          volume: 40,
          growthPercent: 5,
          churnPercent: 0,
        },
      ],
      costOfSalesPercent: 5,
      costs: [
        { name: 'Van and leads', category: 'Equipment', oneOff: 3000, monthly: 150, startMonth: 1 },
        { name: 'Leaflets', category: 'Marketing', oneOff: 200, monthly: 0, startMonth: 1 },
      ],
      taxRatePercent: 19,
      scenarios: {
        conservative: { volume: 0.75, growth: 0.5 },
        base: { volume: 1, growth: 1 },
        ambitious: { volume: 1.25, growth: 1.5 },
      },
    }) as ForecastData,
    planData: emptyPlanData(),
  };
}
