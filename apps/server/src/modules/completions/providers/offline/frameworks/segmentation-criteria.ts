/** The criteria of the market segmentation matrix: the columns the 2.2.1 template asks for. */
export const SEGMENTATION_CRITERIA = [
  'Who they are',
  'Main need',
  'Buying behaviour',
  'Willingness to pay',
  'Estimated size',
  'Where to reach them',
  'Priority',
] as const;

/** Where each kind of customer can be reached first (cheap channels that need no audience yet). */
export const REACH_BY_CUSTOMER = {
  consumer: 'Online communities and groups they already use, local events, short-form social video',
  business: 'LinkedIn and direct outreach to named decision makers, industry associations, trade events',
  either: 'Partners who already serve them, online communities, local press and events',
} as const;
