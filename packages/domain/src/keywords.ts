import type { BoardData } from './board.js';
import { factKeywordText, isFactKeyword } from './fact-words.js';
import { CUSTOMER_KIND_LABELS, isCustomerKind, isOfferKind, OFFER_KIND_LABELS } from './offer-profile.js';
import type { Stage } from './stages.js';
import { stageInfo } from './stages.js';
import type { TableData } from './tables.js';

/**
 * The prompt keywords: the placeholders a template may use (`{{initialIdea}}`), each reading one
 * board field of one stage. The spec's 15, plus the Idea step's two answers: what the
 * business sells and who pays; plus, for the plan's own sections, the launch plan and the
 * cover's company name and founders, and the facts the founder confirmed (`stage: null`: read
 * from the board, never sent with a completion request, since their own forms save them).
 */
export const KEYWORDS = [
  { name: 'initialIdea', stage: 'IDEA', label: 'Initial idea' },
  { name: 'refinedBusinessIdea', stage: 'IDEA', label: 'Business idea' },
  { name: 'refinedGuidingQuestions', stage: 'IDEA', label: 'Answered guiding questions' },
  { name: 'geoMarket', stage: 'IDEA', label: 'Geographical market' },
  { name: 'refinedProblemStatement', stage: 'IDEA', label: 'Problem statement' },
  { name: 'offerKind', stage: 'IDEA', label: 'What the business sells' },
  { name: 'customerKind', stage: 'IDEA', label: 'Who pays' },
  { name: 'refinedTargetGroups', stage: 'TARGET_AUDIENCE', label: 'Target groups' },
  { name: 'marketSegmentationMatrix', stage: 'TARGET_AUDIENCE', label: 'Market segmentation matrix' },
  { name: 'chosenTargetGroup', stage: 'TARGET_AUDIENCE', label: 'Chosen target group' },
  { name: 'targetPersona', stage: 'TARGET_AUDIENCE', label: 'Target persona' },
  { name: 'refinedUniqueValueProposition', stage: 'UVP', label: 'Unique value proposition' },
  { name: 'refinedElevatorPitch', stage: 'UVP', label: 'Elevator pitch' },
  { name: 'refinedKeyPartners', stage: 'BUSINESS_MODEL', label: 'Key partners' },
  { name: 'refinedRevenueStreams', stage: 'BUSINESS_MODEL', label: 'Revenue streams' },
  { name: 'refinedSMARTGoals', stage: 'BUSINESS_MODEL', label: 'SMART goals' },
  { name: 'refinedMarketingChannels', stage: 'GO_TO_MARKET', label: 'Marketing channels' },
  { name: 'refinedLaunchPlan', stage: 'GO_TO_MARKET', label: 'Launch plan' },
  { name: 'companyName', stage: null, label: 'Company name' },
  { name: 'founders', stage: null, label: 'Founders and their roles' },
  // The facts the founder confirmed on the Idea stage (empty until confirmed).
  { name: 'offer', stage: null, label: 'Confirmed fact: what the business sells' },
  { name: 'customer', stage: null, label: 'Confirmed fact: who uses it' },
  { name: 'payer', stage: null, label: 'Confirmed fact: who pays, when someone else' },
  { name: 'place', stage: null, label: 'Confirmed fact: where' },
  {
    name: 'prices',
    stage: null,
    label: 'Confirmed fact: each price, one a line ("Repair: 25 EUR per item (one-off)")',
  },
  { name: 'team', stage: null, label: 'Confirmed fact: what the founders bring' },
] as const satisfies readonly { name: string; stage: Stage | null; label: string }[];

export type Keyword = (typeof KEYWORDS)[number]['name'];
/** The keywords a completion request may send (a stage's field), saved with the draft. */
export type StageKeyword = Extract<(typeof KEYWORDS)[number], { stage: Stage }>['name'];
export const KEYWORD_NAMES = KEYWORDS.map((k) => k.name) as [Keyword, ...Keyword[]];

