/**
 * The subject of an idea in the founder's own words: what is sold ("hand-painted bicycle bells")
 * and to whom ("night-shift nurses"), read from the sentence's grammar in the four input languages
 * (English, French, German, Spanish), never from a list of products or customers. The drafts name
 * the offer and the customer with these phrases instead of a category word.
 */

export type Language = 'en' | 'fr' | 'de' | 'es';

/** Frequent function words per language: the one with the most hits is the idea's language. */
const FUNCTION_WORDS: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:the|and|for|to|with|of|we|i|our|an?|that|who|across)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:les?|la|des|du|et|pour|aux?|à|avec|nous|je|une?|qui|dans|en)(?!\p{L})/giu,
  de: /(?<!\p{L})(?:der|die|das|den|und|für|mit|von|wir|ich|eine?n?|im|in|an|zu|rund|ganz)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:el|los|las|la|y|para|con|del|de|una?|que|en|todo|al?)(?!\p{L})/giu,
};

export function languageOf(text: string): Language {
  let best: Language = 'en';
  let most = 0;
  for (const [language, pattern] of Object.entries(FUNCTION_WORDS) as [Language, RegExp][]) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > most) {
      most = hits;
      best = language;
    }
  }
  return best;
}

/** After a verb of selling, the word that introduces the buyer ("sell ... to", "vendons ... aux"). */
const SOLD_TO: Record<Language, string> = {
  en: 'to',
  fr: 'aux|à des|à',
  de: 'an',
  es: 'a los|a las|a',
};

/** The word that introduces whom an offer is for ("for", "pour", "für", "para"). */
const MEANT_FOR: Record<Language, string> = {
  en: 'for',
  fr: 'pour les|pour des|pour',
  de: 'für',
  es: 'para los|para las|para',
};

/** A verb after "pour" / "para" ("pour aider les familles"): a purpose, not a customer. */
const INFINITIVE: Partial<Record<Language, RegExp>> = {
  fr: /^\p{L}+(?:er|ir|re)(?!\p{L})/u,
  es: /^\p{L}+(?:ar|er|ir)(?!\p{L})/u,
};

/**
 * Offers named by where or how they are sold ("an online shop for sustainable children's clothing"):
 * their "for" names what they sell unless it names people or organisations.
 */
const CONTAINER =
  /(?:shop|store|boutique|laden|magasin|tienda|marketplace|marktplatz|plattform|platform|plateforme|plataforma)$/iu;

/** A "for" phrase that ends on a time or an occasion names no customer ("for busy weekends"). */
const OCCASION =
  /(?<!\p{L})(?:weekends?|days?|weeks?|months?|years?|summer|winter|holidays?|occasions?|everyday|everyone|free|sale|rent|now|example|instance|life|home|work)$/iu;

/** Words that name people or organisations (English, French, German, Spanish). */
export const PEOPLE =
  /(?<!\p{L})(?:people|persons?|parents|famil(?:y|ies)|students|seniors|retirees|couples|households|individuals|consumers|particuliers|familles|étudiants|personnes|familien|eltern|studierende|privatkunden|menschen|familias|padres|estudiantes|personas|particulares)(?!\p{L})/iu;
export const ORGANISATIONS =
  /(?<!\p{L})(?:businesses|companies|firms|offices|shops|stores|practices|restaurants|hotels|cafés|clinics|schools|entreprises|commerces|bureaux|sociétés|unternehmen|büros|betriebe|firmen|ladengeschäfte|empresas|oficinas|comercios|negocios)(?!\p{L})/iu;

/** Whether a phrase names people or organisations. */
export function namesBuyers(phrase: string): boolean {
  return PEOPLE.test(phrase) || ORGANISATIONS.test(phrase);
}

/** Where the offer ends and the buyer begins: after a verb of selling its "to", else the last "for". */
function splitBuyer(clause: string, language: Language): [string, string] | null {
  const selling = SELLING.exec(clause);
  if (selling) {
    const after = clause.slice(selling.index);
    const sold = new RegExp(`^(.*\\S)\\s+(?:${SOLD_TO[language]})\\s+(\\S.*)$`, 'iu').exec(after);
    if (sold?.[1] && sold[2]) return [clause.slice(0, selling.index) + sold[1], sold[2]];
  }
  const candidates = [...clause.matchAll(new RegExp(`\\s+(?:${MEANT_FOR[language]})\\s+`, 'giu'))].reverse();
  for (const match of candidates) {
    const offer = clause.slice(0, match.index);
    const buyer = clause.slice(match.index + match[0].length);
    if (INFINITIVE[language]?.test(buyer) || OCCASION.test(buyer.replace(CLAUSE_END, ''))) continue;
    if (CONTAINER.test(offer.trim()) && !namesBuyers(buyer)) return null;
    return [offer, buyer];
  }
  return null;
}

