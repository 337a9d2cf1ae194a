/**
 * The Idea step's two questions: what the business sells and who pays. The founder's
 * answers are stored on the board (`ideaData.offerKind`, `ideaData.customerKind`, both optional)
 * and are the only source the offline engine reads for the kind of offer and customer. The guess
 * (`suggestOfferKind`, `suggestCustomerKind`) is only ever shown as a suggestion to confirm: an
 * unconfirmed suggestion is not an answer.
 */

export const OFFER_KINDS = [
  'physical',
  'service',
  'software',
  'marketplace',
  'subscription',
  'education',
  'other',
] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const CUSTOMER_KINDS = ['people', 'businesses', 'both', 'public'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** The options as the Idea step shows them, and as every AI provider's prompt receives them. */
export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  physical: 'a physical product',
  service: 'a service done for the customer',
  software: 'software or an app',
  marketplace: 'a marketplace or platform',
  subscription: 'a subscription or membership',
  education: 'content or education',
  other: 'other',
};

export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  people: 'people',
  businesses: 'businesses',
  both: 'both people and businesses',
  public: 'public bodies',
};

export function isOfferKind(value: unknown): value is OfferKind {
  return typeof value === 'string' && (OFFER_KINDS as readonly string[]).includes(value);
}

export function isCustomerKind(value: unknown): value is CustomerKind {
  return typeof value === 'string' && (CUSTOMER_KINDS as readonly string[]).includes(value);
}

/**
 * Words that hint at a kind of offer (English, French, German, Spanish). Only for the suggestion
 * the founder confirms; never read by a draft.
 */
const OFFER_HINTS: [OfferKind, RegExp][] = [
  [
    'marketplace',
    /marketplace|place de marché|marktplatz|mercado en línea|connects?\b|verbindet|conecta|met en relation/iu,
  ],
  [
    'subscription',
    /subscription|membership|monthly box|abonnement|\babo\b|monatsabo|suscripción|membres[ií]a/iu,
  ],
  [
    'education',
    /courses?\b|classes\b|lessons?\b|training\b|tutoring|cours\b|formations?\b|kurse?\b|unterricht|cursos?\b|clases\b/iu,
  ],
  ['software', /\bapps?\b|software|saas|plateforme|plattform|plataforma|application|aplicación|logiciel/iu],
  [
    'service',
    /service|repairs?|cleaning|walking|bookkeeping|translation|visits|maintenance|consulting|réparation|entretien|nettoyage|reparatur|reinigung|pflege|reparaci[oó]n|limpieza|mantenimiento/iu,
  ],
  [
    'physical',
    /products?\b|produits?|produkte?|productos?|handmade|hand-made|fait main|handgemacht|hecho a mano|kits?\b|bottles?|clothing|furniture|jewell?ery|candles|soap/iu,
  ],
];

/** People (buying for themselves) and organisations, as an idea names them: hints only. */
const PEOPLE_HINTS =
  /(?<!\p{L})(?:people|parents|families|students|nurses|seniors|retirees|owners|cyclists|runners|commuters|households|consumers|women|men|kids|children|particuliers|familles|parents|étudiants|infirmières|eltern|familien|studierende|privatkunden|familias|padres|estudiantes|enfermeras|particulares)(?!\p{L})/iu;
const ORGANISATION_HINTS =
  /(?<!\p{L})(?:businesses|companies|firms|offices|shops|stores|practices|restaurants|hotels|clinics|agencies|startups|teams|employers|entreprises|cabinets|commerces|agences|unternehmen|betriebe|firmen|büros|praxen|empresas|despachos|oficinas|clínicas|comercios)(?!\p{L})/iu;
const PUBLIC_HINTS =
  /(?<!\p{L})(?:councils?|municipalit(?:y|ies)|public bodies|public libraries|ministr(?:y|ies)|government|mairies|collectivités|stadtverwaltungen|behörden|kommunen|ayuntamientos|administraciones)(?!\p{L})/iu;

/** The engine's guess at what an idea sells, to show as "We think: ... Is that right?"; null when no word hints. */
export function suggestOfferKind(idea: string): OfferKind | null {
  return OFFER_HINTS.find(([, hint]) => hint.test(idea))?.[0] ?? null;
}

/** The engine's guess at who pays, to confirm; null when the idea names neither. */
export function suggestCustomerKind(idea: string): CustomerKind | null {
  if (PUBLIC_HINTS.test(idea)) return 'public';
  const people = PEOPLE_HINTS.test(idea);
  const organisations = ORGANISATION_HINTS.test(idea);
  if (people && organisations) return 'both';
  if (organisations) return 'businesses';
  return people ? 'people' : null;
}
