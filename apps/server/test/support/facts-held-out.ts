import type { FactsProposal, PriceUnit, PricingModel } from '@planner/domain';

/**
 * A held-out round for the facts proposal: ideas written by hand, before the reading was written,
 * in the four input languages, carrying prices with units, member and discounted prices, annual
 * memberships and fees, "fixed fee"-like phrases (a price, never a customer) and ideas silent on
 * money, customer or place. Never used to tune the reading.
 *
 * `prices` is every price the proposal must hold, in order, with each part the idea states and null
 * for each part it does not (so an amount, unit or model the idea does not state fails). `user`,
 * `payer`, `place`, `team`: the words the fact must contain, null where the idea is silent, absent
 * where this round does not judge it.
 */
export interface FactsIdea {
  idea: string;
  language: 'en' | 'fr' | 'de' | 'es';
  prices: {
    amount: number | null;
    currency: string | null;
    unit: PriceUnit | null;
    model: PricingModel | null;
  }[];
  user?: string | null;
  payer?: string | null;
  place?: string | null;
  team?: string | null;
  /** Price words of this idea that must never be read as the customer. */
  priceWords?: string[];
  /** Words the offer must contain; the offer never holds the place, which is a fact of its own. */
  offer?: string;
}

const en = 'en' as const;
const fr = 'fr' as const;
const de = 'de' as const;
const es = 'es' as const;
const price = (
  amount: number | null,
  currency: string | null,
  unit: PriceUnit | null,
  model: PricingModel | null,
) => ({ amount, currency, unit, model });

