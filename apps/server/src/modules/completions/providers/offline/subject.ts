/**
 * The subject of an idea in the founder's own words: what is sold ("hand-painted bicycle bells")
 * and to whom ("night-shift nurses"), read from the sentence's grammar in the four input languages
 * (English, French, German, Spanish), never from a list of products or customers. The drafts name
 * the offer and the customer with these phrases instead of a category word. `subjectOf` reads the
 * sentence's main clause, takes out its price and frequency (`money.ts`) and its place
 * (`place-time.ts`), and splits what remains into the offer and the buyer (`buyer.ts`);
 * `serviceBought` says what a customer of a service pays for.
 */

import { amountsIn } from '@planner/domain';

import {
  CUSTOMERS_ARE,
  customerWords,
  LEADING_ARTICLE,
  MEANT_FOR,
  namesBuyers,
  RELATION,
  reshaped,
  SELLING,
  splitBuyer,
  userClause,
  VERB_LEFT,
  withoutParticiple,
} from './buyer.js';
import type { Language } from './language.js';
import { languageOf, tidy } from './language.js';
import { withoutCircumstances } from './money.js';
import { TRAILING_PLACE, withoutMarket } from './place-time.js';

/** A question's opening ("What if", "Could", "Et si", "Was wäre, wenn", "¿Y si"): not part of the subject. */
const QUESTION_OPENING =
  /^(?:¿\s*)?(?:what if|imagine if|how about|could|would|can|et si|pourquoi pas|was wäre,?\s+wenn|stell dir vor,?|y si|qué pasaría si)\s+/iu;

/** "Could <offer> work in Cardiff?": the viability verb that ends such a question. */
const VIABLE =
  /\s+(?:work|succeed|take off|pay off|catch on|available|marcher|fonctionner|disponibles?|funktionieren|verfügbar|erhältlich|funcionar)(?:\s.*)?$/iu;

/** A German relative clause naming the customer: "…, der alle zwei Wochen Restaurantküchen besucht". */
const GERMAN_RELATIVE =
  /^(?:der|die|das|welche[rs]?)\s+(.+)\s+(?:besucht|besuchen|beliefert|beliefern|bedient|bedienen|betreut|betreuen|versorgt|versorgen|hilft|helfen|unterstützt|unterstützen|berät|beraten|verbindet|verbinden|vermittelt|vermitteln|nutzt|nutzen|verwendet|verwenden|bucht|buchen|kauft|kaufen|mietet|mieten|bestellt|bestellen|liebt|lieben)$/iu;

/**
 * A German relative clause after one thing ("Eine Planungssoftware, die Tischlereien täglich
 * einsetzen"): its verb is plural, so the relative pronoun is not its subject; the nouns before the
 * verb are, and they use or buy the one thing. Lower-case words after the nouns (adverbs) are not part of them.
 */
const PLURAL_SUBJECT =
  /^(?:die|das|den)\s+((?:\S+\s+)*?\p{Lu}[\p{L}-]*)(?:\s+\p{Ll}[\p{L}-]*)*?\s+\p{Ll}[\p{L}]*(?:en|ern|eln)$/u;

/** A German relative clause delivering or selling to someone ("…, die Brot an Cafés und Hotels liefert"): they buy. */
const DELIVERS_TO =
  /^(?:der|die|das|welche[rs]?)\s+(?:.+\s+)?an\s+(.+?)\s+(?:liefert|liefern|verkauft|verkaufen|vermietet|vermieten|verleiht|verleihen)$/iu;

/**
 * A German relative pronoun after a preposition ("…, auf die Zahnarztpraxen in Leipzig schwören"):
 * the pronoun is the preposition's object, so the nouns before the verb are its subject.
 */
const PREPOSITION_RELATIVE =
  /^(?:auf|an|mit|von|für|über|bei|nach)\s+(?:den|die|das|dem|denen|der)\s+((?:\S+\s+)*?\p{Lu}[\p{L}-]*)(?:\s+\p{Ll}[\p{L}-]*)*?\s+\p{Ll}[\p{L}]*(?:en|ern|eln)$/u;

