import type { CustomerKind, OfferKind, PromptVersion, TableData } from '@planner/domain';
import { CUSTOMER_KINDS, OFFER_KINDS, PROMPT_VERSION_NAMES } from '@planner/domain';

import { acceptAll } from './offline-chain.js';

/**
 * The offline engine's evaluation corpus: ideas generated from combinations of sector,
 * kind of offer, kind of customer, market (country and currency), input language and sentence
 * shape, each with the facts a faithful draft must and must not state, derived from its
 * combination alone. No idea here was written by hand, so no rule can be tuned to one of them:
 * `checkBoard` only knows the combination.
 */

export type Language = 'en' | 'fr' | 'de' | 'es';
type Offer = OfferKind;
type Customer = CustomerKind;

const OFFERS = OFFER_KINDS;
const CUSTOMERS = CUSTOMER_KINDS;
const LANGUAGES: Language[] = ['en', 'fr', 'de', 'es'];
const SHAPES = 19;

/**
 * A sector in the four languages: a thing one makes, a task one does for others, a topic one
 * teaches, and the task as the activity that qualifies a vehicle ("a mobile bike-repair van", "un
 * camion de réparation de vélos"): what the customer of such a van buys.
 */
interface Sector {
  thing: Record<Language, string>;
  task: Record<Language, string>;
  topic: Record<Language, string>;
  activity: Record<Language, string>;
}

const SECTORS: Sector[] = [
  {
    thing: {
      en: 'hand-painted bicycle bells',
      fr: 'sonnettes de vélo peintes à la main',
      de: 'handbemalte Fahrradklingeln',
      es: 'timbres de bicicleta pintados a mano',
    },
    task: {
      en: 'on-site bicycle repairs',
      fr: 'réparations de vélos sur place',
      de: 'Fahrradreparaturen vor Ort',
      es: 'reparaciones de bicicletas a domicilio',
    },
    topic: {
      en: 'bike maintenance',
      fr: 'entretien de vélo',
      de: 'Fahrradpflege',
      es: 'mantenimiento de bicicletas',
    },
    activity: {
      en: 'bike-repair',
      fr: 'réparation de vélos',
      de: 'Fahrradreparatur',
      es: 'reparación de bicicletas',
    },
  },
  {
    thing: {
      en: 'fermented hot sauces',
      fr: 'sauces piquantes fermentées',
      de: 'fermentierte Chilisaucen',
      es: 'salsas picantes fermentadas',
    },
    task: {
      en: 'weekly meal preparation at home',
      fr: 'préparation de repas à domicile',
      de: 'Essenszubereitung zu Hause',
      es: 'preparación de comidas a domicilio',
    },
    topic: {
      en: 'plant-based cooking',
      fr: 'cuisine végétale',
      de: 'pflanzliche Küche',
      es: 'cocina vegetal',
    },
    activity: {
      en: 'meal-prep',
      fr: 'préparation de repas',
      de: 'Essenszubereitung',
      es: 'preparación de comidas',
    },
  },
  {
    thing: {
      en: 'weighted sleep blankets',
      fr: 'couvertures lestées',
      de: 'Gewichtsdecken',
      es: 'mantas con peso',
    },
    task: {
      en: 'home care visits',
      fr: 'visites de soins à domicile',
      de: 'Pflegebesuche zu Hause',
      es: 'visitas de cuidado a domicilio',
    },
    topic: {
      en: 'caring for elderly relatives',
      fr: 'aide aux proches âgés',
      de: 'Angehörigenpflege',
      es: 'cuidado de familiares mayores',
    },
    activity: {
      en: 'home-care',
      fr: 'accompagnement à domicile',
      de: 'Pflegebesuche',
      es: 'cuidado a domicilio',
    },
  },
  {
    thing: {
      en: 'organic dog treats',
      fr: 'friandises canines bio',
      de: 'Bio-Hundeleckerlis',
      es: 'premios caninos orgánicos',
    },
    task: { en: 'dog walking', fr: 'promenade de chiens', de: 'Gassi-Service', es: 'paseo de perros' },
    topic: { en: 'dog training', fr: 'éducation canine', de: 'Hundetraining', es: 'adiestramiento canino' },
    activity: { en: 'dog-grooming', fr: 'toilettage de chiens', de: 'Hundepflege', es: 'cuidado de perros' },
  },
  {
    thing: {
      en: 'printed budget planners',
      fr: 'agendas budgétaires imprimés',
      de: 'gedruckte Haushaltsplaner',
      es: 'agendas de presupuesto impresas',
    },
    task: { en: 'bookkeeping', fr: 'tenue de comptabilité', de: 'Buchhaltung', es: 'contabilidad' },
    topic: {
      en: 'personal finance',
      fr: 'finances personnelles',
      de: 'persönliche Finanzen',
      es: 'finanzas personales',
    },
    activity: {
      en: 'book-keeping',
      fr: 'classement de factures',
      de: 'Buchhaltung',
      es: 'asesoramiento contable',
    },
  },
  {
    thing: {
      en: 'self-watering planters',
      fr: 'jardinières auto-arrosantes',
      de: 'selbstbewässernde Pflanzkübel',
      es: 'macetas autorregables',
    },
    task: {
      en: 'garden maintenance',
      fr: 'entretien de jardins',
      de: 'Gartenpflege',
      es: 'mantenimiento de jardines',
    },
    topic: { en: 'urban gardening', fr: 'jardinage urbain', de: 'urbanes Gärtnern', es: 'jardinería urbana' },
    activity: {
      en: 'garden-care',
      fr: 'arrosage de jardins',
      de: 'Gartenpflege',
      es: 'mantenimiento de jardines',
    },
  },
  {
    thing: {
      en: 'illustrated flashcard decks',
      fr: 'jeux de cartes illustrés',
      de: 'illustrierte Lernkarten',
      es: 'barajas de tarjetas ilustradas',
    },
    task: {
      en: 'document translation',
      fr: 'traduction de documents',
      de: 'Übersetzung von Dokumenten',
      es: 'traducción de documentos',
    },
    topic: {
      en: 'business English',
      fr: 'anglais des affaires',
      de: 'Wirtschaftsenglisch',
      es: 'inglés de negocios',
    },
    activity: {
      en: 'document-translation',
      fr: 'traduction de documents',
      de: 'Übersetzung',
      es: 'traducción de documentos',
    },
  },
  {
    thing: {
      en: 'resistance band kits',
      fr: "kits d'élastiques de résistance",
      de: 'Fitnessband-Sets',
      es: 'kits de bandas elásticas',
    },
    task: {
      en: 'personal training sessions',
      fr: 'séances de coaching sportif',
      de: 'Personal-Training-Einheiten',
      es: 'sesiones de entrenamiento personal',
    },
    topic: { en: 'strength training', fr: 'musculation', de: 'Krafttraining', es: 'entrenamiento de fuerza' },
    activity: {
      en: 'fitness-coaching',
      fr: 'entraînement sportif',
      de: 'Fitnesstraining',
      es: 'entrenamiento personal',
    },
  },
];

