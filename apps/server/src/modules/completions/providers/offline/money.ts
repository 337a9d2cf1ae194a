/**
 * Money in an idea: the price it names ("£60 a visit", its amount read by the domain's one
 * `MONEY_PATTERN`), the unit it is paid in ("per panel", "par jour", "pro Modul", "por litro"), how
 * often the work is done ("twice a month"), and the price nouns ("a fixed fee", "une cotisation")
 * that never name a customer. `payUnitOf` gathers them for the drafts' revenue streams;
 * `withoutCircumstances` takes them out of a clause before the offer and the customer are read.
 */

import { MONEY_PATTERN } from '@planner/domain';

import type { Language } from './language.js';
import { languageOf } from './language.js';
import { FREQUENCY, TIME } from './place-time.js';

/** Nouns of a price, in the four languages: a phrase holding one is a price, never a customer. */
export const PRICE_NOUN = String.raw`(?:fees?|prices?|pricing|rates?|memberships?|subscriptions?|commissions?|tarifs?|forfaits?|prix|abonnements?|adhésions?|gebühr(?:en)?|preise?|\p{L}*preis|pauschale?|abos?|mitgliedschaft(?:en)?|\p{L}*mitgliedschaft|provision(?:en)?|precios?|tarifas?|cuotas?|comisi(?:ón|ones)|membres[ií]as?|suscripci(?:ón|ones))`;
/** A phrase that is a price ("a fixed fee", "une cotisation"): never a customer. */
export const PRICE_PHRASE = new RegExp(
  String.raw`^(?:(?:an?|the|une?|eine?[mnr]?|una?|la|le|el)\s+)?(?:\p{L}+\s+)?${PRICE_NOUN}(?!\p{L})`,
  'iu',
);

/** An amount of money ("£45", "45 pounds", "30 euros", "20 €"): the domain's one pattern, read by `amountsIn`. */
const AMOUNT = MONEY_PATTERN;

/** A price: "£60 a visit", "25 € la séance", "30 € pro Stunde", "at $40 per session". */
const PRICE = String.raw`${AMOUNT}(?:\s+(?:a|an|per|each|the|la|le|par|pro|je|por|el|al|cada)\s+\p{L}+)?`;
const PRICED = new RegExp(
  String.raw`(?:\s+(?:at|for|from|à|pour|dès|für|zu|ab|por|a|desde))?\s*${PRICE}`,
  'iu',
);

/** The price the idea names, with its unit when it says one ("£60 a visit"), else null. */
export function priceIn(sentence: string): string | null {
  return new RegExp(PRICE, 'iu').exec(sentence)?.[0] ?? null;
}

/** How often the idea says the work is done ("once a fortnight"), else null. */
export function frequencyIn(sentence: string): string | null {
  return FREQUENCY.exec(sentence)?.[0] ?? null;
}

/**
 * Measures and periods (a closed class, like the words of time): after "by the", "au / à la",
 * "por" or "par" without a verb of charging, only these are read as a pricing unit ("by the kilo",
 * "par jour"), so "by the harbour", "par téléphone" or "por mensajero" stay what they are.
 */
const MEASURE = String.raw`(?:${TIME}|hours?|minutes?|nights?|kilos?|kg|grams?|pounds?|lbs?|ounces?|litres?|liters?|gallons?|metres?|meters?|feet|foot|yards?|miles?|tonnes?|tons?|dozens?|pieces?|heures?|journées?|nuits?|grammes?|mètres?|pièces?|douzaines?|kilos?|stunden?|nächte?|gramm|liter|meter|stück|horas?|jornadas?|noches?|gramos?|litros?|metros?|piezas?|docenas?)`;

/** Verbs and nouns of pricing: after them "par / por / au / for each <noun>" names what is paid for. */
const PRICING = String.raw`(?:bill(?:ed|s)?|charg(?:ed|es?)|pric(?:ed|es?)|paid|pays?|invoic(?:ed|es?)|costs?|fees?|factur(?:é|ée|és|ées|e|ent)|pay(?:é|ée|és|ées)|compt(?:é|ée|és|ées)|tarif(?:é|ée|és|ées|s)?|prix|cobrad[oa]s?|cobra(?:n|mos)?|pagad[oa]s?|facturad[oa]s?|tarifas?|precios?)`;

