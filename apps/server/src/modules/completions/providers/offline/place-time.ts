/**
 * Where and when, in the founder's words: a place is a preposition and capitalised words ("in
 * Porto", "à Lyon", "en todo México") or the town the board's market names (`withoutMarket`); a time
 * is a preposition or an article of time and a word of a closed class ("on Saturday mornings", "le
 * samedi", "am Wochenende", "los sábados"); a frequency says how often ("once a fortnight", "toutes
 * les deux semaines"). The other readers take these out of a phrase so that what remains names the
 * offer or the customer.
 */

import type { Language } from './language.js';

/** One place word after its preposition, between two phrases: "nursery staff | in Bristol | sign language". */
export const PLACE_BETWEEN = /^(.+?)\s+(?:in|à|au|en|de|del|aus)\s+\p{Lu}[\p{L}.'’-]*\s+(.+)$/u;

/** The market's own town between two phrases ("Studierende in WGs | in Lyon | Fahrradreparaturen"), else null. */
export function townBetween(text: string, market: string): RegExpExecArray | null {
  const town = market.split(/,|\(|\//)[0]?.trim() ?? '';
  if (!town) return null;
  const escaped = town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(.+?)\\s+(?:in|aus)\\s+${escaped}\\s+(.+)$`, 'u').exec(text);
}

/**
 * A place: a preposition and capitalised words only ("in Porto", "à Lyon", "de Nantes", "in ganz
 * Deutschland", "en todo México"); "in Mathematik für Schüler" is not one (lower-case words follow).
 */
const PLACE = String.raw`(?:in ganz|en todo|en toda|en toute|dans toute|across|throughout|around|near|in|à|au|aux|en|de|del|aus)\s+\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|de|del|am|upon|sur))*`;
export const TRAILING_PLACE = new RegExp(String.raw`^(.*?)\s+${PLACE}$`, 'u');
/** A place inside a phrase ends the customer's words: "first-time landlords in Glasgow find ...". */
export const PLACE_INSIDE = new RegExp(String.raw`\s+${PLACE}(?!\p{L}).*$`, 'u');

/** Words of time (a closed class): the units and days a frequency counts in, in the four languages. */
export const TIME = [
  String.raw`days?|weeks?|fortnights?|months?|years?|quarters?|mornings?|evenings?|nights?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?`,
  String.raw`january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter`,
  String.raw`jours?|semaines?|quinzaines?|mois|ans|années?|matins?|soirs?|week-ends?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|trimestres?`,
  String.raw`tage?|wochen?|monate?|jahre?|morgen|abend|wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|quartal`,
  String.raw`días?|semanas?|quincenas?|mes(?:es)?|años?|mañanas?|noches?|tardes?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|trimestres?`,
].join('|');

/**
 * A time expression after the customer ends the customer's words: a preposition or an article of
 * time and a word of time ("office workers | on Saturday mornings", "taxi drivers | at night",
 * "retirees | in the afternoons", "adolescents | le samedi", "seniors | en matinée", "Büroangestellte
 * | am Wochenende", "Jugendliche | samstags", "Taxifahrer | in der Nacht", "oficinistas | los
 * sábados", "taxistas | por la mañana"), or the moment after work or school. French and Spanish
 * "de" before the article keeps a complement of the noun ("infirmières de nuit", "turno de noche").
 */
const TIME_AFTER: Record<Language, RegExp> = {
  en: new RegExp(
    String.raw`\s+(?:(?:on|at|in\s+the|during(?:\s+the)?|over\s+the|this|most)\s+(?:${TIME}|afternoons?|weekdays?|lunchtimes?|night|dawn|dusk)|(?:after|before)\s+(?:work|school|hours))(?!\p{L}).*$`,
    'iu',
  ),
  fr: new RegExp(
    String.raw`(?<!(?<!\p{L})(?:de|du|des))\s+(?:(?:le|la|les|l['’]|en|au|pendant\s+(?:le|la|les)|tous\s+les|toutes\s+les)\s*(?:${TIME}|matinées?|soirées?|après-midis?|nuits?|semaine|midi)|après\s+(?:le\s+travail|l['’]école|les\s+cours))(?!\p{L}).*$`,
    'iu',
  ),
  de: new RegExp(
    String.raw`\s+(?:(?:am|an|im|in\s+der|zur|übers|über\s+das|jeden|jede|jedes)\s+(?:${TIME}|vormittag|nachmittag|nacht|mittag|feierabend|wochenenden|sommer|winter|frühling|herbst)|(?:nach|vor)\s+der\s+(?:arbeit|schule)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|vormittag|nachmittag|morgen|abend|nacht|wochenend)s|tagsüber)(?!\p{L}).*$`,
    'iu',
  ),
  es: new RegExp(
    String.raw`(?<!(?<!\p{L})(?:de|del))\s+(?:(?:los|las|el|la|al|por\s+(?:la|las|el|los)|durante\s+(?:el|la|los|las)|en\s+(?:el|la|los|las)|todos\s+los|todas\s+las)\s+(?:${TIME}|fin(?:es)?\s+de\s+semana|mediodía|madrugada|verano|invierno)|(?:después|antes)\s+del?\s+(?:trabajo|colegio|escuela|clase))(?!\p{L}).*$`,
    'iu',
  ),
};

/** A customer phrase without a time expression after it ("office workers on Saturday mornings" -> "office workers"). */
export function withoutTime(phrase: string, language: Language): string {
  return phrase.replace(TIME_AFTER[language], '');
}

/**
 * How often, in the four languages: "once a fortnight", "every Tuesday", "twice a month", "toutes
 * les deux semaines", "chaque lundi", "alle zwei Wochen", "zweimal pro Woche", "cada quince días",
 * "dos veces por semana". Said of the visits, not of the offer or the customer.
 */
export const FREQUENCY = new RegExp(
  [
    String.raw`(?:once|twice|several times|\p{L}+ times)\s+(?:a|an|per|every)\s+(?:${TIME})`,
    String.raw`(?:every|each)\s+(?:other\s+|\p{L}+\s+)?(?:${TIME})`,
    String.raw`(?:weekly|fortnightly|monthly|daily)$`,
    String.raw`(?:toutes?\s+les|chaque)\s+(?:\p{L}+\s+)?(?:${TIME})`,
    String.raw`\p{L}+\s+fois\s+par\s+(?:${TIME})`,
    String.raw`(?:alle|jede[nrs]?)\s+(?:\p{L}+\s+)?(?:${TIME})`,
    String.raw`\p{L}*mal\s+(?:pro|im|in der|am|die)\s+(?:${TIME})`,
    String.raw`(?:wöchentlich|täglich|monatlich)$`,
    String.raw`cada\s+(?:\p{L}+\s+)?(?:${TIME})`,
    String.raw`\p{L}+\s+vez(?:es)?\s+(?:al|por|a la)\s+(?:${TIME})`,
  ]
    .map((p) => String.raw`(?<!\p{L})(?:${p})(?!\p{L})`)
    .join('|'),
  'iu',
);

/**
 * A phrase without the place the market names ("Hundebesitzer in München" on a board for München):
 * certain in every language, also in German where a capital marks any noun.
 */
export function withoutMarket(phrase: string, market: string): string {
  const town = market.split(/,|\(|\//)[0]?.trim() ?? '';
  if ((town.match(/\p{L}/gu) ?? []).length < 2) return phrase;
  const escaped = town.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrase.replace(
    new RegExp(
      `\\s+(?:in ganz|in|im|à|au|en|de|del|aus|across|near|around)\\s+${escaped}(?!\\p{L}).*$`,
      'iu',
    ),
    '',
  );
}