/** French "de" before a vowel or a mute h. */
const de = (word: string) => (/^[aeiouéèêh]/i.test(word) ? `d'${word}` : `de ${word}`);

/** What the founder writes for each kind of offer, in their language. */
function offerPhrase(offer: Offer, sector: Sector, lang: Language): string {
  const { thing, task, topic } = {
    thing: sector.thing[lang],
    task: sector.task[lang],
    topic: sector.topic[lang],
  };
  const phrases: Record<Offer, Record<Language, string>> = {
    physical: { en: thing, fr: thing, de: thing, es: thing },
    service: { en: task, fr: task, de: task, es: task },
    software: {
      en: `a ${topic} app`,
      fr: `une application ${de(topic)}`,
      de: `eine App rund um ${topic}`,
      es: `una aplicación de ${topic}`,
    },
    marketplace: {
      en: `an online marketplace of ${topic} offers`,
      fr: `une place de marché en ligne ${de(topic)}`,
      de: `eine Online-Plattform rund um ${topic}`,
      es: `un mercado en línea de ${topic}`,
    },
    subscription: {
      en: `a monthly box of ${thing}`,
      fr: `un abonnement mensuel de ${thing}`,
      de: `ein Monatsabo mit ${thing}`,
      es: `una suscripción mensual de ${thing}`,
    },
    education: {
      en: `online courses on ${topic}`,
      fr: `des cours en ligne ${de(topic)}`,
      de: `Online-Kurse rund um ${topic}`,
      es: `cursos en línea de ${topic}`,
    },
    other: {
      en: `${topic} events`,
      fr: `des événements ${de(topic)}`,
      de: `Veranstaltungen rund um ${topic}`,
      es: `eventos de ${topic}`,
    },
  };
  return phrases[offer][lang];
}

/** Who pays, as a founder names them, per kind of customer and language. */
const CUSTOMER_PHRASES: Record<Customer, Record<Language, string[]>> = {
  people: {
    en: ['night-shift nurses', 'busy parents', 'retired cyclists', 'teenagers', 'over-seventies'],
    fr: [
      'infirmières de nuit',
      'parents pressés',
      'étudiants en colocation',
      'adolescents',
      'plus de 70 ans',
    ],
    de: [
      'Pflegekräfte im Nachtdienst',
      'berufstätige Eltern',
      'Studierende in Wohngemeinschaften',
      'Jugendliche',
      'über 70-Jährige',
    ],
    es: [
      'enfermeras del turno de noche',
      'padres ocupados',
      'estudiantes universitarios',
      'adolescentes',
      'mayores de 60 años',
    ],
  },
  businesses: {
    en: ['small law firms', 'independent bike shops', 'dental practices'],
    fr: ["petits cabinets d'avocats", 'boulangeries de quartier', 'agences immobilières'],
    de: ['kleine Handwerksbetriebe', 'Zahnarztpraxen', 'inhabergeführte Hotels'],
    es: ['pequeños despachos de abogados', 'clínicas dentales', 'hoteles familiares'],
  },
  both: {
    en: ['households and small offices', 'families and local shops'],
    fr: ['particuliers et petites entreprises', 'familles et commerces de quartier'],
    de: ['Privatkunden und kleine Büros', 'Familien und Ladengeschäfte'],
    es: ['familias y pequeñas oficinas', 'particulares y pequeños comercios'],
  },
  public: {
    en: ['town councils', 'public libraries'],
    fr: ['mairies', 'bibliothèques municipales'],
    de: ['Stadtverwaltungen', 'öffentliche Bibliotheken'],
    es: ['ayuntamientos', 'bibliotecas públicas'],
  },
};

/** The persona's age a customer's own words imply (an age or life stage); other customers imply none. */
const AGE_OF: Record<string, string> = {
  'retired cyclists': '65+',
  teenagers: '13-17',
  adolescents: '13-17',
  Jugendliche: '13-17',
  adolescentes: '13-17',
  'over-seventies': '70+',
  'plus de 70 ans': '70+',
  'über 70-Jährige': '70+',
  'mayores de 60 años': '60+',
};

/** A participle phrase after the customer: it describes the offer, so the customer ends before it. */
const PARTICIPLES: Record<Language, string[]> = {
  en: ['run from a shared workshop', 'held in a community hall', 'led by trained staff'],
  fr: ['organisés le samedi', 'proposés dans un local partagé', 'animés par des bénévoles'],
  de: ['geleitet von erfahrenen Fachleuten', 'gehalten in einem Gemeinschaftsraum', 'gebucht am Wochenende'],
  es: [
    'organizados desde un local compartido',
    'impartidos en un local del barrio',
    'dirigidos por personal formado',
  ],
};

/** A pricing unit named without a price, and the unit the money line must carry. */
const UNITS: Record<Language, [string, string][]> = {
  en: [
    ['billed per session', 'per session'],
    ['charged by the hour', 'per hour'],
    ['priced for each order', 'per order'],
  ],
  fr: [
    ['facturé par séance', 'par séance'],
    ["payé à l'heure", "à l'heure"],
    ['facturé par commande', 'par commande'],
  ],
  de: [
    ['abgerechnet pro Stunde', 'pro Stunde'],
    ['je Bestellung bezahlt', 'je Bestellung'],
    ['pro Person berechnet', 'pro Person'],
  ],
  es: [
    ['cobrado por sesión', 'por sesión'],
    ['con tarifa por hora', 'por hora'],
    ['cobrado por cada pedido', 'por cada pedido'],
  ],
};