/** Words after a verb of selling that say where or how, not what ("sold in shops", "sold online"). */
const PLACE_OR_MANNER =
  /^(?:(?:in|at|on|through|via|by|à|en|dans|sur|par|im|über|per|por|a través)(?!\p{L})|online(?:\s+(?:to|for|through|via|and|in)(?!\p{L})|\s*$))/iu;

export interface Subject {
  /** What is sold, in the founder's words; null when the sentence does not say. */
  offer: string | null;
  /** Who buys, in the founder's words; null when the sentence does not say. */
  audience: string | null;
  language: Language;
}

/** An owner's word is not part of what is sold ("our app" -> "app"); an article is ("a booking app"). */
const POSSESSIVE =
  /^(?:our|my|the|notre|mon|ma|mes|nos|unser(?:e[nm]?)?|mein(?:e[nm]?)?|nuestr[oa]s?|mis?)\s+/iu;

/** The sentence's main clause: up to its first stop; a list, a relation or a German relative clause after a comma belongs to it. */
function mainClause(sentence: string, language: Language): string {
  const opened = sentence.trim().replace(QUESTION_OPENING, '');
  const question = opened !== sentence.trim();
  const parts = (opened.split(/[.;!?\n]/)[0] ?? '').split(/,\s/);
  let clause = parts[0] ?? '';
  const relation = new RegExp(`^(?:${RELATION[language]}|${MEANT_FOR[language]})(?!\\p{L})`, 'iu');
  for (const part of parts.slice(1)) {
    const german =
      language === 'de'
        ? (GERMAN_RELATIVE.exec(part.trim()) ??
          DELIVERS_TO.exec(part.trim()) ??
          PREPOSITION_RELATIVE.exec(part.trim()) ??
          (ONE_THING.test(clause) ? PLURAL_SUBJECT.exec(part.trim()) : null))
        : null;
    if (german?.[1]) {
      clause = `${clause} für ${german[1]}`;
      break;
    }
    // A comma after a single word separates adjectives ("Refillable, plastic-free ..."); a part
    // with "and" ends a list ("Sourdough loaves, pastries and coffee beans for hotels").
    // A part with an amount of money in it is a price ("30 EUR per day or 450 EUR a month"), not a list.
    const list =
      amountsIn(part).length === 0 && /(?<!\p{L})(?:and|or|et|ou|und|oder|y|o)(?!\p{L})/iu.test(part);
    if (clause.trim().split(/\s+/).length > 1 && !list && !relation.test(part.trim())) break;
    clause = `${clause}, ${part}`;
    if (!list) break;
  }
  clause = clause.trim().replace(/\s+(?:an|anbieten|verkaufen|liefern)$/iu, '');
  return question ? clause.replace(VIABLE, '') : clause;
}

/**
 * An apposition after the sentence's subject ("Our studio, a small yoga school in Bath, offers
 * ...") says what the subject is; the sentence reads on without it.
 */
const APPOSITION = /^([^,]{2,60}),\s+(?:an?|the|une?|ein(?:e|en)?|una?|el|la|le)\s+[^,]{2,80},\s+(?=\p{Ll})/u;

