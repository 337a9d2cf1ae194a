/**
 * Who buys, read from the sentence's grammar in the four languages, never from a list of
 * customers: the words that relate an offer to its customer ("for", "sold to", "used by", "that
 * small bakeries use", "We help …", "We teach …", "What if … could …"), where the offer ends and the
 * buyer begins (`splitBuyer`, `reshaped`, `userClause`), a later sentence naming the customers
 * (`customersNamedIn`), and the customer's own words without a participle phrase, a time, a place
 * or a relative clause after them (`customerWords`). `namesBuyers` tells whether a phrase names
 * people or organisations.
 */

import type { Language } from './language.js';
import { tidy } from './language.js';
import { PRICE_PHRASE } from './money.js';
import { PLACE_BETWEEN, PLACE_INSIDE, townBetween, withoutMarket, withoutTime } from './place-time.js';

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

/** In a question, the customer is who "could" do something; the offer is what they would do it with. */
const COULD: Record<Language, RegExp> = {
  en: /^(.+?)\s+(?:could|can|would)\s+\p{L}+\s+(.+)$/iu,
  fr: /^(.+?)\s+(?:pouvaient|pourraient|pouvait|pourrait)\s+\p{L}+\s+(.+)$/iu,
  de: /^(.+?)\s+((?:ein|eine|einen|den|die|das)\s+.+)\s+\p{L}+\s+(?:könnten|könnte|würden|würde)$/iu,
  es: /^(.+?)\s+(?:pudieran|pudiera|podrían|podría)\s+\p{L}+\s+(.+)$/iu,
};

/** Words after an offer that say how it is reached, not what it is ("per App", "par une app", "en un clic"). */
const MANNER = /\s+(?:per|by|via|through|par|über|por|in one|en (?:un|une|quelques|\d))\s.*$/iu;

/** Relations of going somewhere: what follows may be a place to sell at rather than a customer. */
const VISITS = /(?:visit|passe|besuch|visita|recorre)/iu;
/** Places a business goes to sell at: markets, fairs, festivals and events, in the four languages. */
const VENUE =
  /^(?:\p{L}+\s+){0,2}(?:markets?|fairs?|festivals?|events?|campsites?|beaches|marchés?|foires?|salons?|märkte|wochenmärkte|messen|festivals|mercados?|mercadillos?|ferias?|eventos?)(?!\p{L})/iu;

/** Where the offer ends and the buyer begins: a relation, a verb of selling and its "to", else the last "for". */
export function splitBuyer(phrase: string, language: Language): [string, string] | null {
  let clause = phrase;
  const related = new RegExp(`\\s+(?:${RELATION[language]})(?!\\p{L})\\s*`, 'iu').exec(clause);
  if (related) {
    const buyer = clause.slice(related.index + related[0].length);
    // Markets, fairs and festivals a van visits are where it sells, not who buys: the offer ends before them.
    if (!(VISITS.test(related[0]) && VENUE.test(buyer)))
      return [clause.slice(0, related.index), HELPING.test(related[0]) ? helped(buyer, language) : buyer];
    clause = clause.slice(0, related.index);
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
  return clause === phrase ? null : [clause, ''];
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

export const LEADING_ARTICLE =
  /^(?:an?|the|our|my|une?|des|les?|la|l'|ein(?:e[nm]?)?|der|die|das|den|unos|unas|una?|los|las|el)\s+/iu;

/** Words that end the customer's phrase: a relative clause, a purpose, a manner. */
const CLAUSE_END =
  /\s+(?:who|that|which|so that|to|by|via|through|with|qui|que|afin|avec|par|welche|damit|mit|über|bei|que|con|por|mediante)\s.*$/iu;

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
