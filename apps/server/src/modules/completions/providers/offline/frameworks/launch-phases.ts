/** The phases of a launch plan and the work each one holds; `{...}` is filled from the board. */
export const LAUNCH_PHASES: { name: string; timing: string; tasks: string[] }[] = [
  {
    name: 'Prepare',
    timing: 'Weeks 1-4',
    tasks: [
      'Finish the smallest version of the offer that solves the core problem for {group}',
      'Put up a landing page with the elevator pitch and a waitlist',
      'Line up 10-20 people from {group} in {market} for early access',
      'Set up payments, a simple CRM and the tracking for your launch goals',
    ],
  },
  {
    name: 'Pilot',
    timing: 'Weeks 5-8',
    tasks: [
      'Run a paid or discounted pilot with the first 5-10 customers',
      'Interview every pilot customer: what worked, what they would pay, who else needs it',
      'Collect two or three testimonials and one measurable result',
      'Fix the top three problems before the public launch',
    ],
  },
  {
    name: 'Launch',
    timing: 'Weeks 9-10',
    tasks: [
      'Announce to the waitlist first, with a launch offer that ends on a date',
      'Go live on the channels: {channels}',
      'Publish the pilot results as a case story',
      'Be available daily to answer questions and onboard new customers personally',
    ],
  },
  {
    name: 'Learn and grow',
    timing: 'Weeks 11-16',
    tasks: [
      'Review the numbers every week against the goals below',
      'Double the budget on the channel with the lowest cost per customer; stop the weakest',
      'Ask happy customers for referrals',
      'Decide what to build or change next from customer feedback',
    ],
  },
];