/** "We sell hand-painted bicycle bells to night-shift nurses in Lyon." -> offer and audience. */
export function subjectOf(sentence: string, market = ''): Subject {
  const language = languageOf(sentence);
  const plain = sentence.trim().replace(APPOSITION, '$1 ');
  let clause = withoutCircumstances(userClause(mainClause(plain, language), language), language);
  clause = TRAILING_PLACE.exec(clause)?.[1] ?? clause;
  const split = reshaped(clause, language, market) ?? splitBuyer(clause, language);
  const offerPart = split?.[0] ?? clause;
  const buyer = (split?.[1] ?? '').replace(/^(?:à|aux|al)\s+/iu, '');
  // German capitalises every noun ("Studierende in Wohngemeinschaften"): no capital marks a place there.
  const named = split?.[1] ? buyer : (CUSTOMERS_ARE.exec(plain)?.[1] ?? '');
  const audiencePart = customerWords(named, language);
  // "We sell X": what follows the verb; "X sold in shops": what precedes it.
  const selling = SELLING.exec(offerPart);
  const object = selling ? offerPart.slice(selling.index + selling[0].length) : '';
  const what =
    selling && !PLACE_OR_MANNER.test(object)
      ? object
      : selling
        ? offerPart.slice(0, selling.index)
        : offerPart;
  const sold = what
    .replace(/\s+(?:that|which|where|qui|que|où|welche|donde)\s.*$/iu, '')
    .replace(/^one\s+(?=\p{L})/iu, '')
    .replace(/[,:;]+$/, '');
  // The place is the market's, not part of what is sold ("a repair café in Ghent" sells repairs);
  // German capitalises every noun, so a capital there marks no place ("Nachhilfe in Mathematik").
  const unplaced = withoutMarket(language === 'de' ? sold : (TRAILING_PLACE.exec(sold)?.[1] ?? sold), market);
  const offer = tidy(withoutParticiple(unplaced, language), language, POSSESSIVE);
  const audience = tidy(withoutMarket(audiencePart, market), language, LEADING_ARTICLE);
  const usable = (phrase: string) =>
    (phrase.match(/\p{L}/gu) ?? []).length >= 3 && phrase.split(' ').length <= 16;
  return {
    offer: usable(offer) ? offer : null,
    // Not sure it names a customer (a verb is left in it): neutral words rather than a false noun phrase.
    audience: usable(audience) && !VERB_LEFT.test(audience) ? audience : null,
    language,
  };
}

/** An indefinite article in the four languages: the offer is one thing the business is or has. */
const ONE_THING = /^(?:an?|une?|ein(?:e[nm]?)?|una?)\s+/iu;

/** Nouns of an activity by their ending (French, Spanish): "affûtage", "réparation", "afilado", "mantenimiento". */
const ACTIVITY: Partial<Record<Language, RegExp>> = {
  fr: /^\p{L}+(?:age|tion|sion|ment)s?$/iu,
  es: /^\p{L}+(?:ado|ada|ido|ida|ción|miento|aje)s?$/iu,
};

/**
 * What a customer of a service buys, read from the offer's grammar: a single thing named with an
 * indefinite article is what the business is or uses, and the activity that qualifies it is what
 * is bought ("a mobile knife-sharpening van" -> "knife-sharpening", "un camion d'affûtage de
 * couteaux" -> "affûtage de couteaux", "una furgoneta de afilado" -> "afilado"). Plural or
 * activity offers ("on-site bicycle repairs", "a cargo-bike courier service") are what is bought.
 */
export function serviceBought(offer: string, language: Language): string {
  const article = ONE_THING.exec(offer);
  const rest = article ? offer.slice(article[0].length) : offer;
  if (!article) return offer;
  const words = rest.split(/\s+/);
  // "ein Wagen für Fahrradreparatur": the activity the vehicle is for.
  const meantFor = /^\p{L}+(?:\s+\p{L}+)?\s+(?:für|zum|zur)\s+(\S.*)$/iu.exec(rest);
  if (language === 'de' && meantFor?.[1] && !namesBuyers(meantFor[1])) return meantFor[1];
  if (language === 'en' || language === 'de') {
    // "<adjectives> <activity-compound> <head>": the hyphenated compound just before the head noun.
    const qualifier = words.length >= 2 ? words[words.length - 2]! : '';
    return /^\p{L}+-\p{L}+$/u.test(qualifier) && !/-/.test(words.at(-1)!) ? qualifier : offer;
  }
  const of = /^(\p{L}+)(?:\s+\p{L}+)?\s+(?:de|d['’]|del)\s*(\S.*)$/iu.exec(rest);
  const activity = ACTIVITY[language];
  if (of?.[1] && of[2] && activity && !activity.test(of[1]) && activity.test(of[2].split(/\s+/)[0]!))
    return of[2];
  return offer;
}