/** A noun after a unit's preposition: one word, two for an area or a volume ("square metre", "metro cuadrado"). */
const UNIT_NOUN = String.raw`(?:(?:square|cubic|running|linear)\s+)?\p{L}[\p{L}'’-]*(?:\s+(?:carrés?|cuadrados?|cúbicos?))?`;

/** Articles and determiners: "par des bénévoles", "por los vecinos" name who, not a unit. */
const DETERMINER = String.raw`(?:les?|la|l['’]|des?|du|une?|mon|ma|mes|son|sa|ses|notre|nos|leur|leurs|ce|cette|ces|exemple|el|los|las|unos|unas|su|sus|mi|mis|nuestr[oa]s?|ejemplo|qué|que)(?!\p{L})`;

/**
 * The pricing unit an idea names without a price, in the founder's words: English "per panel",
 * "by the hour", "charged for each room" (said as "per <unit>"); French "par jour", "au kilo" (a
 * measure or a period), "facturé par panneau", "payés à la séance" (any noun after a verb of
 * pricing); German "pro Modul", "je Kilo"; Spanish "por litro", "por cada placa", "cobrada por
 * placa". The other languages keep their words as written. Else null: "by the harbour", "par des
 * bénévoles", "per App" (German: by way of), "vendus au marché", "por mensajero" name no unit, and
 * how often ("twice a month", "deux fois par semaine") is a frequency, not a unit.
 */
export function unitIn(
  sentence: string,
  language: Language = languageOf(sentence),
): {
  words: string;
  unit: string;
  /** The amount said before the unit ("45 pounds a seat" -> "45 pounds"), else undefined. */
  amount?: string;
} | null {
  const text = sentence.replace(FREQUENCY, ' ').replace(/\s+/g, ' ');
  const priced = (index: number) =>
    new RegExp(String.raw`(?<!\p{L})${PRICING}(?!\p{L})(?:\s+\S+){0,3}\s*$`, 'iu').test(text.slice(0, index));
  const measure = String.raw`(${MEASURE})(?!\p{L})`;
  // "<amount> a <unit>": the noun after an amount and its article or preposition is what the amount pays for.
  const amountThen = (articles: string, noun: string): [RegExp, boolean] => [
    new RegExp(String.raw`(${AMOUNT})\s*${articles}\s*(${noun})(?!\p{L})`, 'iu'),
    false,
  ];
  const shapes: Record<Language, [RegExp, boolean][]> = {
    en: [
      amountThen(String.raw`(?:a|an|per|each|for\s+each|every)\s`, UNIT_NOUN),
      [new RegExp(String.raw`(?<!as\s)(?<!\p{L})per\s+(${UNIT_NOUN})`, 'iu'), false],
      [new RegExp(String.raw`(?<!\p{L})by\s+the\s+${measure}`, 'iu'), false],
      [new RegExp(String.raw`(?<!\p{L})for\s+(?:each|every)\s+(${UNIT_NOUN})`, 'iu'), true],
    ],
    fr: [
      amountThen(String.raw`(?:(?:le|la|les|par|du)\s|l['’]\s?)`, UNIT_NOUN),
      [new RegExp(String.raw`(?<!\p{L})(?:par|au|à\s+la|à\s+l['’])\s*${measure}`, 'iu'), false],
      [new RegExp(String.raw`(?<!\p{L})par\s+(?!${DETERMINER})(${UNIT_NOUN})`, 'iu'), true],
      [new RegExp(String.raw`(?<!\p{L})(?:au|à\s+la|à\s+l['’])\s*(\p{L}+)`, 'iu'), true],
    ],
    de: [
      amountThen(String.raw`(?:pro|je|die|den|das)\s`, String.raw`\p{L}[\p{L}-]*`),
      [/(?<!\p{L})(?:pro|je)\s+(?!nach(?!\p{L}))(\p{Lu}[\p{L}-]*)/u, false],
    ],
    es: [
      amountThen(String.raw`(?:por|el|la|cada|al|a\s+la|por\s+cada)\s`, UNIT_NOUN),
      [new RegExp(String.raw`(?<!\p{L})por\s+(?:cada\s+\p{L}+|${measure})`, 'iu'), false],
      [new RegExp(String.raw`(?<!\p{L})por\s+(?!${DETERMINER})(${UNIT_NOUN})`, 'iu'), true],
    ],
  };
  for (const [pattern, needsPricing] of shapes[language]) {
    const match = pattern.exec(text);
    if (!match || (needsPricing && !priced(match.index))) continue;
    const words = match[0].trim();
    // The amount shape captures the amount first, then the unit's noun.
    const [amount, noun] = match[2] !== undefined ? [match[1], match[2]] : [undefined, match[1]];
    // German writes every noun with a capital: "20 € pro Stunde", not "20 € pro gebuchte".
    if (language === 'de' && amount && !/^\p{Lu}/u.test(noun ?? '')) continue;
    // English says every shape as "per <unit>"; the other languages keep the founder's words.
    const unit =
      language === 'en' ? `per ${singular(noun ?? '')}` : amount ? words.slice(amount.length).trim() : words;
    return amount ? { words, unit, amount } : { words, unit };
  }
  return null;
}

