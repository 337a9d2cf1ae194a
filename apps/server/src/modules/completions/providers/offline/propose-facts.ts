import type { FactsProposal, PriceUnit, PricingModel, ProposedPrice, ProposedText } from '@planner/domain';
import { amountsIn, PRICE_UNIT_WORDS } from '@planner/domain';

import { namesBuyers } from './buyer.js';
import type { Language } from './language.js';
import { languageOf } from './language.js';
import { PRICE_NOUN } from './money.js';
import { withoutMarket } from './place-time.js';
import { subjectOf } from './subject.js';

/**
 * The offline reading of an idea into facts for the founder to confirm: each fact with the words
 * of the idea it came from, or null where the idea does not say. Nothing is guessed: a price phrase
 * ("a fixed fee") is never a customer, an amount keeps the unit and model the idea states and no
 * other, and two amounts stay two prices.
 */
export type ProposedFacts = Omit<FactsProposal, 'source'>;

/** Nouns that name what a price is paid for, in the four languages, by the unit they are. */
const UNIT_NOUNS: [RegExp, PriceUnit][] = [
  [/^(?:items?|articles?|pièces?|objets?|stück|artikel|artículos?|unidad(?:es)?|piezas?)$/iu, 'item'],
  [/^(?:hours?|heures?|stunden?|horas?)$/iu, 'hour'],
  [/^(?:visits?|visites?|besuche?|visitas?)$/iu, 'visit'],
  [
    /^(?:sessions?|lessons?|class(?:es)?|séances?|cours|sitzungen?|kurse?|sesi(?:ón|ones)|clases?)$/iu,
    'session',
  ],
  [/^(?:days?|jours?|journées?|tage?|días?)$/iu, 'day'],
  [/^(?:weeks?|semaines?|wochen?|semanas?)$/iu, 'week'],
  [/^(?:months?|mois|monate?|mes(?:es)?)$/iu, 'month'],
  [/^(?:years?|ans?|années?|jahre?|años?)$/iu, 'year'],
  [/^(?:seats?|sièges?|plätze?|plazas?|asientos?)$/iu, 'seat'],
  [/^(?:persons?|people|personnes?|personen|personas?|guests?|heads?)$/iu, 'person'],
  [/^(?:kg|kilos?|kilogram(?:me)?s?)$/iu, 'kg'],
  [/^(?:projects?|projets?|projekte?|proyectos?)$/iu, 'project'],
];

/** Units that are spans of time: a price per one says nothing of how it is sold (rent, plan, rate). */
const PERIODS: ReadonlySet<PriceUnit> = new Set(['hour', 'day', 'week', 'month', 'year', 'seat', 'kg']);

/** Adjectives and compounds of a period ("annual membership", "abonnement annuel", "Jahresmitgliedschaft"). */
const PERIOD_WORDS: [RegExp, PriceUnit][] = [
  [/(?<!\p{L})(?:annual|yearly|annuel(?:le)?|jährlich\p{L}*|anual(?:es)?)(?!\p{L})|jahres\p{L}/iu, 'year'],
  [/(?<!\p{L})(?:monthly|mensuel(?:le)?|monatlich\p{L}*|mensual(?:es)?)(?!\p{L})|monats\p{L}/iu, 'month'],
  [/(?<!\p{L})(?:weekly|hebdomadaire|wöchentlich\p{L}*|semanal(?:es)?)(?!\p{L})|wochen\p{L}/iu, 'week'],
  [/(?<!\p{L})(?:daily|quotidien(?:ne)?|täglich\p{L}*|diari[oa])(?!\p{L})|tages\p{L}/iu, 'day'],
];

/** Words of a recurring membership or subscription: the price is a subscription. */
const SUBSCRIPTION =
  /(?<!\p{L})(?:memberships?|subscriptions?|abonnements?|adhésions?|abos?|suscripci(?:ón|ones)|membres[ií]as?|cuotas?\s+(?:anual|mensual)(?:es)?)(?!\p{L})|mitgliedschaft|abonnement/iu;
const COMMISSION = /(?<!\p{L})(?:commissions?|provisions?|comisi(?:ón|ones)|take rate)(?!\p{L})/iu;

const PRICE_WORD = new RegExp(String.raw`(?<!\p{L})${PRICE_NOUN}(?!\p{L})`, 'iu');

