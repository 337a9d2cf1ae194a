/**
 * Guiding questions by theme; `{audience}`, `{offer}` and `{idea}` are filled from the board. A
 * question with `for` only applies to that kind of customer.
 */
export interface GuidingQuestion {
  text: string;
  for?: 'business' | 'consumer';
}

export const QUESTION_BANK: { theme: string; questions: GuidingQuestion[] }[] = [
  {
    theme: 'Problem',
    questions: [
      { text: 'What exactly goes wrong today for {audience}, and how often does it happen?' },
      { text: 'What does the problem cost {audience} in money, time or stress each month?' },
      { text: 'How do {audience} solve it today, and what do they dislike about that workaround?' },
    ],
  },
  {
    theme: 'Customer',
    questions: [
      {
        text: 'Who signs off the purchase among {audience}, and who uses {offer} day to day?',
        for: 'business',
      },
      {
        text: 'Which budget line would pay for it, and how long does a purchase decision take?',
        for: 'business',
      },
      { text: 'Which moment in their week makes {audience} look for a solution like this?', for: 'consumer' },
      { text: 'Which three real people from {audience} could you interview this week?' },
    ],
  },
  {
    theme: 'Solution',
    questions: [
      { text: 'What is the smallest version of {offer} that would already solve the core problem?' },
      { text: 'Which result should a customer see in their first week of using it?' },
      { text: 'What could you test by hand, without building anything, before investing?' },
    ],
  },
  {
    theme: 'Market',
    questions: [
      { text: 'How many {audience} are there in the market you start in, and how can you count them?' },
      { text: 'Is the market growing, and what change (technology, law, habits) makes now the right time?' },
    ],
  },
  {
    theme: 'Competition',
    questions: [
      { text: 'Which three alternatives would {audience} compare you with, including doing nothing?' },
      { text: 'What would make a customer switch from their current solution to yours?' },
    ],
  },
  {
    theme: 'Money',
    questions: [
      { text: 'What would {audience} pay, and what do they pay today for the workaround?' },
      { text: 'What does it cost you to deliver one unit, order or customer month?' },
    ],
  },
  {
    theme: 'You and your resources',
    questions: [
      { text: 'Why are you the right person or team to build this, and which skill is missing?' },
      { text: 'How much money and time can you put in before the idea must prove itself?' },
    ],
  },
];
