import type { OfferKind } from '@planner/domain';

/** Key partner types of a business model canvas, with why they matter and whom to approach. */
export const PARTNER_TYPES: { type: string; why: string; examples: string; fits?: OfferKind[] }[] = [
  {
    type: 'Technology and platform providers',
    why: 'Let you build the product without creating everything yourself.',
    examples: 'Cloud hosting, payment providers, APIs and no-code tools',
    fits: ['software', 'marketplace'],
  },
  {
    type: 'Manufacturers and suppliers',
    why: 'Produce reliably at the quality and cost your price needs.',
    examples: 'Contract manufacturers, raw material and packaging suppliers',
    fits: ['physical'],
  },
  {
    type: 'Supply-side partners',
    why: 'A marketplace is only as good as the offers on it.',
    examples: 'The first providers or sellers who list with you, ideally exclusively at the start',
    fits: ['marketplace'],
  },
  {
    type: 'Subcontractors and specialists',
    why: 'Take on peaks and skills you do not have in the team.',
    examples: 'Freelancers, certified technicians, other agencies',
    fits: ['service'],
  },
  {
    type: 'Experts and co-authors',
    why: 'Add know-how and credibility to what you teach or publish.',
    examples: 'Practitioners, trainers and authors in the field',
    fits: ['education'],
  },
  {
    type: 'Fulfilment partners',
    why: 'Deliver every period on time without packing each order yourself.',
    examples: 'Packing and shipping services, local couriers',
    fits: ['subscription'],
  },
  {
    type: 'Distribution and sales partners',
    why: 'Reach customers who already trust someone else.',
    examples: 'Retailers, resellers, platforms and associations that serve your customers',
  },
  {
    type: 'Credibility partners',
    why: 'Lower the risk customers feel when buying from a newcomer.',
    examples: 'Industry bodies, universities, certification bodies, well-known first customers',
  },
  {
    type: 'Funding and support partners',
    why: 'Bring money, advice and contacts during the first year.',
    examples: 'Incubators, accelerators, public start-up grants, business angels',
  },
];