/** Words that say what a price is paid for: "per item", "pro Stunde", "por clase". */
const PER = String.raw`(?:per|each|every|for\s+each|par|chaque|pro|je|por|por\s+cada|cada)`;
/** After an amount, an article says it too: "£30 an hour", "12 euros la séance". */
const PER_AFTER_AMOUNT = String.raw`(?:${PER}|a|an|la|le|l['’]|el)`;
/** Words that join two prices or phrases: never part of what a price is paid for ("30 EUR per day or 450 EUR a month"). */
const JOINING = String.raw`(?:or|and|plus|ou|et|oder|und|o|y|per|par|pro|por|a|an|the)`;
/** Prepositions after which only a period is a unit ("im Monat", "al mes", "au mois"): "im Kletterverein" is a place. */
const AT_PERIOD = String.raw`(?:im|al|au|a\s+la|in\s+the)`;

/** The pieces of an idea between punctuation: each price is read within its own piece. */
function pieces(text: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  // A comma or point between digits is part of an amount ("0,12 €", "17.50 EUR").
  const boundary = /[;:()!?]|[.,](?!\d)|(?<!\d)[.,]/g;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    out.push({ text: text.slice(start, match.index), index: start });
    start = match.index + match[0].length;
  }
  out.push({ text: text.slice(start), index: start });
  return out.filter((p) => p.text.trim() !== '');
}

function unitOfNoun(noun: string): PriceUnit | null {
  return UNIT_NOUNS.find(([pattern]) => pattern.test(noun))?.[1] ?? null;
}

/** What the words after an amount say it is paid for: the unit (null when not one of the list) and those words. */
function unitAfter(
  after: string,
  per = PER_AFTER_AMOUNT,
): { unit: PriceUnit | null; per: boolean; words: string } {
  if (/^\s*each(?!\p{L})/iu.test(after))
    return { unit: 'item', per: true, words: after.match(/^\s*each/iu)![0] };
  // One or two words ("per item", "per repaired item"), the second never a joining word ("per day or").
  const paid = new RegExp(
    String.raw`^\s*${per}\s+((?:\p{L}[\p{L}-]*\s+(?!${JOINING}(?!\p{L})))?\p{L}[\p{L}-]*)`,
    'iu',
  ).exec(after);
  if (paid?.[1] && !PRICE_WORD.test(paid[1])) {
    const [first = '', second = ''] = paid[1].split(/\s+/);
    // "per unit per month": a period after the thing is how often the price is paid.
    const period = new RegExp(String.raw`^\s*${PER_AFTER_AMOUNT}\s+(\p{L}+)`, 'iu').exec(
      after.slice(paid[0].length),
    );
    const every = period?.[1] ? unitOfNoun(period[1]) : null;
    if (period && every && PERIODS.has(every)) return { unit: every, per: true, words: paid[0] + period[0] };
    // "per repaired item": the unit is the noun after an adjective, when it is one of the list.
    return { unit: unitOfNoun(first) ?? unitOfNoun(second), per: true, words: paid[0] };
  }
  const atPeriod = new RegExp(String.raw`^\s*${AT_PERIOD}\s+(\p{L}+)`, 'iu').exec(after);
  const unit = atPeriod?.[1] ? unitOfNoun(atPeriod[1]) : null;
  if (atPeriod && unit && PERIODS.has(unit)) return { unit, per: true, words: atPeriod[0] };
  return { unit: null, per: false, words: '' };
}

