import type { PromptVersion } from '@planner/domain';

import { runOns } from './offline-corpus.js';
import type { HeldOutIdea } from './offline-held-out.js';
import { checkHeldOut, evaluateWith } from './offline-held-out.js';

/**
 * The offline engine's third held-out round: 35 sentences written by hand
 * in shapes neither the generated corpus nor the first two rounds hold: participle phrases after
 * the customer ("run / held / organisés / gehalten / impartidas in ..."), the customer as the
 * subject of a relative clause ("that small bakeries use", "que les boulangeries utilisent", "die
 * Friseursalons nutzen", "que usan los hoteles"), "used by", "loved by", "where X can ...",
 * possessives, appositions, parentheses, two sentences, and customers named by age or life stage
 * (teenagers, students, parents of toddlers, retirees). Committed before the engine changed for
 * them and run once blind; never used to tune the engine.
 *
 * Besides the first sets' facts, each idea may say what the customer phrase must not run on into
 * (`customerNot`: "teenagers run" is not a customer) and words no draft may hold (`mustNot`: a
 * persona "19-26" for teenagers, "work and family commitments" for retirees).
 */
export interface HeldOutIdea3 extends HeldOutIdea {
  /** A word that must never follow the customer's words in a draft (outside the founder's quoted sentence). */
  customerNot?: string;
  /** Text no draft may contain (lower case). */
  mustNot?: string[];
}

const en = 'en' as const;
const fr = 'fr' as const;
const de = 'de' as const;
const es = 'es' as const;
const NOT_TEEN = ['19-26', 'work and family commitments', 'work commitments'];
const NOT_RETIRED = ['work and family commitments', 'work commitments', '19-26', '28-45'];