/**
 * A time expression after the customer: the customer ends where it begins. French
 * and Spanish times here open without an article: after an adjective in -é / -ado ("parents
 * pressés", "padres ocupados") an article reads as a participle phrase's complement (as in
 * "adolescents organisés le samedi"), which the grammar alone cannot tell apart (see the completions
 * module's docs/offline-engine.md).
 */
const TIMES: Record<Language, string[]> = {
  en: ['on Saturday mornings', 'at weekends', 'in the evenings'],
  fr: ['en soirée', 'en semaine', 'en matinée'],
  de: ['am Wochenende', 'samstags', 'am Abend'],
  es: ['todos los sábados', 'al mediodía', 'todas las tardes'],
};

/** A price said as "<amount> a <unit>": the words, the unit the money lines carry and the amount. */
const AMOUNTS: Record<Language, [string, string, string][]> = {
  en: [
    ['£45 a seat', 'per seat', '£45'],
    ['45 pounds a session', 'per session', '45 pounds'],
    ['$30 an hour', 'per hour', '$30'],
  ],
  fr: [
    ['30 euros la séance', 'la séance', '30 euros'],
    ['15 € le cours', 'le cours', '15 €'],
    ['20 € par personne', 'par personne', '20 €'],
  ],
  de: [
    ['20 € pro Stunde', 'pro Stunde', '20 €'],
    ['35 Euro pro Abend', 'pro Abend', '35 Euro'],
    ['15 Euro je Kurs', 'je Kurs', '15 Euro'],
  ],
  es: [
    ['15 euros por clase', 'por clase', '15 euros'],
    ['10 € la sesión', 'la sesión', '10 €'],
    ['25 euros por persona', 'por persona', '25 euros'],
  ],
};

/**
 * A "by / par / per / por" that names no unit (a way of ordering, an agent), with the words a
 * money line would say if it misread it as one.
 */
const NOT_UNITS: Record<Language, [string, string][]> = {
  en: [
    ['ordered by phone', 'per phone'],
    ['made by a small team', 'per team'],
    ['run by the harbour', 'per harbour'],
  ],
  fr: [
    ['commandés par téléphone', 'par téléphone'],
    ['préparés par des bénévoles', 'par des'],
    ['livrés par coursier', 'par coursier'],
  ],
  de: [
    ['bestellt per App', 'per app'],
    ['Termine per E-Mail', 'per e-mail'],
    ['gebracht von Kurieren', 'von kurieren'],
  ],
  es: [
    ['pedidos por teléfono', 'por teléfono'],
    ['preparados por voluntarios', 'por voluntarios'],
    ['con recogida por mensajero', 'por mensajero'],
  ],
};

/** A verb whose object is the offer and whose subject is the customer, outside the engine's verbs of using. */
const OBJECT_VERBS: Record<Language, string[]> = {
  en: ['swear by', 'depend on', 'count on'],
  fr: ['plébiscitent', 'recommandent', 'réclament'],
  de: ['schwören', 'vertrauen', 'setzen'],
  es: ['valoran', 'recomiendan', 'necesitan'],
};

/** A participle followed by an adverb after the customer ("booked online", "servis chaque soir"). */
const ADVERB_PARTICIPLES: Record<Language, string[]> = {
  en: ['booked online', 'delivered daily', 'taught weekly'],
  fr: ['servis chaque soir', 'proposés gratuitement', 'conçus sur mesure'],
  de: ['täglich geliefert', 'wöchentlich angeboten', 'online gebucht'],
  es: ['preparados diariamente', 'impartidos semanalmente', 'reservados previamente'],
};

interface Market {
  city: string;
  country: Record<Language, string>;
  currency: string;
}

const MARKETS: Market[] = [
  { city: 'Lyon', country: { en: 'France', fr: 'France', de: 'Frankreich', es: 'Francia' }, currency: 'EUR' },
  {
    city: 'Leipzig',
    country: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland', es: 'Alemania' },
    currency: 'EUR',
  },
  { city: 'Valencia', country: { en: 'Spain', fr: 'Espagne', de: 'Spanien', es: 'España' }, currency: 'EUR' },
  {
    city: 'Manchester',
    country: { en: 'United Kingdom', fr: 'Royaume-Uni', de: 'Großbritannien', es: 'Reino Unido' },
    currency: 'GBP',
  },
  {
    city: 'Austin',
    country: { en: 'United States', fr: 'États-Unis', de: 'Vereinigte Staaten', es: 'Estados Unidos' },
    currency: 'USD',
  },
  { city: 'Toronto', country: { en: 'Canada', fr: 'Canada', de: 'Kanada', es: 'Canadá' }, currency: 'CAD' },
  {
    city: 'Zurich',
    country: { en: 'Switzerland', fr: 'Suisse', de: 'Schweiz', es: 'Suiza' },
    currency: 'CHF',
  },
  {
    city: 'Guadalajara',
    country: { en: 'Mexico', fr: 'Mexique', de: 'Mexiko', es: 'México' },
    currency: 'MXN',
  },
  {
    city: 'Cebu',
    country: { en: 'Philippines', fr: 'Philippines', de: 'Philippinen', es: 'Filipinas' },
    currency: 'PHP',
  },
  {
    city: 'Melbourne',
    country: { en: 'Australia', fr: 'Australie', de: 'Australien', es: 'Australia' },
    currency: 'AUD',
  },
  {
    city: 'Stockholm',
    country: { en: 'Sweden', fr: 'Suède', de: 'Schweden', es: 'Suecia' },
    currency: 'SEK',
  },
  { city: 'Warsaw', country: { en: 'Poland', fr: 'Pologne', de: 'Polen', es: 'Polonia' }, currency: 'PLN' },
];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How often the work is done, as a founder writes it. */
const FREQUENCIES: Record<Language, string[]> = {
  en: ['once a fortnight', 'every Tuesday', 'twice a month', 'each morning'],
  fr: ['toutes les deux semaines', 'chaque lundi', 'deux fois par mois', 'chaque matin'],
  de: ['alle zwei Wochen', 'jeden Dienstag', 'zweimal im Monat', 'jeden Morgen'],
  es: ['cada quince días', 'cada martes', 'dos veces al mes', 'cada mañana'],
};