function periodIn(text: string): PriceUnit | null {
  return PERIOD_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The model a price's own words state: a subscription or a commission by name, a one-off sale per thing; else null. */
function modelOf(piece: string, unit: PriceUnit | null, perThing: boolean): PricingModel | null {
  if (SUBSCRIPTION.test(piece)) return 'subscription';
  if (COMMISSION.test(piece)) return 'commission';
  if (perThing && (unit === null || !PERIODS.has(unit))) return 'one-off';
  return null;
}

/** A price's name from its own words: the price noun it names ("fixed fee", "annual membership"), else "Price". */
function priceName(piece: string, unit: PriceUnit | null): string {
  const named = new RegExp(
    String.raw`(?:(?:fixed|flat|paid|annual|monthly|yearly|weekly)\s+)*${PRICE_NOUN}(?:\s+(?:annuel(?:le)?|mensuel(?:le)?|anual|mensual|fij[oa]|fixe))?`,
    'iu',
  ).exec(piece);
  const payers = /(?<!\p{L})(\p{L}+)\s+(?:pay|paient|zahlen|pagan)(?!\p{L})/iu.exec(piece);
  if (named) return named[0].charAt(0).toUpperCase() + named[0].slice(1);
  if (payers?.[1]) return `${payers[1].charAt(0).toUpperCase()}${payers[1].slice(1)}'s price`;
  return unit ? `Price ${PRICE_UNIT_WORDS[unit]}` : 'Price';
}

/** Every price the idea names, in order: each amount with what its own words say, and unpriced price phrases with a unit or a model. */
function pricesIn(text: string): ProposedPrice[] {
  const prices: (ProposedPrice & { at: number })[] = [];
  for (const piece of pieces(text)) {
    const amounts = amountsIn(piece.text);
    if (amounts.length === 0) {
      const noun = PRICE_WORD.exec(piece.text);
      if (!noun) continue;
      const after = piece.text.slice(noun.index + noun[0].length);
      const named = unitAfter(after.replace(/^\s*(?:fixe|fij[oa])(?!\p{L})/iu, ''), PER);
      const unit = periodIn(piece.text) ?? named.unit;
      const model = modelOf(piece.text, unit, named.per);
      if (unit === null && model === null) continue;
      prices.push({
        name: priceName(piece.text, unit),
        amount: null,
        currency: null,
        unit,
        model,
        words: piece.text.trim(),
        at: piece.index,
      });
      continue;
    }
    amounts.forEach((amount, i) => {
      const next = amounts[i + 1];
      const start = i === 0 ? 0 : amounts[i - 1]!.index + amounts[i - 1]!.words.length;
      const after = piece.text.slice(amount.index + amount.words.length, next?.index ?? piece.text.length);
      const named = unitAfter(after);
      // Its own words: what comes before it and its unit; the last amount also takes the rest ("a £60 monthly subscription").
      const end = next ? amount.index + amount.words.length + named.words.length : piece.text.length;
      const own = piece.text.slice(start, end);
      const unit = named.unit ?? periodIn(own);
      prices.push({
        name: priceName(own, unit),
        amount: amount.cents,
        currency: amount.currency,
        unit,
        model: modelOf(own, unit, named.per),
        words: (amount.words + named.words.trimEnd()).trim(),
        at: piece.index + amount.index,
      });
    });
  }
  return prices.sort((a, b) => a.at - b.at).map(({ at: _at, ...price }) => price);
}

/** The words of `phrase` as the idea writes them (case aside), else null. */
function wordsOf(text: string, phrase: string): ProposedText | null {
  const index = text.toLowerCase().indexOf(phrase.toLowerCase());
  return index < 0 ? null : { value: phrase, words: text.slice(index, index + phrase.length) };
}

/** A customer's words without a price phrase after them ("freelancers at a flat fee of" -> "freelancers"). */
function withoutPrice(phrase: string): string {
  return phrase
    .replace(
      new RegExp(
        String.raw`\s+(?:at|for|from|with|à|pour|avec|zum|zu|für|mit|a|por|con)\s+(?:(?:an?|une?|eine[mnr]?|una?|the|la|le|el)\s+)?(?:\p{L}+\s+)?${PRICE_NOUN}(?!\p{L}).*$`,
        'iu',
      ),
      '',
    )
    .trim();
}

/** "for regulars", "pour les habitués", "für Stammkunden", "para socios": people or organisations an offer is for. */
const FOR_WHOM: Record<Language, RegExp> = {
  en: /(?<!\p{L})for\s+((?:\p{L}[\p{L}'-]*\s+){0,2}\p{L}[\p{L}'-]*)/giu,
  fr: /(?<!\p{L})pour\s+(?:les|des)\s+((?:\p{L}[\p{L}'-]*\s+){0,2}\p{L}[\p{L}'-]*)/giu,
  de: /(?<!\p{L})für\s+((?:\p{L}[\p{L}'-]*\s+){0,2}\p{L}[\p{L}'-]*)/giu,
  es: /(?<!\p{L})para\s+(?:los\s+|las\s+)?((?:\p{L}[\p{L}'-]*\s+){0,2}\p{L}[\p{L}'-]*)/giu,
};

/** People an idea names by how often they come: "regulars", "habitués", "Stammkunden", "socios". */
const REGULARS = /^(?:regulars|members|habitués|membres|stammkunden|stammgäste|socios|miembros)$/iu;

function userIn(text: string, language: Language, audience: string | null): ProposedText | null {
  const named = audience ? withoutPrice(audience) : '';
  if (named && !PRICE_WORD.test(named)) return wordsOf(text, named);
  for (const match of text.matchAll(FOR_WHOM[language])) {
    const words = (match[1] ?? '').split(/\s+/);
    // The shortest run of words that names people or organisations: "regulars", not "regulars in Ghent".
    for (let n = 1; n <= words.length; n += 1) {
      const phrase = words.slice(0, n).join(' ');
      if ((namesBuyers(phrase) || REGULARS.test(phrase)) && !PRICE_WORD.test(phrase))
        return wordsOf(text, phrase);
    }
  }
  return null;
}

/** Who pays, when the idea says so apart from a price: "parents pay by the term", "paid by employers", "pagan los padres". */
const PAID_BY = [
  /(?<!\p{L})(?:paid|funded|financed)\s+by\s+(?:the\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)/iu,
  /(?<!\p{L})(\p{L}[\p{L}'-]*)\s+(?:pay|pays)\s+(?!\S*\d)(?!(?:\p{L}+\s+){0,2}[€$£]|\d)/iu,
  /(?<!\p{L})(?:payée?s?|financée?s?)\s+par\s+(?:les\s+|des\s+)?(\p{L}[\p{L}'-]*)/iu,
  /(?<!\p{L})(?:les\s+)?(\p{L}[\p{L}'-]*)\s+paient(?!\s+[\d€])/iu,
  /(?<!\p{L})(?:bezahlt|finanziert)\s+(?:von|durch)\s+(?:den\s+|die\s+)?(\p{L}[\p{L}'-]*)/iu,
  /(?<!\p{L})(?:pagan|paga)\s+(?:los\s+|las\s+)(\p{L}[\p{L}'-]*)/iu,
  /(?<!\p{L})(?:pagad[oa]s?|financiad[oa]s?)\s+por\s+(?:los\s+|las\s+)?(\p{L}[\p{L}'-]*)/iu,
];

function payerIn(text: string): ProposedText | null {
  for (const pattern of PAID_BY) {
    const match = pattern.exec(text);
    const who = match?.[1];
    if (who && !/^(?:we|i|you|they|it|nous|je|wir|ich|que)$/iu.test(who))
      return { value: who, words: match[0].trim() };
  }
  return null;
}

/** A town or region after its preposition ("in Ghent", "à Lyon", "en Valencia"), the last one named. */
const PLACE: Record<Language, RegExp> = {
  en: /(?<=\S\s)(?:in|across|throughout|around|near)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)/gu,
  fr: /(?<=\S\s)(?:à|au|en|de|dans)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)/gu,
  de: /(?<=\S\s)(?:in|aus)\s+(\p{Lu}[\p{L}'’.-]*)(?=\s*(?:$|[,;:.!?(]|\s(?:und|oder|mit|an|am|bei)\s))/gu,
  es: /(?<=\S\s)(?:en|de)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)/gu,
};

function placeIn(text: string, language: Language): ProposedText | null {
  const last = [...text.matchAll(PLACE[language])].at(-1);
  return last?.[1] ? { value: last[1], words: last[0] } : null;
}

/** What the founders bring, in their words: "8 years as a technician", "coiffeuse depuis 12 ans". */
const EXPERIENCE = [
  /(?:(?:I am|I'm|we are|je suis|nous sommes|ich bin|wir sind|soy|somos)\s+[^,.;]*?)?\d+\s+(?:years?\s+(?:of\s+experience|as\s+an?\s+\p{L}+(?:\s+\p{L}+)?|in\s+\p{L}+)|ans\s+d['’]expérience|jahre\s+(?:erfahrung|als\s+\p{L}+)|años\s+(?:de\s+experiencia|como\s+\p{L}+))/iu,
  /(?:je suis|nous sommes)\s+[^,.;]*?depuis\s+\d+\s+ans/iu,
  /(?:ich bin|wir sind)\s+[^,.;]*?seit\s+\d+\s+jahren/iu,
  /(?:soy|somos)\s+[^,.;]*?desde\s+hace\s+\d+\s+años/iu,
];

function teamIn(text: string): ProposedText | null {
  for (const pattern of EXPERIENCE) {
    const match = pattern.exec(text);
    if (match) return { value: match[0].trim(), words: match[0].trim() };
  }
  return null;
}

/** A relative clause after a comma says what the offer does, not what it is ("Eine Bäckerei, die … liefert"). */
const RELATIVE_CLAUSE = /,\s*(?:that|which|who|qui|que|quien|die|der|das|welche[rs]?)(?!\p{L}).*$/iu;

/** What the business sells, without the place (a fact of its own) or a clause about what it does. */
function offerIn(text: string, offer: string | null, place: ProposedText | null): ProposedText | null {
  if (!offer) return null;
  const bare = withoutMarket(offer.replace(RELATIVE_CLAUSE, ''), place?.value ?? '').trim();
  return wordsOf(text, bare || offer);
}

/** The idea read into facts; every fact null (prices empty) where the idea is silent. */
export function proposeFacts(idea: string): ProposedFacts {
  const text = idea.replace(/\s+/g, ' ').trim();
  if (text === '') return { offer: null, user: null, payer: null, place: null, prices: [], team: null };
  const language = languageOf(text);
  const subject = subjectOf(text);
  const user = userIn(text, language, subject.audience);
  const payer = payerIn(text);
  const place = placeIn(text, language);
  return {
    offer: offerIn(text, subject.offer, place),
    user,
    payer: payer && payer.value.toLowerCase() !== user?.value.toLowerCase() ? payer : null,
    place,
    prices: pricesIn(text),
    team: teamIn(text),
  };
}