/** "hours" -> "hour": a unit is said in the singular ("per hour"). */
function singular(noun: string): string {
  return noun.replace(/(?<=\p{L}{3}[^s])s$/u, '');
}

/** A clause without its price, its pricing unit and how often: what remains names the offer, the customer and the place. */
export function withoutCircumstances(clause: string, language: Language): string {
  let out = clause;
  for (let i = 0; i < 3; i += 1) out = out.replace(PRICED, ' ').replace(FREQUENCY, ' ');
  const unit = unitIn(out, language);
  if (unit) out = out.replace(unit.words, ' ');
  return out.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/,\s*$/, '').trim();
}

/** Verbs of visiting: the work is done at the customer's, one visit at a time. */
const VISITING =
  /(?<!\p{L})(?:visit(?:s|ing)?|passe(?:nt)?\s+(?:dans|chez)|visite(?:nt)?|besuch(?:t|en)|visita(?:n)?)(?!\p{L})/iu;

/** The period a frequency counts in, as the drafts' English unit ("toutes les deux semaines" -> "fortnight"). */
const PERIODS: [RegExp, string][] = [
  [/fortnight|quinzaine|quincena|quince días|deux semaines|zwei wochen|two weeks/iu, 'fortnight'],
  [
    /week|semaine|woche|semana|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo/iu,
    'week',
  ],
  [/day|jour|tag|día|morning|matin|morgen|mañana|evening|soir|abend|noche|night/iu, 'day'],
  [/month|mois|monat|(?<!\p{L})mes/iu, 'month'],
  [
    /year|(?<!\p{L})ans?(?!\p{L})|année|jahr|año|january|february|march|april|may|june|july|august|september|october|november|december/iu,
    'year',
  ],
];

/**
 * The unit a service is paid in, from the idea's own words: the price it names ("£60 a visit"),
 * the pricing unit it names ("per panel", "par panneau": `unitIn`), "per visit" when the business
 * visits its customers, "per <period>" when it says how often, else
 * null (the drafts stay neutral rather than guess hours or projects).
 */
export function payUnitOf(sentence: string): {
  price: string | null;
  unit: string | null;
  often: string | null;
} {
  const price = priceIn(sentence);
  const often = frequencyIn(sentence);
  const period = often ? PERIODS.find(([pattern]) => pattern.test(often))?.[1] : undefined;
  const named = unitIn(sentence)?.unit ?? null;
  const unit = named ?? (VISITING.test(sentence) ? 'per visit' : period ? `per ${period}` : null);
  return { price, unit, often };
}