/** The vehicle a mobile service comes in. */
const VEHICLES: Record<Language, string[]> = {
  en: ['van', 'trailer', 'truck'],
  fr: ['camion', 'triporteur', 'utilitaire'],
  de: ['Wagen', 'Anhänger', 'Transporter'],
  es: ['furgoneta', 'camioneta', 'caravana'],
};

interface Words {
  offer: string;
  customer: string;
  market: Market;
  /** How often ("once a fortnight"). */
  often: string;
  /** The sector's activity and a vehicle, for the mobile-service shape. */
  activity: string;
  /** The sector's topic, for "We teach <customer> <topic>" when the founder answered education. */
  topic: string;
  education: boolean;
  vehicle: string;
  /** Whether the founder answered "a service": the mobile shape then names the vehicle and its activity. */
  service: boolean;
  /** A participle phrase that follows the customer ("held in a community hall"). */
  participle: string;
  /** A pricing unit named without a price ("billed per session"). */
  unit: string;
  /** A "by / par / per / por" phrase that names no unit ("ordered by phone"). */
  notUnit: string;
  /** A verb whose subject is the customer and whose object the offer ("swear by"). */
  verb: string;
  /** A participle and an adverb after the customer ("booked online"). */
  adverbParticiple: string;
  /** A time expression after the customer ("on Saturday mornings"). */
  time: string;
  /** A price said as "<amount> a <unit>" ("£45 a seat"). */
  amount: string;
}

/**
 * The idea's sentence, nineteen shapes per language: noun phrase first, "we sell", "I want to
 * offer", a relation and how often ("serving", "au service des", "geliefert an", "al servicio de"),
 * "We help <customer> with <offer>" ("We teach <customer> <topic>" for education), "<customer> get
 * <offer>", a question, a list, a mobile service visiting its customers (other offers delivered to
 * them); a participle phrase after the customer, "that <customer> use", "used by
 * <customer>", "Our customers are <customer>"; a pricing unit named without a
 * price ("billed per session", "facturé par séance", "pro Stunde", "por cada pedido"), a "by / par
 * / per / por" that names none ("ordered by phone", "par des bénévoles", "per App", "por
 * mensajero"), an object relative clause with a verb outside the engine's list ("that <customer>
 * swear by", "que les <customer> réclament", "auf die <customer> schwören", "que los <customer>
 * valoran") and a participle followed by an adverb ("booked online", "servis chaque soir"); a
 * time expression after the customer ("on Saturday mornings", "am Wochenende") and a
 * price said as "<amount> a <unit>" ("£45 a seat", "30 euros la séance", "15 euros por clase").
 */
