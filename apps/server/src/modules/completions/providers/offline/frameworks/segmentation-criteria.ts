/** The criteria of the market segmentation matrix, one set per kind of customer. */
export const SEGMENTATION_CRITERIA = {
  consumer: [
    'Who they are',
    'Main need',
    'Buying behaviour',
    'Willingness to pay',
    'Where to reach them',
    'Priority',
  ],
  business: [
    'Who they are',
    'Main need',
    'Decision maker',
    'Budget and buying cycle',
    'Where to reach them',
    'Priority',
  ],
} as const;

/** Where each kind of customer can be reached first (cheap channels that need no audience yet). */
export const REACH_BY_CUSTOMER = {
  consumer: 'Online communities and groups they already use, local events, short-form social video',
  business: 'LinkedIn and direct outreach to named decision makers, industry associations, trade events',
} as const;