export const FACTS_HELD_OUT: FactsIdea[] = [
  // English
  {
    idea: 'A repair café in Ghent that fixes small household electronics for a fixed fee per item, with a paid annual membership for regulars',
    language: en,
    prices: [price(null, null, 'item', 'one-off'), price(null, null, 'year', 'subscription')],
    user: 'regulars',
    payer: null,
    place: 'Ghent',
    team: null,
    priceWords: ['fixed fee', 'membership'],
  },
  {
    idea: 'We repair small household electronics in Ghent for 25 EUR per repaired item (VAT included); members pay 17.50 EUR per item.',
    language: en,
    prices: [price(2500, 'EUR', 'item', 'one-off'), price(1750, 'EUR', 'item', 'one-off')],
    place: 'Ghent',
    payer: null,
  },
  {
    idea: 'A dog-walking service for busy professionals in Leeds at £15 per walk, or a £60 monthly subscription.',
    language: en,
    prices: [price(1500, 'GBP', null, 'one-off'), price(6000, 'GBP', 'month', 'subscription')],
    user: 'busy professionals',
    place: 'Leeds',
  },
  {
    idea: 'Online bookkeeping for freelancers at a flat fee of $49 a month',
    language: en,
    prices: [price(4900, 'USD', 'month', null)],
    user: 'freelancers',
    place: null,
    priceWords: ['flat fee'],
  },
  {
    idea: 'Piano lessons for children in Bristol at £30 an hour; parents pay by the term.',
    language: en,
    prices: [price(3000, 'GBP', 'hour', null)],
    user: 'children',
    payer: 'parents',
    place: 'Bristol',
  },
  {
    idea: 'A coworking space in Cork with desks at 250 EUR a month and day passes at 20 EUR a day.',
    language: en,
    prices: [price(25000, 'EUR', 'month', null), price(2000, 'EUR', 'day', null)],
    place: 'Cork',
    user: null,
  },
  {
    idea: 'A mobile bike repair van; we charge a call-out fee plus parts.',
    language: en,
    prices: [],
    user: null,
    place: null,
    priceWords: ['call-out fee'],
  },
  {
    idea: 'Handmade soy candles sold at weekend markets in York for 12 GBP each, with a 10% discount for returning customers.',
    language: en,
    prices: [price(1200, 'GBP', 'item', 'one-off')],
    place: 'York',
    priceWords: ['discount'],
  },
  {
    idea: 'A cooking club for retirees',
    language: en,
    prices: [],
    user: 'retirees',
    payer: null,
    place: null,
    team: null,
  },
  {
    idea: 'I am a bike mechanic with 8 years of experience opening a repair shop in Utrecht, 40 EUR per service.',
    language: en,
    prices: [price(4000, 'EUR', null, 'one-off')],
    place: 'Utrecht',
    team: '8 years of experience',
  },
  {
    idea: 'Wedding photography in Edinburgh from £900 per wedding.',
    language: en,
    prices: [price(90000, 'GBP', null, 'one-off')],
    place: 'Edinburgh',
    user: null,
  },
  {
    idea: 'Dog grooming for dog owners in Bath at £40 per visit; a pass for five visits costs £180.',
    language: en,
    prices: [price(4000, 'GBP', 'visit', 'one-off'), price(18000, 'GBP', null, null)],
    user: 'dog owners',
    place: 'Bath',
  },
  // French
  {
    idea: 'Un atelier de réparation de vélos à Lyon, 35 € par réparation, avec un abonnement annuel de 90 € pour les habitués',
    language: fr,
    prices: [price(3500, 'EUR', null, 'one-off'), price(9000, 'EUR', 'year', 'subscription')],
    place: 'Lyon',
    priceWords: ['abonnement'],
  },
  {
    idea: 'Des cours de yoga pour les seniors à Nantes, 12 euros la séance ou 40 euros par mois',
    language: fr,
    prices: [price(1200, 'EUR', 'session', 'one-off'), price(4000, 'EUR', 'month', null)],
    user: 'seniors',
    place: 'Nantes',
  },
  {
    idea: 'Une conciergerie pour les entreprises de Lille, facturée au forfait',
    language: fr,
    prices: [],
    user: 'entreprises',
    priceWords: ['forfait'],
  },
  {
    idea: 'Un service de traduction pour les PME, 0,12 € par mot',
    language: fr,
    prices: [price(12, 'EUR', null, 'one-off')],
    user: 'PME',
    place: null,
  },
  {
    idea: 'Une boulangerie bio à Bordeaux ; les membres paient 2,50 € par pain au lieu de 3 € par pain',
    language: fr,
    prices: [price(250, 'EUR', null, 'one-off'), price(300, 'EUR', null, 'one-off')],
    place: 'Bordeaux',
  },
  {
    idea: 'Une application de covoiturage pour les étudiants, qui prend une commission de 10 % sur chaque trajet',
    language: fr,
    prices: [price(null, null, null, 'commission')],
    user: 'étudiants',
    priceWords: ['commission'],
  },
  {
    idea: 'Une épicerie vrac dans un petit village',
    language: fr,
    prices: [],
    user: null,
    payer: null,
    team: null,
  },
  {
    idea: "Je suis coiffeuse depuis 12 ans et j'ouvre un salon à Rennes, 25 € la coupe",
    language: fr,
    prices: [price(2500, 'EUR', null, 'one-off')],
    place: 'Rennes',
    team: '12 ans',
  },
  // German
  {
    idea: 'Ein Reparaturcafé in Köln, das kleine Haushaltsgeräte für eine feste Gebühr pro Gerät repariert',
    language: de,
    prices: [price(null, null, null, 'one-off')],
    place: 'Köln',
    user: null,
    priceWords: ['Gebühr'],
  },
  {
    idea: 'Nachhilfe in Mathematik für Schüler in Graz, 30 € pro Stunde',
    language: de,
    prices: [price(3000, 'EUR', 'hour', null)],
    user: 'Schüler',
    place: 'Graz',
  },
  {
    idea: 'Ein Foodtruck in Berlin, Mittagsmenü für 9,50 € pro Portion, Stammkunden zahlen 8 €',
    language: de,
    prices: [price(950, 'EUR', null, 'one-off'), price(800, 'EUR', null, null)],
    place: 'Berlin',
  },
  {
    idea: 'Eine Jahresmitgliedschaft für 120 € im Kletterverein in Innsbruck',
    language: de,
    prices: [price(12000, 'EUR', 'year', 'subscription')],
    place: 'Innsbruck',
  },
  {
    idea: 'Eine Software für Tischlereien zum Pauschalpreis von 49 € im Monat',
    language: de,
    prices: [price(4900, 'EUR', 'month', null)],
    user: 'Tischlereien',
    priceWords: ['Pauschalpreis'],
  },
  {
    idea: 'Ein Lieferdienst für Bio-Gemüse, der Familien einmal pro Woche beliefert',
    language: de,
    prices: [],
    user: 'Familien',
  },
  {
    idea: 'Ein Hofladen mit Produkten aus der Region',
    language: de,
    prices: [],
    user: null,
    payer: null,
    team: null,
  },
  {
    idea: 'Fahrradverleih in Freiburg: 15 € pro Tag, 60 € pro Woche',
    language: de,
    prices: [price(1500, 'EUR', 'day', null), price(6000, 'EUR', 'week', null)],
    place: 'Freiburg',
    user: null,
  },
  // Spanish
  {
    idea: 'Un taller de reparación de móviles en Valencia, 20 euros por reparación y una cuota anual de 30 euros para socios',
    language: es,
    prices: [price(2000, 'EUR', null, 'one-off'), price(3000, 'EUR', 'year', 'subscription')],
    place: 'Valencia',
    priceWords: ['cuota'],
  },
  {
    idea: 'Clases de guitarra para niños en Sevilla a 15 euros por clase; pagan los padres',
    language: es,
    prices: [price(1500, 'EUR', 'session', 'one-off')],
    user: 'niños',
    payer: 'padres',
    place: 'Sevilla',
  },
  {
    idea: 'Una app para restaurantes con una tarifa fija de 29 € al mes',
    language: es,
    prices: [price(2900, 'EUR', 'month', null)],
    user: 'restaurantes',
    priceWords: ['tarifa fija'],
  },
  {
    idea: 'Un mercado en línea que conecta artesanos con compradores y cobra una comisión del 8 %',
    language: es,
    prices: [price(null, null, null, 'commission')],
    priceWords: ['comisión'],
  },
  {
    idea: 'Limpieza de oficinas en Madrid por un precio fijo por visita',
    language: es,
    prices: [price(null, null, 'visit', 'one-off')],
    place: 'Madrid',
    priceWords: ['precio fijo'],
  },
  {
    idea: 'Una tienda de bicicletas de segunda mano',
    language: es,
    prices: [],
    user: null,
    payer: null,
    team: null,
  },
  {
    idea: 'Una membresía anual de 50 € para el club de lectura de Bilbao; los miembros pagan 5 € por libro',
    language: es,
    prices: [price(5000, 'EUR', 'year', 'subscription'), price(500, 'EUR', null, 'one-off')],
    priceWords: ['membresía'],
  },
];