function sentence(lang: Language, shape: number, w: Words): string {
  const { offer, customer, market, often, activity, vehicle, service, topic, education, participle } = w;
  const { unit, notUnit, verb, adverbParticiple, time, amount } = w;
  // Spanish article by the customer's first word ("las familias", "los hoteles").
  const los = /^\p{L}+as(?!\p{L})/u.test(customer) ? 'las' : 'los';
  const relative = offer.startsWith('eine ') ? 'die' : offer.startsWith('ein ') ? 'das' : 'die';
  const country = market.country[lang];
  const city = market.city;
  const shapes: Record<Language, string[]> = {
    en: [
      `${capitalise(offer)} for ${customer} in ${city}.`,
      `We sell ${offer} to ${customer} in ${city}.`,
      `I want to offer ${offer} to ${customer} across ${country}.`,
      `${capitalise(offer)} serving ${customer} in ${city} ${often}.`,
      education
        ? `We teach ${customer} in ${city} ${topic}.`
        : `We help ${customer} in ${city} with ${offer}.`,
      `${capitalise(customer)} in ${city} get ${offer} ${often}.`,
      `What if ${customer} in ${city} could book ${offer}?`,
      `${capitalise(offer)}, advice and spare parts for ${customer} in ${city}.`,
      service
        ? `A mobile ${activity} ${vehicle} visiting ${customer} in ${city} ${often}.`
        : `${capitalise(offer)} delivered to ${customer} in ${city} ${often}.`,
      `${capitalise(offer)} for ${customer} ${participle} in ${city}.`,
      `${capitalise(offer)} that ${customer} in ${city} use ${often}.`,
      `${capitalise(offer)} used by ${customer} in ${city}.`,
      `${capitalise(offer)} in ${city}. Our customers are ${customer}.`,
      `${capitalise(offer)} for ${customer} in ${city}, ${unit}.`,
      `${capitalise(offer)} for ${customer} in ${city}, ${notUnit}.`,
      `${capitalise(offer)} that ${customer} in ${city} ${verb}.`,
      `${capitalise(offer)} for ${customer} ${adverbParticiple} in ${city}.`,
      `${capitalise(offer)} for ${customer} ${time} in ${city}.`,
      `${capitalise(offer)} for ${customer} in ${city}, ${amount}.`,
    ],
    fr: [
      `${capitalise(offer)} pour les ${customer} à ${city}.`,
      `Nous vendons ${offer} aux ${customer} à ${city}.`,
      `Je veux proposer ${offer} aux ${customer} en ${country}.`,
      `${capitalise(offer)} au service des ${customer} à ${city} ${often}.`,
      education
        ? `Nous enseignons ${topic} aux ${customer} à ${city}.`
        : `Nous aidons les ${customer} à ${city} avec ${offer}.`,
      `Les ${customer} de ${city} reçoivent ${offer} ${often}.`,
      `Et si les ${customer} de ${city} pouvaient réserver ${offer} ?`,
      `${capitalise(offer)}, conseils et accessoires pour les ${customer} à ${city}.`,
      service
        ? `Un ${vehicle} ${de(activity)} qui passe chez les ${customer} à ${city} ${often}.`
        : `${capitalise(offer)} livrés aux ${customer} à ${city} ${often}.`,
      `${capitalise(offer)} pour les ${customer} ${participle} à ${city}.`,
      `${capitalise(offer)} que les ${customer} de ${city} utilisent ${often}.`,
      `${capitalise(offer)} utilisés par les ${customer} à ${city}.`,
      `${capitalise(offer)} à ${city}. Nos clients sont les ${customer}.`,
      `${capitalise(offer)} pour les ${customer} à ${city}, ${unit}.`,
      `${capitalise(offer)} pour les ${customer} à ${city}, ${notUnit}.`,
      `${capitalise(offer)} que les ${customer} de ${city} ${verb}.`,
      `${capitalise(offer)} pour les ${customer} ${adverbParticiple} à ${city}.`,
      `${capitalise(offer)} pour les ${customer} ${time} à ${city}.`,
      `${capitalise(offer)} pour les ${customer} à ${city}, ${amount}.`,
    ],
    de: [
      `${capitalise(offer)} für ${customer} in ${city}.`,
      `Wir verkaufen ${offer} an ${customer} in ${city}.`,
      `Ich biete ${offer} für ${customer} in ganz ${country} an.`,
      `${capitalise(offer)}, geliefert an ${customer} in ${city} ${often}.`,
      education
        ? `Wir bringen ${customer} in ${city} ${topic} bei.`
        : `Wir unterstützen ${customer} mit ${offer} in ${city}.`,
      `${capitalise(customer)} in ${city} bekommen ${often} ${offer}.`,
      // A modal verb at the end (with or without an article before the offer), else "verfügbar wäre".
      offer.startsWith('ein ')
        ? `Was wäre, wenn ${offer} für ${customer} in ${city} verfügbar wäre?`
        : `Was wäre, wenn ${customer} in ${city} ${offer} buchen könnten?`,
      `${capitalise(offer)}, Beratung und Zubehör für ${customer} in ${city}.`,
      service
        ? `Ein ${vehicle} für ${activity}, der ${often} ${customer} in ${city} besucht.`
        : offer.startsWith('eine')
          ? `${capitalise(offer)}, die ${customer} in ${city} ${often} mit Anbietern verbindet.`
          : `${capitalise(offer)} für ${customer} in ${city}, ${often} geliefert.`,
      `${capitalise(offer)} für ${customer} ${participle} in ${city}.`,
      `${capitalise(offer)}, ${relative} ${customer} in ${city} ${often} nutzen.`,
      `${capitalise(offer)}, genutzt von ${customer} in ${city}.`,
      `${capitalise(offer)} in ${city}. Unsere Kunden sind ${customer}.`,
      `${capitalise(offer)} für ${customer} in ${city}, ${unit}.`,
      `${capitalise(offer)} für ${customer} in ${city}, ${notUnit}.`,
      `${capitalise(offer)}, auf ${relative} ${customer} in ${city} ${verb}.`,
      `${capitalise(offer)} für ${customer} in ${city}, ${adverbParticiple}.`,
      `${capitalise(offer)} für ${customer} ${time} in ${city}.`,
      `${capitalise(offer)} für ${customer} in ${city}, ${amount}.`,
    ],
    es: [
      `${capitalise(offer)} para ${customer} en ${city}.`,
      `Vendemos ${offer} a ${customer} en ${city}.`,
      `Quiero ofrecer ${offer} a ${customer} en todo ${country}.`,
      `${capitalise(offer)} al servicio de ${customer} en ${city} ${often}.`,
      education
        ? `Enseñamos ${topic} a ${customer} en ${city}.`
        : `Ayudamos a ${customer} de ${city} con ${offer}.`,
      `${capitalise(customer)} de ${city} reciben ${offer} ${often}.`,
      `¿Y si ${customer} de ${city} pudieran reservar ${offer}?`,
      `${capitalise(offer)}, asesoría y accesorios para ${customer} en ${city}.`,
      service
        ? `Una ${vehicle} de ${activity} que visita a ${customer} en ${city} ${often}.`
        : `${capitalise(offer)} entregados a ${customer} en ${city} ${often}.`,
      `${capitalise(offer)} para ${customer} ${participle} en ${city}.`,
      `${capitalise(offer)} que usan ${customer} de ${city} ${often}.`,
      `${capitalise(offer)} utilizados por ${customer} en ${city}.`,
      `${capitalise(offer)} en ${city}. Nuestros clientes son ${customer}.`,
      `${capitalise(offer)} para ${customer} en ${city}, ${unit}.`,
      `${capitalise(offer)} para ${customer} en ${city}, ${notUnit}.`,
      `${capitalise(offer)} que ${los} ${customer} de ${city} ${verb}.`,
      `${capitalise(offer)} para ${customer} ${adverbParticiple} en ${city}.`,
      `${capitalise(offer)} para ${customer} ${time} en ${city}.`,
      `${capitalise(offer)} para ${customer} en ${city}, ${amount}.`,
    ],
  };
  return shapes[lang][shape] ?? '';
}

/** The mobile-service shape: the customer buys the activity, never the vehicle, and pays per visit. */
const MOBILE_SHAPE = 8;
/** The "We help" shape becomes "We teach <customer> <topic>" for education: the topic is what is sold. */
const TEACH_SHAPE = 4;
/** "<offer> for <customer> <participle phrase> in <city>": the customer ends before the participle. */
const PARTICIPLE_SHAPE = 9;
/** "<offer> for <customer> in <city>, billed per session": the money line's unit. */
const UNIT_SHAPE = 13;
/** "<offer> for <customer> in <city>, ordered by phone": no unit, so a service's money line stays neutral. */
const NOT_UNIT_SHAPE = 14;
/** "<offer> that <customer> in <city> swear by": the customer is the clause's subject. */
const OBJECT_SHAPE = 15;
/** "<offer> for <customer> booked online in <city>": the customer ends before the participle. */
const ADVERB_SHAPE = 16;
/** "<offer> for <customer> on Saturday mornings in <city>": the customer ends before the time. */
const TIME_SHAPE = 17;
/** "<offer> for <customer> in <city>, £45 a seat": the unit in both money lines, the amount in 4.2.1. */
const AMOUNT_SHAPE = 18;