/** A keyword's value: text, or a table for the market segmentation matrix. */
export type KeywordValue = string | TableData | null;
export type KeywordValues = Partial<Record<Keyword, KeywordValue>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export function isKeyword(name: string): name is Keyword {
  return (KEYWORD_NAMES as string[]).includes(name);
}

/** Placeholders in order of first appearance, without repeats. */
export function findPlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

export function unknownPlaceholders(template: string): string[] {
  return findPlaceholders(template).filter((name) => !isKeyword(name));
}

/** The keywords that occur in a text (the prompt editor highlights these). */
export function keywordsIn(text: string): Keyword[] {
  return findPlaceholders(text).filter(isKeyword);
}

/** Reads a keyword's value from the board (the cover's founders one per line, "name (role)"). */
export function readKeyword(board: BoardData, keyword: Keyword): KeywordValue {
  const info = KEYWORDS.find((k) => k.name === keyword);
  if (!info) throw new Error(`Unknown keyword ${keyword}`);
  if (info.stage === null) {
    if (isFactKeyword(keyword)) return factKeywordText(board.ideaData.facts, keyword);
    // Boards stored before the cover details have no plan data.
    const plan = (board as Partial<BoardData>).planData;
    if (keyword === 'companyName') return plan?.companyName ?? '';
    return (plan?.founders ?? []).map((f) => (f.role.trim() ? `${f.name} (${f.role})` : f.name)).join('\n');
  }
  const data = board[stageInfo(info.stage).dataKey] as Record<string, KeywordValue>;
  return data[keyword] ?? null;
}

export function tableToMarkdown(table: TableData): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const header = `| ${table.columns.map(escape).join(' | ')} |`;
  const rule = `| ${table.columns.map(() => '---').join(' | ')} |`;
  const rows = table.rows.map((row) => `| ${row.map(escape).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

export function keywordText(value: KeywordValue | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.trim() : tableToMarkdown(value);
}

/**
 * A keyword's text as a prompt shows it: the two answers by their labels ("a physical product",
 * "public bodies"), so a model reads the founder's answer, not an identifier.
 */
export function keywordPromptText(keyword: Keyword, value: KeywordValue | undefined): string {
  if (keyword === 'offerKind' && isOfferKind(value)) return OFFER_KIND_LABELS[value];
  if (keyword === 'customerKind' && isCustomerKind(value)) return CUSTOMER_KIND_LABELS[value];
  return keywordText(value);
}

export interface RenderedPrompt {
  /** The template's instructions: placeholders become references to tagged sections. */
  system: string;
  /** The user's own text, one tagged section per placeholder the template uses. */
  user: string;
}

/** A `<` that starts something tag-like: `<name`, `</name`, `< / name`, `<!`, `<?`. */
const TAG_START = /<(?=\s*\/?\s*[A-Za-z!?])/g;

/**
 * The user's text with every tag-like `<` written `&lt;`, so that it cannot close its own section
 * or open another (`</initialIdea><system>`): the sections' tags are the only tags in the message.
 */
export function neutraliseTags(text: string): string {
  return text.replace(TAG_START, '&lt;');
}

/**
 * Renders a template so that instructions stay in the system message and the user's text only
 * ever travels in the user message, inside tags it cannot forge (no prompt injection).
 */
export function renderPrompt(template: string, values: KeywordValues): RenderedPrompt {
  const used = keywordsIn(template);
  const system = template.replace(PLACEHOLDER, (match, name: string) =>
    isKeyword(name) ? `<${name}>` : match,
  );
  const user = used
    .map((name) => {
      const text = neutraliseTags(keywordPromptText(name, values[name]));
      return `<${name}>\n${text === '' ? '(not provided)' : text}\n</${name}>`;
    })
    .join('\n\n');
  return { system, user };
}
