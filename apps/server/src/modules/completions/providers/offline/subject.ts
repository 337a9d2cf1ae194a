/**
 * The subject of an idea in the founder's own words: what is sold ("hand-painted bicycle bells")
 * and to whom ("night-shift nurses"), read from the sentence's grammar in the four input languages
 * (English, French, German, Spanish), never from a list of products or customers. The drafts name
 * the offer and the customer with these phrases instead of a category word.
 */

import type { Language } from './language.js';
import { languageOf, tidy } from './language.js';
import { PRICE_PHRASE, withoutCircumstances } from './money.js';
import {
  PLACE_BETWEEN,
  PLACE_INSIDE,
  townBetween,
  TRAILING_PLACE,
  withoutMarket,
  withoutTime,
} from './place-time.js';

/** After a verb of selling, the word that introduces the buyer ("sell ... to", "vendons ... aux"). */
const SOLD_TO: Record<Language, string> = {
  en: 'to',
  fr: 'aux|à des|à',
  de: 'an',
  es: 'a los|a las|a',
};

/** The word that introduces whom an offer is for ("for", "pour", "für", "para"). */
export const MEANT_FOR: Record<Language, string> = {
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

/**
 * Words that relate an offer to its customer, per language: visiting, serving, helping,
 * connecting, supplying or delivered to ("a van visiting restaurant kitchens", "un camion qui passe
 * dans les cuisines", "Obstkörbe, geliefert an Büros", "una furgoneta que visita cocinas").
 */
export const RELATION: Record<Language, string> = {
  en: String.raw`visiting|serving|helping|connecting|supplying|(?:that|which|who)\s+(?:helps?|visits?|serves?|suppl(?:y|ies)|connects?)|(?:delivered|brought|sold|shipped)\s+to|(?:used|loved|booked|bought|chosen|trusted|preferred|rented)\s+by`,
  fr: String.raw`qui\s+(?:passe(?:nt)?\s+(?:dans|chez)|visite(?:nt)?|aide(?:nt)?|ser(?:t|vent)|livre(?:nt)?|relie(?:nt)?|accompagne(?:nt)?)|au\s+service\s+(?:des|de\s+la|du|de)|reliant|(?:livrée?s?|apportée?s?|vendue?s?)\s+(?:aux|à)|(?:utilisée?s?|appréciée?s?|choisie?s?|réservée?s?|achetée?s?|louée?s?)\s+par(?:\s+(?:les|des))?`,
  de: String.raw`(?:geliefert|verkauft|gebracht)\s+an|(?:genutzt|verwendet|gebucht|gekauft|gemietet|geliebt)\s+von`,
  es: String.raw`que\s+(?:visita(?:n)?|ayuda(?:n)?|sirve(?:n)?|conecta(?:n)?|abastece(?:n)?|entrega(?:n)?)|al\s+servicio\s+de|(?:entregad[oa]s?|llevad[oa]s?|vendid[oa]s?)\s+a|(?:utilizad[oa]s?|usad[oa]s?|preferid[oa]s?|reservad[oa]s?|comprad[oa]s?|alquilad[oa]s?)\s+por(?:\s+(?:los|las))?`,
};

/** A verb of helping: its customer ends where what they are helped to do begins. */
const HELPING = /(?:help|aide|aid|ayud|hilft|helf)/iu;

/** "We help ..." opening a sentence: what follows is the customer, then what they are helped to do. */
const WE_HELP: Record<Language, RegExp> = {
  en: /^(?:we|i)\s+help\s+/iu,
  fr: /^(?:nous\s+aidons|j['’]aide)\s+/iu,
  de: /^(?:wir\s+(?:helfen|unterstützen)|ich\s+(?:helfe|unterstütze))\s+/iu,
  es: /^(?:ayudamos|ayudo)\s+a\s+/iu,
};

/** "<customer> get <offer>": a verb of receiving between the customer and what they receive. */
const RECEIVING =
  /^(.{3,80}?)\s+(?:get|gets|receive|receives|obtiennent|obtient|reçoivent|reçoit|bekommen|bekommt|erhalten|erhält|reciben|recibe|obtienen|obtiene)\s+(.+)$/iu;

/** A question's opening ("What if", "Could", "Et si", "Was wäre, wenn", "¿Y si"): not part of the subject. */
const QUESTION_OPENING =
  /^(?:¿\s*)?(?:what if|imagine if|how about|could|would|can|et si|pourquoi pas|was wäre,?\s+wenn|stell dir vor,?|y si|qué pasaría si)\s+/iu;

/** In a question, the customer is who "could" do something; the offer is what they would do it with. */
const COULD: Record<Language, RegExp> = {
  en: /^(.+?)\s+(?:could|can|would)\s+\p{L}+\s+(.+)$/iu,
  fr: /^(.+?)\s+(?:pouvaient|pourraient|pouvait|pourrait)\s+\p{L}+\s+(.+)$/iu,
  de: /^(.+?)\s+((?:ein|eine|einen|den|die|das)\s+.+)\s+\p{L}+\s+(?:könnten|könnte|würden|würde)$/iu,
  es: /^(.+?)\s+(?:pudieran|pudiera|podrían|podría)\s+\p{L}+\s+(.+)$/iu,
};

/** "Could <offer> work in Cardiff?": the viability verb that ends such a question. */
const VIABLE =
  /\s+(?:work|succeed|take off|pay off|catch on|available|marcher|fonctionner|disponibles?|funktionieren|verfügbar|erhältlich|funcionar)(?:\s.*)?$/iu;

/** Words after an offer that say how it is reached, not what it is ("per App", "par une app", "en un clic"). */
const MANNER = /\s+(?:per|by|via|through|par|über|por|in one|en (?:un|une|quelques|\d))\s.*$/iu;

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

/**
 * A German relative pronoun after a preposition ("…, auf die Zahnarztpraxen in Leipzig schwören"):
 * the pronoun is the preposition's object, so the nouns before the verb are its subject.
 */
const PREPOSITION_RELATIVE =
  /^(?:auf|an|mit|von|für|über|bei|nach)\s+(?:den|die|das|dem|denen|der)\s+((?:\S+\s+)*?\p{Lu}[\p{L}-]*)(?:\s+\p{Ll}[\p{L}-]*)*?\s+\p{Ll}[\p{L}]*(?:en|ern|eln)$/u;

/** Where the offer ends and the buyer begins: a relation, a verb of selling and its "to", else the last "for". */
export function splitBuyer(clause: string, language: Language): [string, string] | null {
  const related = new RegExp(`\\s+(?:${RELATION[language]})(?!\\p{L})\\s*`, 'iu').exec(clause);
  if (related) {
    const buyer = clause.slice(related.index + related[0].length);
    return [clause.slice(0, related.index), HELPING.test(related[0]) ? helped(buyer, language) : buyer];
  }
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
    const untimed = withoutTime(buyer, language).replace(CLAUSE_END, '');
    if (INFINITIVE[language]?.test(buyer) || OCCASION.test(untimed) || PRICE_PHRASE.test(buyer)) continue;
    if (CONTAINER.test(offer.trim()) && !namesBuyers(buyer)) return null;
    return [offer, buyer];
  }
  return null;
}

/**
 * Whom a verb of helping helps, without what they are helped to do: "les kinésithérapeutes à gérer
 * …" -> "les kinésithérapeutes"; "a los fisioterapeutas a organizar …"; "yoga studios fill …" ->
 * "yoga studios" (English has no marker: the customer ends on its first plural noun).
 */
function helped(buyer: string, language: Language): string {
  const rest = buyer.replace(/^(?:a|à)\s+/iu, '');
  if (language === 'fr') return rest.replace(/\s+à\s+\p{Ll}+(?:er|ir|re)(?!\p{L}).*$/u, '');
  if (language === 'es') return rest.replace(/\s+a\s+\p{Ll}+(?:ar|er|ir)(?!\p{L}).*$/u, '');
  if (language === 'de') return rest.replace(/\s+(?:bei|beim|mit|zu|zum|zur)\s.*$/iu, '');
  const head = rest.replace(CLAUSE_END, '').replace(PLACE_INSIDE, '');
  const words = head.split(/\s+/);
  // A plural noun followed by a word that continues no list: "yoga studios | fill", not "households | and".
  const plural = words.findIndex(
    (w, i) =>
      i < 6 && /\p{L}{2,}[^s\s]s$/iu.test(w) && !!words[i + 1] && !/^(?:and|or|&)$/i.test(words[i + 1]!),
  );
  return plural >= 0 ? words.slice(0, plural + 1).join(' ') : head;
}

/** A verb of teaching with two objects: whom, and what ("We teach nursery staff sign language"). */
const WE_TEACH: Record<Language, RegExp> = {
  en: /^(?:we|i)\s+(?:teach|train|coach)\s+/iu,
  fr: /^(?:nous\s+(?:enseignons|apprenons)|j['’](?:enseigne|apprends))\s+/iu,
  de: /^(?:wir\s+bringen|ich\s+bringe)\s+(?=.*\s+bei$)/iu,
  es: /^(?:enseñamos|enseño)\s+/iu,
};

/** "We teach <whom> <what>": "to / aux / a" marks whom when present, else a place between them, else English's first plural. */
function taught(rest: string, language: Language, market: string): [string, string] {
  const what = rest.replace(/\s+bei$/iu, '');
  const to = new RegExp(`^(.*\\S)\\s+(?:${SOLD_TO[language]})\\s+(\\S.*)$`, 'iu').exec(what);
  if (to?.[1] && to[2]) return [to[1], to[2]];
  // German capitalises every noun ("in Wohngemeinschaften"): only the market's own town is a place there.
  const between = language === 'de' ? townBetween(what, market) : PLACE_BETWEEN.exec(what);
  if (between?.[1] && between[2]) return [between[2], between[1]];
  const whom = language === 'en' ? helped(what, language) : '';
  return [what.slice(whom.length).trim(), whom];
}

/**
 * What the sentence says, reduced to "<offer> <relation> <customer>" where another shape says the
 * same: "We help X …" (offer after its "with"), "X get Y", "What if X could <verb> Y?", "Could Y
 * work?", and a German relative clause after a comma. Returns [offer, customer] when the shape
 * settles both, else null (the clause is read as it is).
 */
export function reshaped(clause: string, language: Language, market: string): [string, string] | null {
  const help = WE_HELP[language].exec(clause);
  if (help) {
    const rest = clause.slice(help[0].length);
    const tool = /^(.*?)\s+(?:with|avec|mit|con)\s+(.+)$/iu.exec(rest);
    return [tool?.[2] ?? '', helped(rest, language)];
  }
  const teach = WE_TEACH[language].exec(clause);
  if (teach) return taught(clause.slice(teach[0].length), language, market);
  const could = COULD[language].exec(clause);
  if (could?.[1] && could[2]) return [could[2].replace(MANNER, ''), could[1]];
  // German without an article before the offer: "Studierende in Köln | Lastenräder ... mieten könnten".
  const modal = /^(.+)\s+\p{L}+\s+(?:könnten|könnte|würden|würde)$/iu.exec(clause);
  if (language === 'de' && modal?.[1]) {
    // German capitalises every noun ("Studierende in Wohngemeinschaften in Lyon …"): the market's town is the sure place.
    const between = townBetween(modal[1], market) ?? PLACE_BETWEEN.exec(modal[1]);
    const [whom, ...what] = modal[1].split(/\s+/);
    return between?.[1] && between[2] ? [between[2], between[1]] : [what.join(' '), whom ?? ''];
  }
  const receiving = RECEIVING.exec(clause);
  // Only a plain noun phrase receives: "A mobile app that helps freelancers ... get paid" is not one.
  const receiver = receiving?.[1] ?? '';
  const plain =
    receiver.split(/\s+/).length <= 8 &&
    !/^(?:we|i|nous|je|wir|ich)\s/iu.test(receiver) &&
    !new RegExp(
      `(?<!\\p{L})(?:${RELATION[language]}|${MEANT_FOR[language]}|that|which|who|qui|que|die|der|das)(?!\\p{L})`,
      'iu',
    ).test(receiver) &&
    !SELLING.test(receiver);
  if (receiving?.[2] && plain) {
    const offer = receiving[2].replace(new RegExp(`\\s+(?:${RELATION[language]})(?!\\p{L}).*$`, 'iu'), '');
    return [offer, receiver];
  }
  return null;
}

/** Verbs of selling that may open the offer ("We sell ...", "Je veux proposer ...", "delivering ..."). */
export const SELLING =
  /(?<!\p{L})(?:sell(?:s|ing)?|sold|offer(?:s|ing)?|provid(?:e|es|ing)|deliver(?:s|ing|ed)?|mak(?:e|es|ing)|run(?:s|ning)?|start(?:s|ing)?|build(?:s|ing)?|launch(?:es|ing)?|vend(?:s|ons|re|ant)|propos(?:e|ons|er|ant)|livr(?:e|ons|er|ant)|fabriqu(?:e|ons|er)|verkauf(?:e|en|t)|biet(?:e|en|et)|anbiet(?:e|en)|liefer(?:e|n|t)|herstell(?:e|en)|vend(?:o|emos|e|en|er)|ofre(?:zco|cemos|ce|cen|cer)|entreg(?:o|amos|a|ar))(?!\p{L})\s+/iu;

/** Words after a verb of selling that say where or how, not what ("sold in shops", "sold online"). */
const PLACE_OR_MANNER =
  /^(?:(?:in|at|on|through|via|by|à|en|dans|sur|par|im|über|per|por|a través)(?!\p{L})|online(?:\s+(?:to|for|through|via|and|in)(?!\p{L})|\s*$))/iu;

export const LEADING_ARTICLE =
  /^(?:an?|the|our|my|une?|des|les?|la|l'|ein(?:e[nm]?)?|der|die|das|den|unos|unas|una?|los|las|el)\s+/iu;

/** Words that end the customer's phrase: a relative clause, a purpose, a manner. */
const CLAUSE_END =
  /\s+(?:who|that|which|so that|to|by|via|through|with|qui|que|afin|avec|par|welche|damit|mit|über|bei|que|con|por|mediante)\s.*$/iu;

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
          PREPOSITION_RELATIVE.exec(part.trim()) ??
          (ONE_THING.test(clause) ? PLURAL_SUBJECT.exec(part.trim()) : null))
        : null;
    if (german?.[1]) {
      clause = `${clause} für ${german[1]}`;
      break;
    }
    // A comma after a single word separates adjectives ("Refillable, plastic-free ..."); a part
    // with "and" ends a list ("Sourdough loaves, pastries and coffee beans for hotels").
    const list = /(?<!\p{L})(?:and|or|et|ou|und|oder|y|o)(?!\p{L})/iu.test(part);
    if (clause.trim().split(/\s+/).length > 1 && !list && !relation.test(part.trim())) break;
    clause = `${clause}, ${part}`;
    if (!list) break;
  }
  clause = clause.trim().replace(/\s+(?:an|anbieten|verkaufen|liefern)$/iu, '');
  return question ? clause.replace(VIABLE, '') : clause;
}

/** Verbs of using or buying (a closed class): their subject is the one who buys ("that small bakeries use"). */
const USING: Record<Language, string> = {
  en: String.raw`use|uses|buy|buys|book|books|rent|rents|order|orders|love|loves|choose|chooses|pay for|pays for|subscribe to|rely on|hire|hires`,
  fr: String.raw`utilisent|utilise|achètent|achète|réservent|réserve|louent|loue|adorent|choisissent|commandent|paient`,
  de: String.raw`nutzen|nutzt|verwenden|verwendet|buchen|bucht|kaufen|kauft|mieten|mietet|bestellen|bestellt|lieben`,
  es: String.raw`usan|usa|utilizan|utiliza|compran|compra|reservan|reserva|alquilan|alquila|eligen|prefieren|piden|contratan`,
};

/** A preposition left at the end of a relative clause ("swear by", "depend on", "pay for"). */
const STRANDED = String.raw`(?:by|on|for|with|about|from|over|in|to|upon)(?=\s*$|\s+(?:to|every|each|\p{L}+ly)(?!\p{L}))`;

/** Opening words of a relative clause that are verbs themselves ("that helps ..."): not a subject. */
const NOT_A_SUBJECT =
  /^(?:helps?|lets?|makes?|gives?|turns?|brings?|saves?|aide|permet|aiuta|ayuda|permite)(?!\p{L})/iu;

/**
 * A relative clause whose subject buys the offer, rewritten as "<offer> for <customer>": "A payroll
 * app that small bakeries use to plan ..." -> "A payroll app for small bakeries"; "une application
 * que les boulangeries utilisent"; "una aplicación que usan los hoteles"; "a loft where
 * illustrators can rent a desk", "un huerto donde los vecinos pueden ...". The rest of the clause is
 * what they do with it, not who they are.
 */
export function userClause(clause: string, language: Language): string {
  const using = USING[language];
  const forWord = { en: 'for', fr: 'pour', de: 'für', es: 'para' }[language];
  const shapes: Record<Language, RegExp[]> = {
    en: [
      new RegExp(String.raw`^(.+?)\s+(?:that|which)\s+(.{3,80}?)\s+(?:${using})(?!\p{L}).*$`, 'iu'),
      /^(.+?)\s+where\s+(.{3,80}?)\s+(?:can|could|may)\s.*$/iu,
      // Any verb whose object is the offer: a plural subject (its place after it), a verb in the
      // plural and nothing after it but a stranded preposition ("that dental practices swear by",
      // "that small charities in Wales depend on"), a purpose or an adverb.
      new RegExp(
        String.raw`^(.+?)\s+(?:that|which)\s+((?:(?:\S*[^s\s]|\S+\s+(?:and|or|&))\s+){0,4}[\p{L}'’-]*\p{L}[^s\s]s)(?:\s+(?:in|across|near|around)\s+\p{Lu}\S*)?\s+(?:can\s+|will\s+|would\s+)?(?!\p{L}+ly(?!\p{L}))\p{Ll}+[^s\s](\s+${STRANDED})?(?:\s+(?:to|every|each|\p{L}+ly)(?!\p{L}).*)?$`,
        'u',
      ),
    ],
    fr: [
      new RegExp(String.raw`^(.+?)\s+que\s+(?:les\s+|des\s+)?(.{3,80}?)\s+(?:${using})(?!\p{L}).*$`, 'iu'),
      // Any verb in the third person plural ("que les artisans plébiscitent"): its subject buys.
      new RegExp(
        // It ends the clause, or an adverb or a purpose follows it ("réclament", not "rapidement").
        String.raw`^(.+?)\s+que\s+(?:les\s+|des\s+|nos\s+|vos\s+)(.{3,80}?)\s+\p{Ll}{2,}ent(?:\s+(?:\p{L}+ment|pour|afin|à|chaque|tous|toutes|au|en|dans|le|la|les)(?!\p{L}).*)?$`,
        'u',
      ),
      /^(.+?)\s+où\s+(?:les\s+|des\s+)?(.{3,80}?)\s+(?:peuvent|pourront|pourraient)\s.*$/iu,
    ],
    de: [/^(.+?)\s+wo\s+(.{3,80}?)\s+\p{L}+\s+(?:können|könnten)$/iu],
    es: [
      new RegExp(
        String.raw`^(.+?)\s+que\s+(?:${using})\s+(?:los\s+|las\s+)?(.{3,80}?)(?:\s+para\s.*)?$`,
        'iu',
      ),
      new RegExp(String.raw`^(.+?)\s+que\s+(?:los\s+|las\s+)(.{3,80}?)\s+(?:${using})(?!\p{L}).*$`, 'iu'),
      // Any verb in the third person plural ("que los fontaneros necesitan"): its subject buys.
      new RegExp(
        String.raw`^(.+?)\s+que\s+(?:los\s+|las\s+)(.{3,80}?)\s+\p{Ll}{3,}(?:an|en)(?!\p{L}).*$`,
        'u',
      ),
      /^(.+?)\s+donde\s+(?:los\s+|las\s+)?(.{3,80}?)\s+(?:pueden|podrán|podrían)\s.*$/iu,
    ],
  };
  for (const shape of shapes[language]) {
    const match = shape.exec(clause);
    // A one-word subject ("that bakers swear by") needs its stranded preposition: "that grows food" has none.
    const oneWord = language === 'en' && match?.[3] === undefined && !/\s/.test(match?.[2] ?? '');
    if (match?.[1] && match[2] && !NOT_A_SUBJECT.test(match[2]) && !(oneWord && shape === shapes.en.at(-1)))
      return `${match[1]} ${forWord} ${match[2]}`;
  }
  return clause;
}

/** "Our customers are retirees in Norwich." / "Nos clients sont les crèches de Lyon.": a sentence naming the customer. */
export const CUSTOMERS_ARE =
  /(?:^|[.;!?]\s+)(?:our|my|nos|mes|unsere|meine|nuestros|mis)\s+(?:customers|clients|buyers|kunden|kundinnen|clientes)\s+(?:are|will be|sont|seront|sind|werden|son|serán)\s+(?:les\s+|des\s+|die\s+|los\s+|las\s+)?([^.;!?]+)/iu;

/**
 * An apposition after the sentence's subject ("Our studio, a small yoga school in Bath, offers
 * ...") says what the subject is; the sentence reads on without it.
 */
const APPOSITION = /^([^,]{2,60}),\s+(?:an?|the|une?|ein(?:e|en)?|una?|el|la|le)\s+[^,]{2,80},\s+(?=\p{Ll})/u;

/** English participles: regular "-ed" forms and the irregular ones a customer phrase meets. */
const EN_PARTICIPLE = String.raw`\p{L}{3,}ed|run|held|led|made|sold|built|taught|given|done|grown|kept|brought|written|driven|shown|set|paid`;
/** An adverb after a participle ("booked online", "taught weekly", "delivered daily"): it describes the verb, not a customer. */
const EN_ADVERB = String.raw`(?:\p{L}{3,}ly|online|offline|together|today)(?=\s*$|\s+(?:in|at|on|by|for|to|from|across|near|around|every|each|and)(?!\p{L}))`;

/** What follows a French participle: an article, a preposition, "chaque", an adverb. */
const FR_AFTER = String.raw`le|la|les|l['’]|à|au|par|dans|sur|chez|chaque|tous|toutes|\p{L}{3,}ment`;

/**
 * A participle phrase after a noun phrase ("teenagers run in a converted warehouse", "retirees held
 * in a village hall", "teenagers booked online", "adolescents organisés le samedi", "étudiants
 * servis chaque soir", "enfants conçus dans le Jura", "seniors proposées gratuitement",
 * "adolescentes impartidas en una playa", "enfermeras preparadas diariamente", "Rentner gehalten in
 * ..."): a verb form followed by its own preposition, an article or an adverb ends the noun phrase;
 * what follows describes the offer, not who buys it. French participles end in -é, and in the
 * plural in -is / -us / -its / -erts ("servis", "conçus", "construits", "offerts").
 */
const PARTICIPLE: Record<Language, RegExp> = {
  en: new RegExp(
    String.raw`^(\S+(?:\s+\S+)*?)\s+(?:${EN_PARTICIPLE})\s+(?:in|at|on|by|during|from|near|across|around|over|under|inside|outside|throughout|every|each|out|the|an?|with|${EN_ADVERB})(?!\p{L}).*$`,
    'iu',
  ),
  fr: new RegExp(
    String.raw`^(\S+(?:\s+\S+)*?)\s+\p{L}{3,}(?<!t)(?:é|ée|és|ées)\s+(?:${FR_AFTER})(?!\p{L}).*$`,
    'iu',
  ),
  de: /^(\S+(?:\s+\S+)*?)\s+ge\p{L}{3,}(?:t|en)\s+(?:in|im|am|an|auf|von|vom|bei|jeden?|einem|einer)(?!\p{L}).*$/iu,
  // After "de" comes a noun, not a participle ("despachos de abogados los sábados").
  es: /^(\S+(?:\s+\S+)*?)(?<!(?<!\p{L})(?:de|del))\s+\p{L}{4,}(?:ad|id)[oa]s?\s+(?:en\s+(?:el|la|los|las|una?|su|sus)|por|desde|durante|cada|los|las|el|la|una?|\p{L}{3,}mente)(?!\p{L}).*$/iu,
};

/**
 * French participles in the plural ending in -is / -us / -uits / -rits / -erts ("servis", "conçus",
 * "construits", "offerts"), followed by what follows a participle or by nothing. Nouns end so too
 * ("un minibus", "des tapis"): the participle agrees with a plural noun before it, so the phrase
 * before it must hold one.
 */
const FR_PLURAL_PARTICIPLE = new RegExp(
  String.raw`^(\S+(?:\s+\S+)*?)\s+(?:\p{L}{4,}(?:is|us)|\p{L}{2,}(?:ui|ri|er)te?s)(?:\s+(?:${FR_AFTER})(?!\p{L}).*)?$`,
  'iu',
);

/**
 * A plural noun phrase ending on a participle and nothing after it ("offices | delivered",
 * "étudiants | servis"; French only in -is / -us / -its, since "personnes âgées" is one noun phrase).
 */
const PARTICIPLE_LAST: Partial<Record<Language, RegExp>> = {
  en: new RegExp(String.raw`^(.*\p{L}[^s\s]s)\s+(?:${EN_PARTICIPLE})$`, 'iu'),
};

/** A noun phrase without a participle phrase after it. */
export function withoutParticiple(phrase: string, language: Language): string {
  const cut = PARTICIPLE[language].exec(phrase)?.[1] ?? phrase;
  if (language === 'fr') {
    const plural = FR_PLURAL_PARTICIPLE.exec(cut)?.[1];
    return plural && /\p{L}{2,}[sx](?!\p{L})/u.test(plural) ? plural : cut;
  }
  return PARTICIPLE_LAST[language]?.exec(cut)?.[1] ?? cut;
}

/** A verb form the reader cannot place ("can", "is", "run"): a phrase holding one is not a sure customer. */
export const VERB_LEFT =
  /(?<!\p{L})(?:can|could|is|are|was|were|will|would|run|runs|held|peuvent|peut|sont|est|können|kann|sind|ist|pueden|puede|son|es|está|están)(?!\p{L})/iu;

/** The customer's own words: without a place, a participle phrase, a relative clause or a purpose after them. */
export function customerWords(phrase: string, language: Language): string {
  // German capitalises every noun ("Studierende in Wohngemeinschaften"): no capital marks a place there.
  const words = withoutParticiple(language === 'de' ? phrase : phrase.replace(PLACE_INSIDE, ''), language);
  // A time expression after the customer, once a participle phrase holding one is gone ("mairies organisés le samedi").
  return withoutTime(words, language)
    .replace(CLAUSE_END, '')
    .replace(/\s+(?:who|whom|qui|welche|quienes)\s.*$/iu, '');
}

/**
 * The customer a later sentence names ("We repair hearing aids. Our customers are retirees in
 * Norwich."), in the founder's words, else null.
 */
export function customersNamedIn(text: string, market = ''): string | null {
  const match = CUSTOMERS_ARE.exec(text.replace(/\s+/g, ' '));
  const named = match?.[1];
  if (!named) return null;
  // The sentence's own language, from its possessive: a draft in English may quote a German one.
  const owner =
    /(?:our|my|nos|mes|unsere|meine|nuestros|mis)\s/iu.exec(match[0])?.[0].trim().toLowerCase() ?? '';
  const language: Language =
    owner === 'nos' || owner === 'mes'
      ? 'fr'
      : owner === 'unsere' || owner === 'meine'
        ? 'de'
        : owner === 'nuestros' || owner === 'mis'
          ? 'es'
          : 'en';
  const words = tidy(withoutMarket(customerWords(named, language), market), language, LEADING_ARTICLE);
  return (words.match(/\p{L}/gu) ?? []).length >= 3 && !VERB_LEFT.test(words) ? words : null;
}

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
  const offer = tidy(withoutParticiple(sold, language), language, POSSESSIVE);
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