export interface CorpusIdea {
  id: number;
  idea: string;
  geoMarket: string;
  city: string;
  currency: string;
  language: Language;
  offer: Offer;
  customer: Customer;
  /** The founder's answers to the two questions; absent on about one board in six (an old board). */
  answers: { offerKind: Offer; customerKind: Customer } | null;
  /** The founder's own noun phrases: what is sold and who pays. */
  offerPhrase: string;
  customerPhrase: string;
  /** What the persona's "Would buy" line must not name: a service's vehicle. */
  buysNot?: string;
  /** Words the revenue streams must carry: the unit of pay the sentence gives ("per visit"). */
  unit?: string;
  /** A word that must never follow the customer's words in a draft (outside the founder's quoted sentence). */
  customerNot?: string;
  /** The persona's age the customer's words imply ("13-17" for teenagers). */
  age?: string;
  /** The sentence names its pricing unit: no draft says the neutral "each time the work is done". */
  unitNamed?: boolean;
  /** The sentence names no pricing unit: no money line says one, neither "as the idea says" nor these words ("per phone"). */
  noUnit?: string;
  /** The amount the sentence names with its unit ("£45"): the revenue streams carry it. */
  amount?: string;
}

/**
 * Every kind of offer x kind of customer x language x sentence shape once (7 x 4 x 4 x 19 = 2128),
 * with the sector, the market and the customer's words walked with strides coprime to the rest.
 */
export function corpus(): CorpusIdea[] {
  const ideas: CorpusIdea[] = [];
  let id = 0;
  for (const offer of OFFERS)
    for (const customer of CUSTOMERS)
      for (const language of LANGUAGES)
        for (let shape = 0; shape < SHAPES; shape += 1) {
          const sector = SECTORS[(id * 5) % SECTORS.length]!;
          const market = MARKETS[(id * 7) % MARKETS.length]!;
          const names = CUSTOMER_PHRASES[customer][language];
          const customerPhrase = names[id % names.length]!;
          const phrase = offerPhrase(offer, sector, language);
          const answers = id % 6 === 5 ? null : { offerKind: offer, customerKind: customer };
          const mobile = shape === MOBILE_SHAPE && offer === 'service';
          const teach = shape === TEACH_SHAPE && offer === 'education';
          const vehicles = VEHICLES[language];
          const vehicle = vehicles[id % vehicles.length]!;
          const often = FREQUENCIES[language][id % FREQUENCIES[language].length]!;
          const words: Words = {
            offer: phrase,
            customer: customerPhrase,
            market,
            often,
            activity: sector.activity[language],
            topic: sector.topic[language],
            education: offer === 'education',
            vehicle,
            service: offer === 'service',
            participle: PARTICIPLES[language][id % PARTICIPLES[language].length]!,
            unit: UNITS[language][id % UNITS[language].length]![0],
            notUnit: NOT_UNITS[language][id % NOT_UNITS[language].length]![0],
            verb: OBJECT_VERBS[language][id % OBJECT_VERBS[language].length]!,
            adverbParticiple: ADVERB_PARTICIPLES[language][id % ADVERB_PARTICIPLES[language].length]!,
            time: TIMES[language][id % TIMES[language].length]!,
            amount: AMOUNTS[language][id % AMOUNTS[language].length]![0],
          };
          const [, amountUnit, amount] = AMOUNTS[language][id % AMOUNTS[language].length]!;
          const named = UNITS[language][id % UNITS[language].length]![1];
          const runOn =
            shape === PARTICIPLE_SHAPE
              ? words.participle
              : shape === OBJECT_SHAPE
                ? words.verb
                : shape === ADVERB_SHAPE
                  ? words.adverbParticiple
                  : '';
          ideas.push({
            id,
            idea: sentence(language, shape, words),
            geoMarket: `${market.city}, ${market.country.en}`,
            city: market.city,
            currency: market.currency,
            language,
            offer,
            customer,
            answers,
            offerPhrase: teach
              ? sector.topic[language]
              : mobile
                ? sector.activity[language]
                : phrase.replace(/^(?:an?|une?|des|eine?|una?)\s+/i, ''),
            customerPhrase,
            ...(mobile && answers ? { buysNot: vehicle, unit: 'per visit' } : {}),
            ...(shape === UNIT_SHAPE ? { unit: named, unitNamed: true } : {}),
            ...(shape === AMOUNT_SHAPE ? { unit: amountUnit, unitNamed: true, amount } : {}),
            ...(shape === NOT_UNIT_SHAPE
              ? { noUnit: NOT_UNITS[language][id % NOT_UNITS[language].length]![1] }
              : {}),
            ...(runOn ? { customerNot: runOn.split(' ')[0] } : {}),
            // The whole time expression: "in" alone may follow a customer rightly ("students in Lyon").
            ...(shape === TIME_SHAPE ? { customerNot: words.time } : {}),
            ...(AGE_OF[customerPhrase] ? { age: AGE_OF[customerPhrase] } : {}),
          });
          id += 1;
        }
  return ideas;
}

/** The fixed sample `npm test` runs: 60 ideas spread evenly over the corpus. */
export function corpusSample(size = 60): CorpusIdea[] {
  const all = corpus();
  return Array.from({ length: size }, (_, k) => all[Math.floor((k * all.length) / size)]!);
}

/**
 * Words that assert a kind of offer. A board whose founder answered one kind must not carry the
 * others' (unless the founder's own words say them); a board without an answer carries none.
 */
const OFFER_CLAIMS: Record<Offer, string[]> = {
  physical: ['physical product', 'unit cost', 'production run', 'manufacturers', 'samples by hand'],
  service: ['service business', 'service done for', 'per hour', 'retainer', 'fixed-price packages'],
  software: ['software product', 'software or an app', 'minimum viable product', 'clickable mock-up'],
  marketplace: [
    'marketplace',
    'platform that connects',
    'commission on transactions',
    'supply-side',
    'two sides',
  ],
  subscription: ['subscription or membership'],
  education: [
    'education or content',
    'content or education',
    'course and material',
    'learning platform',
    'live session',
  ],
  other: [],
};