/** A place at the end of a clause: "in Lyon", "à Lyon", "across Spain", "in ganz Deutschland", "en todo México". */
const TRAILING_PLACE =
  /^(.*)\s+(?:in ganz|en todo|en toda|en toute|dans toute|across|throughout|around|near|in|à|au|en)\s+\p{Lu}[^,;]*$/u;

/** Verbs of selling that may open the offer ("We sell ...", "Je veux proposer ...", "delivering ..."). */
const SELLING =
  /(?<!\p{L})(?:sell(?:s|ing)?|sold|offer(?:s|ing)?|provid(?:e|es|ing)|deliver(?:s|ing|ed)?|mak(?:e|es|ing)|run(?:s|ning)?|start(?:s|ing)?|build(?:s|ing)?|launch(?:es|ing)?|vend(?:s|ons|re|ant)|propos(?:e|ons|er|ant)|livr(?:e|ons|er|ant)|fabriqu(?:e|ons|er)|verkauf(?:e|en|t)|biet(?:e|en|et)|anbiet(?:e|en)|liefer(?:e|n|t)|herstell(?:e|en)|vend(?:o|emos|e|en|er)|ofre(?:zco|cemos|ce|cen|cer)|entreg(?:o|amos|a|ar))(?!\p{L})\s+/iu;

/** Words after a verb of selling that say where or how, not what ("sold in shops", "sold online"). */
const PLACE_OR_MANNER =
  /^(?:(?:in|at|on|through|via|by|à|en|dans|sur|par|im|über|per|por|a través)(?!\p{L})|online(?:\s+(?:to|for|through|via|and|in)(?!\p{L})|\s*$))/iu;

const LEADING_ARTICLE =
  /^(?:an?|the|our|my|une?|des|les?|la|l'|ein(?:e[nm]?)?|der|die|das|den|unos|unas|una?|los|las|el)\s+/iu;

/** Words that end the customer's phrase: a relative clause, a purpose, a manner. */
const CLAUSE_END =
  /\s+(?:who|that|which|so that|to|by|via|through|with|qui|que|afin|avec|par|die|der|das|welche|damit|mit|über|que|con|por|mediante)\s.*$/iu;

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

function tidy(phrase: string, language: Language, article: RegExp): string {
  const flat = phrase.replace(/\s+/g, ' ').trim().replace(article, '').trim();
  // German nouns keep their capital; elsewhere the sentence's capital is not part of the phrase.
  if (language === 'de' || !/^\p{Lu}(?:\p{Ll}|\s)/u.test(flat)) return flat;
  return flat.charAt(0).toLowerCase() + flat.slice(1);
}

/** "We sell hand-painted bicycle bells to night-shift nurses in Lyon." -> offer and audience. */
export function subjectOf(sentence: string): Subject {
  const language = languageOf(sentence);
  // The main clause: up to the first stop, comma or semicolon; without a closing German particle.
  // A comma after a single word separates adjectives ("Refillable, plastic-free ..."), not clauses.
  const parts = (sentence.split(/[.;!?\n]/)[0] ?? '').split(/,\s/);
  let clause = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (clause.trim().split(/\s+/).length > 1) break;
    clause = `${clause}, ${part}`;
  }
  clause = clause.trim();
  clause = clause.replace(/\s+(?:an|anbieten|verkaufen|liefern)$/iu, '');
  // A relative clause about the customer ("nurses who want to work in Spain") is not the subject.
  clause = clause.replace(/\s+(?:who|whom|qui|welche|quienes)\s.*$/iu, '');
  clause = TRAILING_PLACE.exec(clause)?.[1] ?? clause;
  const split = splitBuyer(clause, language);
  const offerPart = split?.[0] ?? clause;
  const audiencePart = split?.[1]?.replace(CLAUSE_END, '') ?? '';
  // "We sell X": what follows the verb; "X sold in shops": what precedes it.
  const selling = SELLING.exec(offerPart);
  const object = selling ? offerPart.slice(selling.index + selling[0].length) : '';
  const what =
    selling && !PLACE_OR_MANNER.test(object)
      ? object
      : selling
        ? offerPart.slice(0, selling.index)
        : offerPart;
  const sold = what.replace(/\s+(?:that|which|where|qui|que|où|welche|donde)\s.*$/iu, '');
  const offer = tidy(sold, language, POSSESSIVE);
  const audience = tidy(audiencePart, language, LEADING_ARTICLE);
  const usable = (phrase: string) =>
    (phrase.match(/\p{L}/gu) ?? []).length >= 3 && phrase.split(' ').length <= 12;
  return {
    offer: usable(offer) ? offer : null,
    audience: usable(audience) ? audience : null,
    language,
  };
}