/**
 * Ideas a walk through the product found misread (a venue read as the customer, a price's words
 * running into "or", a monthly price per unit read as a one-off, a German relative clause kept in
 * the offer, the town kept in the offer), with the reading a founder expects.
 */
export const FACTS_WALKED: FactsIdea[] = [
  {
    idea: 'Mobile knife and scissor sharpening van visiting farmers markets around Utrecht, 8 euros per blade, plus a monthly subscription for restaurants',
    language: en,
    prices: [price(800, 'EUR', null, 'one-off'), price(null, null, 'month', 'subscription')],
    user: 'restaurants',
    place: 'Utrecht',
    offer: 'sharpening',
  },
  {
    idea: 'We run a dog daycare in Lyon for busy professionals, 30 EUR per day or 450 EUR a month',
    language: en,
    prices: [price(3000, 'EUR', 'day', null), price(45000, 'EUR', 'month', null)],
    user: 'busy professionals',
    place: 'Lyon',
    offer: 'dog daycare',
  },
  {
    idea: 'An app that helps landlords in Dublin collect rent and track repairs, 5 EUR per unit per month',
    language: en,
    prices: [price(500, 'EUR', 'month', null)],
    user: 'landlords',
    place: 'Dublin',
    offer: 'app',
  },
  {
    idea: 'Eine Bäckerei in Leipzig, die glutenfreies Brot an Cafés und Hotels liefert',
    language: de,
    prices: [],
    user: 'Cafés',
    place: 'Leipzig',
    offer: 'Bäckerei',
  },
  {
    idea: 'Cours de yoga en ligne pour les femmes enceintes, 12 € la séance ou 80 € par mois',
    language: fr,
    prices: [price(1200, 'EUR', 'session', 'one-off'), price(8000, 'EUR', 'month', null)],
    user: 'femmes enceintes',
    place: null,
    offer: 'yoga',
  },
];

/** Words that name a price, in the four languages: never the customer or the payer. */
const PRICE_WORD =
  /(?<!\p{L})(?:fees?|prices?|pricing|membership|subscription|discount|commission|tarifs?|forfait|prix|abonnement|remise|gebühr(?:en)?|preis|pauschal\p{L}*|abo|rabatt|provision|precios?|tarifas?|cuotas?|comisión|membresía|descuento)(?!\p{L})/iu;

/** What the proposal got wrong for one idea; empty when it reads the idea as the round expects. */
export function checkFacts(idea: FactsIdea, proposal: Omit<FactsProposal, 'source'>): string[] {
  const problems: string[] = [];
  const read = proposal.prices.map(({ amount, currency, unit, model }) => ({
    amount,
    currency,
    unit,
    model,
  }));
  if (JSON.stringify(read) !== JSON.stringify(idea.prices))
    problems.push(`prices ${JSON.stringify(read)}, expected ${JSON.stringify(idea.prices)}`);
  for (const fact of ['user', 'payer', 'place', 'team'] as const) {
    const expected = idea[fact];
    const got = proposal[fact];
    if (expected === undefined) continue;
    if (expected === null && got !== null) problems.push(`${fact} "${got.value}" where the idea is silent`);
    if (expected !== null && !got?.value.toLowerCase().includes(expected.toLowerCase()))
      problems.push(`${fact} ${JSON.stringify(got?.value ?? null)}, expected it to name "${expected}"`);
  }
  if (idea.offer !== undefined) {
    const offer = proposal.offer?.value ?? '';
    if (!offer.toLowerCase().includes(idea.offer.toLowerCase()))
      problems.push(`offer ${JSON.stringify(offer)}, expected it to name "${idea.offer}"`);
    if (idea.place && offer.includes(idea.place)) problems.push(`offer "${offer}" holds the place`);
  }
  for (const fact of ['offer', 'user', 'payer', 'place', 'team'] as const) {
    const got = proposal[fact];
    if (got && !idea.idea.includes(got.words))
      problems.push(`${fact} words "${got.words}" are not the idea's`);
  }
  for (const got of proposal.prices) {
    if (!idea.idea.includes(got.words)) problems.push(`price words "${got.words}" are not the idea's`);
  }
  for (const fact of ['user', 'payer'] as const) {
    const value = proposal[fact]?.value ?? '';
    if (PRICE_WORD.test(value)) problems.push(`${fact} "${value}" is a price word`);
    for (const words of idea.priceWords ?? [])
      if (value.toLowerCase().includes(words.toLowerCase()))
        problems.push(`${fact} "${value}" holds "${words}"`);
  }
  return problems;
}