/** Words that assert who pays: private buyers, or organisations. */
const PEOPLE_CLAIMS = [
  'individual buyers',
  'private buyer',
  'tiktok',
  'work and family commitments',
  'for themselves',
];
const ORGANISATION_CLAIMS = [
  'business buyer',
  'owners and managers of',
  '(1-10 people)',
  '(10-250 people)',
  'a manager with budget',
  'signs off the purchase',
  'linkedin',
];

/** Claims that need the founder's own words ("local", "online", "delivered") before a draft may make them. */
const PROVENANCE_CLAIMS = [
  'locally sourced',
  'available from anywhere',
  'at their own pace',
  'delivered to the door',
  'zero-emission',
  'vetted and insured',
];

/** The drafts that describe the offer / the customer: they must name them in the founder's words. */
const NAMES_OFFER: PromptVersion[] = ['1.1.2', '2.3.1', '3.1.1', '3.2.1', '4.2.1'];
const NAMES_CUSTOMER: PromptVersion[] = ['1.1.2', '2.1.1', '2.3.1', '3.1.1', '3.2.1', '4.2.1', '6.1.1'];
const TABLES: PromptVersion[] = ['2.2.1', '4.2.3', 'budgeting', '5.2.1'];

/** Words a cell must not end on: a cut sentence (in the four input languages). */
const DANGLING =
  /(?:^|\s)(?:and|or|the|of|a|an|et|ou|de|la|le|les|des|du|und|oder|der|die|das|y|o|el|los|las)[,:;]?$/i;

/** A line that addresses the founder: an instruction, not a description of the customer or offer. */
const INSTRUCTION =
  /(?<!\p{L})(?:you|your)(?!\p{L})|^(?:write|name|add|ask|find out|replace|confirm|say|put|fill)\b/iu;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

function textOf(version: PromptVersion, draft: string): string {
  if (!TABLES.includes(version)) return draft;
  const parsed = JSON.parse(draft) as TableData | { rows?: unknown[] };
  return JSON.stringify(parsed);
}

function tableRows(version: PromptVersion, draft: string): string[][] {
  if (version === '5.2.1') {
    const forecast = JSON.parse(draft) as { rows?: unknown[][] };
    return (forecast.rows ?? []).map((r) => r.map(String));
  }
  return (JSON.parse(draft) as TableData).rows.map((r) => r.map(String));
}

