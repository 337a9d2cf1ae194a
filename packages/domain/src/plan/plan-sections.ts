/**
 * The plan's own sections: fields of the plan page rather than of a stage, each
 * drafted by its prompt version of the back office's `plan` folder and stored in the board's
 * `planData` (`planData.companyAndTeam`, ...). Kept free of zod, so the plan page and the history
 * read them without the board's schemas.
 */
export const PLAN_SECTIONS = [
  {
    id: 'company-and-team',
    field: 'companyAndTeam',
    title: 'Company and team',
    format: 'text',
    version: '8.1.1',
    columns: null,
  },
  {
    id: 'competition',
    field: 'competition',
    title: 'Competition',
    format: 'table',
    version: '8.2.1',
    /** The columns its templates and drafts write, and the plan page starts an empty table with. */
    columns: ['Alternative', 'What customers get there', 'How this business differs'],
  },
  {
    id: 'milestones',
    field: 'milestones',
    title: 'Milestones',
    format: 'table',
    version: '8.3.1',
    columns: ['Milestone', 'When', 'From'],
  },
  {
    id: 'risks',
    field: 'risks',
    title: 'Risks and mitigations',
    format: 'table',
    version: '8.4.1',
    columns: ['Risk', 'Where the plan shows it', 'Mitigation'],
  },
] as const;

/** The columns of a table section (`competition`, `milestones`, `risks`). */
export function planTableColumns(field: 'competition' | 'milestones' | 'risks'): string[] {
  return [...(PLAN_SECTIONS.find((s) => s.field === field)?.columns ?? [])];
}

export type PlanSectionInfo = (typeof PLAN_SECTIONS)[number];
export type PlanSectionField = PlanSectionInfo['field'];
export const PLAN_SECTION_FIELDS = PLAN_SECTIONS.map((s) => s.field) as [
  PlanSectionField,
  ...PlanSectionField[],
];

/** The plan section a field of `planData` is, if it is one. */
export function planSectionOfField(field: string): PlanSectionInfo | undefined {
  return PLAN_SECTIONS.find((s) => s.field === field);
}

/** The plan section shown under an id of the plan (`competition`), if it is one of these four. */
export function planSectionById(id: string): PlanSectionInfo | undefined {
  return PLAN_SECTIONS.find((s) => s.id === id);
}

/** The folder of the back office that holds the four sections' prompt templates. */
export const PLAN_PROMPT_FOLDER = 'plan';