export const HELD_OUT_3: HeldOutIdea3[] = [
  // English
  {
    idea: 'Weekend pottery workshops for retirees held in a village hall near York.',
    geoMarket: 'York, United Kingdom',
    city: 'York',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'pottery workshops',
    customer: 'retirees',
    customerNot: 'held',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'Coding camps for teenagers held during the school holidays in Bristol.',
    geoMarket: 'Bristol, United Kingdom',
    city: 'Bristol',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'coding camps',
    customer: 'teenagers',
    customerNot: 'held',
    mustNot: NOT_TEEN,
  },
  {
    idea: 'A booking app that independent hairdressers use to fill cancelled appointments.',
    geoMarket: 'Dublin, Ireland',
    city: 'Dublin',
    currency: 'EUR',
    language: en,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'booking app',
    customer: 'independent hairdressers',
    mustNot: ['small customers (1-10 people)', 'does not name one yet'],
  },
  {
    idea: 'A stock-count tool which small wine shops buy once a year.',
    geoMarket: 'Edinburgh, United Kingdom',
    city: 'Edinburgh',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'stock-count tool',
    customer: 'small wine shops',
    customerNot: 'buy',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Meal kits cooked in a shared kitchen in Cork for busy parents of toddlers.',
    geoMarket: 'Cork, Ireland',
    city: 'Cork',
    currency: 'EUR',
    language: en,
    answers: { offerKind: 'physical', customerKind: 'people' },
    offer: 'meal kits',
    customer: 'parents of toddlers',
    mustNot: ['19-26'],
  },
  {
    idea: 'Planning software used by wedding venues across Scotland.',
    geoMarket: 'Scotland, United Kingdom',
    city: 'Scotland',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'planning software',
    customer: 'wedding venues',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'A co-working loft where freelance illustrators can rent a desk by the day in Manchester.',
    geoMarket: 'Manchester, United Kingdom',
    city: 'Manchester',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'other', customerKind: 'people' },
    offer: 'co-working loft',
    customer: 'freelance illustrators',
    customerNot: 'can',
  },
  {
    idea: "Maria's bakery sells gluten-free bread to coeliac families in Cardiff.",
    geoMarket: 'Cardiff, United Kingdom',
    city: 'Cardiff',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'physical', customerKind: 'people' },
    offer: 'gluten-free bread',
    customer: 'coeliac families',
  },
  {
    idea: 'Maths tutoring for pupils (aged 15-18) preparing for their A-levels in Leeds.',
    geoMarket: 'Leeds, United Kingdom',
    city: 'Leeds',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'maths tutoring',
    customer: 'pupils',
    mustNot: ['19-26', '28-45', 'work and family commitments'],
  },
  {
    idea: 'Our studio, a small yoga school in Bath, offers chair yoga to retirees.',
    geoMarket: 'Bath, United Kingdom',
    city: 'Bath',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'chair yoga',
    customer: 'retirees',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'We run a hearing-aid repair service. Our customers are retirees in Norwich.',
    geoMarket: 'Norwich, United Kingdom',
    city: 'Norwich',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'service', customerKind: 'people' },
    offer: 'hearing-aid repair',
    customer: 'retirees',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'Baby swimming lessons loved by parents of toddlers in Reading.',
    geoMarket: 'Reading, United Kingdom',
    city: 'Reading',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'baby swimming lessons',
    customer: 'parents of toddlers',
    mustNot: ['19-26'],
  },
  {
    idea: 'Climbing sessions for teenagers led by qualified coaches in Sheffield.',
    geoMarket: 'Sheffield, United Kingdom',
    city: 'Sheffield',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'climbing sessions',
    customer: 'teenagers',
    customerNot: 'led',
    mustNot: NOT_TEEN,
  },
  {
    idea: 'Flea markets run in supermarket car parks across Kent on Sundays.',
    geoMarket: 'Kent, United Kingdom',
    city: 'Kent',
    currency: 'GBP',
    language: en,
    answers: { offerKind: 'other', customerKind: 'both' },
    offer: 'flea markets',
    customer: '',
    mustNot: ['supermarket car parks already', 'price-conscious supermarket', 'car parks looking'],
  },
  // French
  {
    idea: 'Des ateliers de cuisine pour adolescents organisés le samedi à Lille.',
    geoMarket: 'Lille, France',
    city: 'Lille',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'ateliers de cuisine',
    customer: 'adolescents',
    customerNot: 'organisés',
    mustNot: NOT_TEEN,
  },
  {
    idea: 'Une application que les petites boulangeries utilisent pour gérer leurs commandes.',
    geoMarket: 'Lyon, France',
    city: 'Lyon',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'application',
    customer: 'petites boulangeries',
    customerNot: 'utilisent',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Un logiciel de caisse utilisé par les fleuristes indépendants de Nantes.',
    geoMarket: 'Nantes, France',
    city: 'Nantes',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'logiciel de caisse',
    customer: 'fleuristes indépendants',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Des cours de natation pour jeunes parents et leurs bébés, donnés à la piscine de Dijon.',
    geoMarket: 'Dijon, France',
    city: 'Dijon',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'cours de natation',
    customer: 'jeunes parents',
    customerNot: 'donnés',
  },
  {
    idea: 'Un club de marche pour retraités, animé par des bénévoles à Montpellier.',
    geoMarket: 'Montpellier, France',
    city: 'Montpellier',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'subscription', customerKind: 'people' },
    offer: 'club de marche',
    customer: 'retraités',
    customerNot: 'animé',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'Des paniers de légumes vendus aux étudiants de Strasbourg chaque semaine.',
    geoMarket: 'Strasbourg, France',
    city: 'Strasbourg',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'physical', customerKind: 'people' },
    offer: 'paniers de légumes',
    customer: 'étudiants',
  },
  {
    idea: 'Nous fabriquons des meubles en carton. Nos clients sont les crèches de Lyon.',
    geoMarket: 'Lyon, France',
    city: 'Lyon',
    currency: 'EUR',
    language: fr,
    answers: { offerKind: 'physical', customerKind: 'businesses' },
    offer: 'meubles en carton',
    customer: 'crèches',
  },
  // German
  {
    idea: 'Nachhilfe für Schüler der Oberstufe, angeboten in einem Jugendzentrum in Kassel.',
    geoMarket: 'Kassel, Germany',
    city: 'Kassel',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'Nachhilfe',
    customer: 'Schüler der Oberstufe',
    customerNot: 'angeboten',
  },
  {
    idea: 'Eine App, die kleine Friseursalons nutzen, um Termine zu planen.',
    geoMarket: 'Germany',
    city: 'Germany',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'App',
    customer: 'kleine Friseursalons',
    customerNot: 'nutzen',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Ein Kassensystem, das Hofläden in Bayern verwenden.',
    geoMarket: 'Bayern, Germany',
    city: 'Bayern',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'Kassensystem',
    customer: 'Hofläden',
    customerNot: 'verwenden',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Yogakurse für Rentner, gehalten in einem Gemeindehaus in Bonn.',
    geoMarket: 'Bonn, Germany',
    city: 'Bonn',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'Yogakurse',
    customer: 'Rentner',
    customerNot: 'gehalten',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'Ein Windel-Abo, das junge Eltern in Münster monatlich buchen.',
    geoMarket: 'Münster, Germany',
    city: 'Münster',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'subscription', customerKind: 'people' },
    offer: 'Windel-Abo',
    customer: 'junge Eltern',
    customerNot: 'monatlich',
    mustNot: ['does not name one yet', '19-26'],
  },
  {
    idea: 'Annas Hofladen verkauft Bio-Eier an Cafés in Erfurt.',
    geoMarket: 'Erfurt, Germany',
    city: 'Erfurt',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'physical', customerKind: 'businesses' },
    offer: 'Bio-Eier',
    customer: 'Cafés',
  },
  {
    idea: 'Schwimmkurse für Kleinkinder und ihre Eltern in Kiel.',
    geoMarket: 'Kiel, Germany',
    city: 'Kiel',
    currency: 'EUR',
    language: de,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'Schwimmkurse',
    customer: 'Kleinkinder und ihre Eltern',
    mustNot: ['19-26'],
  },
  // Spanish
  {
    idea: 'Clases de surf para adolescentes impartidas en una playa de Cádiz.',
    geoMarket: 'Cádiz, España',
    city: 'Cádiz',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'clases de surf',
    customer: 'adolescentes',
    customerNot: 'impartidas',
    mustNot: NOT_TEEN,
  },
  {
    idea: 'Una aplicación que usan los pequeños hoteles para gestionar sus reservas.',
    geoMarket: 'Málaga, España',
    city: 'Málaga',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'aplicación',
    customer: 'pequeños hoteles',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Un software de nóminas utilizado por talleres mecánicos en Bilbao.',
    geoMarket: 'Bilbao, España',
    city: 'Bilbao',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'software', customerKind: 'businesses' },
    offer: 'software de nóminas',
    customer: 'talleres mecánicos',
    mustNot: ['does not name one yet'],
  },
  {
    idea: 'Excursiones para jubilados organizadas desde Sevilla cada mes.',
    geoMarket: 'Sevilla, España',
    city: 'Sevilla',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'service', customerKind: 'people' },
    offer: 'excursiones',
    customer: 'jubilados',
    customerNot: 'organizadas',
    mustNot: NOT_RETIRED,
  },
  {
    idea: 'Talleres de robótica para niños de 8 a 12 años en Valencia.',
    geoMarket: 'Valencia, España',
    city: 'Valencia',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'education', customerKind: 'people' },
    offer: 'talleres de robótica',
    customer: 'niños',
    mustNot: ['19-26'],
  },
  {
    idea: 'Vendemos café de especialidad. Nuestros clientes son oficinas de Madrid.',
    geoMarket: 'Madrid, España',
    city: 'Madrid',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'physical', customerKind: 'businesses' },
    offer: 'café de especialidad',
    customer: 'oficinas',
  },
  {
    idea: 'Un huerto urbano donde los vecinos pueden alquilar una parcela en Alicante.',
    geoMarket: 'Alicante, España',
    city: 'Alicante',
    currency: 'EUR',
    language: es,
    answers: { offerKind: 'other', customerKind: 'people' },
    offer: 'huerto urbano',
    customer: 'vecinos',
    customerNot: 'pueden',
  },
];

/** Every violation of one board of this set: the first sets' checks, what the customer runs on into, and the forbidden words. */
export function checkHeldOut3(idea: HeldOutIdea3, drafts: Record<PromptVersion, string>, id = 0): string[] {
  const problems = [
    ...checkHeldOut(idea, drafts, id),
    ...runOns(idea.idea, idea.customer, idea.customerNot, drafts),
  ];
  // The founder's sentence may be quoted whole; the check reads what the engine wrote around it.
  const sentence = idea.idea.replace(/[.?!]\s*$/, '').toLowerCase();
  for (const [version, draft] of Object.entries(drafts)) {
    const own = draft.toLowerCase().split(sentence).join('');
    for (const words of idea.mustNot ?? [])
      if (own.includes(words)) problems.push(`${version}: says "${words}"`);
  }
  return problems;
}

/** The share of clean boards of this set and the violations of the others. */
export function evaluateHeldOut3(ideas: HeldOutIdea3[] = HELD_OUT_3) {
  return evaluateWith(ideas, checkHeldOut3);
}