/** Every violation of one board's drafts against the facts its combination implies. */
export function checkBoard(idea: CorpusIdea, drafts: Record<PromptVersion, string>): string[] {
  const problems: string[] = [];
  const own = `${idea.idea}\n${idea.geoMarket}`.toLowerCase();
  const userWords = new Set(wordsOf(own));
  const flag = (version: PromptVersion | 'board', what: string) => problems.push(`${version}: ${what}`);

  // The founder's own unit ("charged by the hour") allows the words it is said in ("per hour").
  const claimsAllowed = (claim: string) => own.includes(claim) || idea.unit === claim;
  const forbiddenOffer = OFFERS.filter((o) => !idea.answers || o !== idea.offer).flatMap(
    (o) => OFFER_CLAIMS[o],
  );
  const forbiddenCustomer = !idea.answers
    ? [...PEOPLE_CLAIMS, ...ORGANISATION_CLAIMS]
    : idea.customer === 'people'
      ? ORGANISATION_CLAIMS
      : idea.customer === 'both'
        ? []
        : PEOPLE_CLAIMS;

  for (const version of PROMPT_VERSION_NAMES) {
    const draft = drafts[version];
    const text = textOf(version, draft);
    const lower = text.toLowerCase();
    for (const claim of [...forbiddenOffer, ...forbiddenCustomer, ...PROVENANCE_CLAIMS])
      if (lower.includes(claim) && !claimsAllowed(claim)) flag(version, `says "${claim}"`);
    if (/\{\w+\}|undefined|NaN|\bnull\b|…/.test(text)) flag(version, 'an unfilled slot or a cut');
    // A place named twice in one phrase ("in Lyon in Lyon, France"), or a possessive on a market.
    const city = idea.city.toLowerCase();
    for (const phrase of lower.split(/[.;:\n!?]|\\n/)) {
      const count = phrase.split(city).length - 1;
      if (count > 1 && phrase.length < 160) flag(version, `names ${idea.city} twice in "${phrase.trim()}"`);
    }
    if (/\p{Lu}\p{L}+, \p{Lu}[\p{L} ]*'s(?!\p{L})|\)'s/u.test(text)) flag(version, 'a possessive on a place');
    if (TABLES.includes(version)) {
      const rows = tableRows(version, draft);
      if (rows.length === 0) flag(version, 'a table without rows');
      for (const row of rows)
        for (const cell of row)
          if (cell.trim() !== '' && DANGLING.test(cell.trim())) flag(version, `a cut cell "${cell}"`);
      continue;
    }
    const words = wordsOf(draft);
    if (words.length < 40) flag(version, `only ${words.length} words`);
    // Short words ("to", "and", "les", "für") are everyone's: only the longer ones count as the founder's.
    const theirs = words.filter((w) => w.length > 3 && userWords.has(w)).length;
    if (theirs / Math.max(words.length, 1) > 0.5) flag(version, 'mostly the founder’s own words');
    if (version === '2.3.1' || version === '3.1.1') {
      for (const line of draft.split('\n').filter((l) => /^- \*\*/.test(l))) {
        const value = line.replace(/^- \*\*[^*]+\*\*\s*/, '');
        if (INSTRUCTION.test(value)) flag(version, `an instruction instead of content: "${line}"`);
      }
    }
  }

  // The persona says what they would buy, in the founder's words.
  const wouldBuy = /\*\*Would buy:\*\*.*$/m.exec(drafts['2.3.1'])?.[0] ?? '';
  if (!wouldBuy.toLowerCase().includes(idea.offerPhrase.toLowerCase()))
    flag('2.3.1', `would buy without "${idea.offerPhrase}"`);
  if (idea.buysNot && wouldBuy.toLowerCase().includes(idea.buysNot.toLowerCase()))
    flag('2.3.1', `would buy "${idea.buysNot}"`);
  if (idea.unit && !drafts['4.2.1'].toLowerCase().includes(idea.unit.toLowerCase()))
    flag('4.2.1', `no "${idea.unit}"`);
  // A unit the sentence names replaces the neutral line; a "by / par / per / por" that names none never becomes one.
  const money = `${drafts['4.2.1']}\n${drafts['4.2.3']}`;
  if (idea.unitNamed && money.includes(NEUTRAL_PAY)) flag('4.2.1', `says "${NEUTRAL_PAY}" beside its unit`);
  if (idea.noUnit && (money.includes('as the idea says') || money.toLowerCase().includes(idea.noUnit)))
    flag('4.2.1', `a unit the sentence does not name ("${idea.noUnit}")`);
  if (idea.amount && !drafts['4.2.1'].includes(idea.amount)) flag('4.2.1', `no "${idea.amount}"`);
  // The forecast's first stream is priced at the amount the idea states, when in the market's currency.
  const said = idea.amount && /\d+/.exec(idea.amount)?.[0];
  const sameCurrency =
    idea.amount &&
    !/[£$€]|pound|euro|dollar/i.test(idea.amount.replace(CURRENCY_WORDS[idea.currency] ?? /^$/, ''));
  const firstPrice = tableRows('5.2.1', drafts['5.2.1'])[0]?.[2];
  if (said && sameCurrency && firstPrice !== said)
    flag('5.2.1', `first stream at ${firstPrice}, not the idea's ${idea.amount}`);
  // The Business idea's money line says the unit the sentence names, and then asks no "not clear" question about it.
  const earns = /^- \*\*How it earns money:\*\*.*$/m.exec(drafts['1.1.2'])?.[0] ?? '';
  if (idea.unitNamed && idea.unit && !earns.toLowerCase().includes(idea.unit.toLowerCase()))
    flag('1.1.2', `a money line without "${idea.unit}"`);
  if (idea.unitNamed && earns.includes('not clear from the idea yet'))
    flag('1.1.2', 'a money line "not clear" beside its unit');
  if (idea.noUnit && !idea.answers && !earns.includes('not clear from the idea yet'))
    flag('1.1.2', 'a money line with a unit the sentence does not name');
  // A service's money line names the service, not a generic "per project, per hour".
  if (idea.answers?.offerKind === 'service') {
    const first = /^1\. .*$/m.exec(drafts['4.2.1'])?.[0]?.toLowerCase() ?? '';
    if (!first.includes(idea.offerPhrase.toLowerCase())) flag('4.2.1', 'a money line without the service');
    if (/per project, per hour/.test(first)) flag('4.2.1', 'a generic "per project, per hour"');
  }
  for (const version of NAMES_OFFER)
    if (!drafts[version].toLowerCase().includes(idea.offerPhrase.toLowerCase()))
      flag(version, `does not name "${idea.offerPhrase}"`);
  for (const version of NAMES_CUSTOMER)
    if (!drafts[version].toLowerCase().includes(idea.customerPhrase.toLowerCase()))
      flag(version, `does not name "${idea.customerPhrase}"`);
  problems.push(...runOns(idea.idea, idea.customerPhrase, idea.customerNot, drafts));
  // The persona's age follows the customer's own life stage; no persona is given a life it was not.
  if (idea.age && !drafts['2.3.1'].includes(`, ${idea.age}, `)) flag('2.3.1', `no age ${idea.age}`);
  if (drafts['2.3.1'].includes('work and family commitments'))
    flag('2.3.1', 'says "work and family commitments"');
  // The forecast's streams are the revenue streams' own items, never a line indented under one.
  const details = new Set(
    drafts['4.2.1'].split('\n').flatMap((line) => {
      const label = /^\s+[-*]\s+(?:\*\*)?([^:*]+?)(?:\*\*)?:/.exec(line)?.[1];
      return label ? [label.trim()] : [];
    }),
  );
  for (const [name] of tableRows('5.2.1', drafts['5.2.1']))
    if (name && details.has(name)) flag('5.2.1', `a revenue stream named after a detail line: "${name}"`);
  const budget = JSON.parse(drafts.budgeting) as TableData;
  if (budget.columns[2] !== `One-off (${idea.currency})`) flag('budgeting', `not in ${idea.currency}`);
  if (!drafts['6.2.1'].includes(idea.geoMarket)) flag('6.2.1', `not in ${idea.geoMarket}`);
  return problems;
}

/** How an amount names each market's currency: what is left of it names another one. */
const CURRENCY_WORDS: Record<string, RegExp> = {
  GBP: /£|pounds?/gi,
  EUR: /€|euros?/gi,
  USD: /\$|dollars?/gi,
};

/** The neutral money line of a service whose sentence names no unit. */
const NEUTRAL_PAY = 'each time the work is done';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a draft runs the customer's words on into what follows them in the sentence ("teenagers
 * run", "retirees held"), outside the founder's own sentence quoted whole (with or without its capital).
 */
export function runOns(
  idea: string,
  customer: string,
  next: string | undefined,
  drafts: Record<PromptVersion, string>,
): string[] {
  if (!customer || !next) return [];
  const sentence = idea.replace(/[.?!]\s*$/, '').toLowerCase();
  const runOn = new RegExp(
    `(?<!\\p{L})${escape(customer.toLowerCase())},? ${escape(next.toLowerCase())}(?!\\p{L})`,
    'u',
  );
  return Object.entries(drafts)
    .filter(([, draft]) => runOn.test(draft.toLowerCase().split(sentence).join('')))
    .map(([version]) => `${version}: "${customer} ${next}" as the customer`);
}

/** One board drafted as a founder accepting every draft, with the answers the combination gives. */
export function draftBoard(idea: CorpusIdea): Record<PromptVersion, string> {
  return acceptAll(idea.idea, idea.geoMarket, {}, idea.answers ?? undefined);
}

/** The share of clean boards and the violations of the others. */
export function evaluate(ideas: CorpusIdea[]): {
  clean: number;
  total: number;
  failures: [CorpusIdea, string[]][];
} {
  const failures: [CorpusIdea, string[]][] = [];
  for (const idea of ideas) {
    const problems = checkBoard(idea, draftBoard(idea));
    if (problems.length > 0) failures.push([idea, problems]);
  }
  return { clean: ideas.length - failures.length, total: ideas.length, failures };
}
