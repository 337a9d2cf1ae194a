import { z } from 'zod';

import { STAGES } from '../stages.js';
import { TableDataSchema } from '../tables.js';
import { TEXT_FIELD_MAX } from '../text-limit.js';
import {
  base64Slice,
  imageHeader,
  LOGO_MAX_DECODED_BYTES,
  LOGO_MAX_SIDE,
  logoTooLarge,
} from './logo-image.js';

/**
 * Every section of the plan by its id, in the default reading order: the summary, the company and
 * its team, the stages with the market size after the target audience, the competition after the
 * value proposition and the forecast and the lender's sections (`LENDER_SECTIONS`) after the budget,
 * then the milestones and the risks.
 */
export const PLAN_SECTION_IDS = [
  'executive-summary',
  'company-and-team',
  ...STAGES.slice(0, 2).map((s) => s.slug),
  'market-size',
  ...STAGES.slice(2, 3).map((s) => s.slug),
  'competition',
  ...STAGES.slice(3, 5).map((s) => s.slug),
  'forecast',
  'sources-and-uses',
  'repayment-capacity',
  'first-year-by-month',
  'scenarios-and-sensitivity',
  ...STAGES.slice(5).map((s) => s.slug),
  'milestones',
  'risks',
] as [string, ...string[]];
export const PlanSectionIdSchema = z.enum(PLAN_SECTION_IDS, 'Unknown plan section');

/** The largest logo a plan carries: 1 MB of PNG or JPEG. */
export const LOGO_MAX_BYTES = 1_000_000;
export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG or JPEG image (SVG and other formats are refused).',
  content: 'The logo file is not a PNG or JPEG image.',
  size: 'The logo must be 1 MB or smaller.',
  dimensions: `The logo must be at most ${LOGO_MAX_SIDE} x ${LOGO_MAX_SIDE} pixels: make it smaller and choose it again.`,
  decoded: `The logo takes more than ${LOGO_MAX_DECODED_BYTES / 1_000_000} MB once opened: save it with 8 bits per colour or make it smaller.`,
} as const;

/** The longest base64 text of a logo: a PATCH carrying one may be this much larger than other bodies. */
export const LOGO_MAX_BASE64_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
} as const;

/** Bytes of a base64 text: three per four characters, less its padding. */
export function base64Bytes(base64: string): number {
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * A logo stored with the board (and in its JSON export): PNG or JPEG bytes as base64, at most
 * {@link LOGO_MAX_BYTES}. The type is read from the bytes' signature, not trusted from the name:
 * an SVG (script), HTML or any other file is refused with a message saying why. The size its header
 * declares is checked too (`logoTooLarge`): a small file may decode to gigabytes.
 */
export const PlanLogoSchema = z
  .object({
    mediaType: z.string().max(100),
    data: z.string().max(LOGO_MAX_BASE64_CHARS, LOGO_MESSAGES.size),
  })
  .strict()
  .superRefine((logo, ctx) => {
    if (!(logo.mediaType in SIGNATURES)) {
      ctx.addIssue({ code: 'custom', path: ['mediaType'], message: LOGO_MESSAGES.type });
      return;
    }
    if (logo.data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(logo.data)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: LOGO_MESSAGES.content });
      return;
    }
    if (base64Bytes(logo.data) > LOGO_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: LOGO_MESSAGES.size });
      return;
    }
    const signature = SIGNATURES[logo.mediaType as keyof typeof SIGNATURES];
    const head = base64Slice(logo.data, 0, signature.length);
    const header = imageHeader(logo.mediaType, logo.data);
    // A PNG's first chunk is its header (IHDR) with a width and a height.
    if (!signature.every((byte, i) => head[i] === byte) || (logo.mediaType === 'image/png' && !header)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: LOGO_MESSAGES.content });
      return;
    }
    const tooLarge = header && logoTooLarge(header);
    if (tooLarge) ctx.addIssue({ code: 'custom', path: ['data'], message: LOGO_MESSAGES[tooLarge] });
  });
export type PlanLogo = z.infer<typeof PlanLogoSchema>;

export const FounderSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the founder’s name').max(120),
    role: z.string().trim().max(120),
  })
  .strict();
export type Founder = z.infer<typeof FounderSchema>;

const sectionIds = z.array(PlanSectionIdSchema).max(PLAN_SECTION_IDS.length * 2);

/**
 * What the plan's reader-facing parts are made of beyond the stages: the cover's company details,
 * and which sections go out in what order. Stored with the board (its own `plan_data` column).
 */
export const PlanDataSchema = z
  .object({
    companyName: z.string().max(200),
    founders: z.array(FounderSchema).max(12, 'List at most 12 founders'),
    contactEmail: z.union([z.literal(''), z.email('Enter a valid email address, such as name@example.com')]),
    website: z.union([
      z.literal(''),
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: 'Enter a website address such as https://example.com',
      }),
    ]),
    logo: PlanLogoSchema.nullable(),
    confidential: z.boolean(),
    /** Section ids in the order the reader chose; sections not named follow in the default order. */
    sectionOrder: sectionIds,
    /** Sections left out of the exports. */
    hiddenSections: sectionIds,
    /** Sections not written yet that still go into the exports (saying what is missing). */
    includedSections: sectionIds,
    /*
     * The plan's own sections, each drafted by its prompt version: optional, so
     * boards and exports written before them read as they are (read as empty: `withPlanSections`).
     */
    companyAndTeam: z
      .string()
      .max(TEXT_FIELD_MAX, `Text is limited to ${TEXT_FIELD_MAX} characters`)
      .optional(),
    competition: TableDataSchema.nullable().optional(),
    milestones: TableDataSchema.nullable().optional(),
    risks: TableDataSchema.nullable().optional(),
  })
  .strict();
export type PlanData = z.infer<typeof PlanDataSchema>;

/** A board's plan data before anyone has written any. */
export function emptyPlanData(): PlanData {
  return {
    companyName: '',
    founders: [],
    contactEmail: '',
    website: '',
    logo: null,
    confidential: false,
    sectionOrder: [],
    hiddenSections: [],
    includedSections: [],
    companyAndTeam: '',
    competition: null,
    milestones: null,
    risks: null,
  };
}

/**
 * Plan data as stored, in the current shape: the plan's own sections (added later) read as empty,
 * and a stored logo over the declared-size limits (`logoTooLarge`) reads as none, so no reader
 * and no export ever decodes it.
 */
export function withPlanSections(data: Partial<PlanData> | null | undefined): PlanData {
  const read = { ...emptyPlanData(), ...data };
  const header = read.logo && imageHeader(read.logo.mediaType, read.logo.data);
  return header && logoTooLarge(header) ? { ...read, logo: null } : read;
}
