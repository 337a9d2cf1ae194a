/**
 * Ages and life stages a customer may be named by, in the four input
 * languages: the persona's age range and situation follow the founder's own words ("teenagers":
 * a teenager's week and a parent who often pays; "retirees": no work commitments), and stay
 * neutral when the words name no age or stage. Checked in order: "parents of toddlers" are parents.
 */
export interface LifeStage {
  id: 'parent' | 'child' | 'teen' | 'student' | 'retired';
  words: RegExp;
  /** The persona's age range when the founder's words give no number. */
  age: string;
  /** The persona's role and situation, for a persona called `name`. */
  situation: (name: string) => string;
  /** Who else pays for them, when it is not employers ("People who buy for teenagers"). */
  payers?: string;
}

export const LIFE_STAGES: LifeStage[] = [
  {
    id: 'parent',
    words:
      /(?<!\p{L})(?:parents?|famil(?:y|ies)|mothers?|fathers?|mums?|moms?|dads?|familles?|mères|pères|eltern|familien|mütter|väter|padres|madres|familias)(?!\p{L})/iu,
    age: '30-45',
    situation: (name) => `${name} looks after a family and fits this around the family's week.`,
  },
  {
    id: 'child',
    words:
      /(?<!\p{L})(?:\p{L}*child(?:ren)?|kids|toddlers?|bab(?:y|ies)|enfants?|bébés?|\p{L}*kinder(?:n)?|babys|niños|niñas|bebés|pre-?teens?|pr[eé]-?adolescent(?:e|es|s)?)(?!\p{L})/iu,
    age: '30-45',
    situation: (name) => `${name} is the parent who chooses it and pays for it; the child takes part.`,
    payers: 'Parents, grandparents and relatives who choose and pay on their behalf.',
  },
  {
    id: 'teen',
    words:
      /(?<!\p{L})(?:teen(?:s|agers?)?|adolescent(?:e|es|s)?|jugendliche[n]?|teenager[n]?|pupils|schüler(?:innen)?|lycéen(?:ne)?s?|collégien(?:ne)?s?|adolescentes?)(?!\p{L})/iu,
    age: '13-17',
    situation: (name) =>
      `${name} fits it around school, friends and free time; a parent often decides with them and pays.`,
    payers: 'Parents and relatives who often decide with them and pay on their behalf.',
  },
  {
    id: 'student',
    words:
      /(?<!\p{L})(?:students?|étudiant(?:e|es|s)?|studierende[n]?|studenten|estudiantes?|universitari[oa]s)(?!\p{L})/iu,
    age: '19-26',
    situation: (name) => `${name} fits it around lectures and a student's budget.`,
  },
  {
    id: 'retired',
    words:
      /(?<!\p{L})(?:retire(?:es|d)|pensioners?|seniors?|elderly|older (?:people|adults)|retraité(?:e|es|s)?|seniors?|personnes âgées|rentner(?:innen)?|pensionäre|senioren|senior(?:innen)?|jubilad[oa]s?|personas mayores|mayores)(?!\p{L})/iu,
    age: '65+',
    situation: (name) =>
      `Later in life, ${name} deals with it personally and takes time to compare before deciding.`,
    payers: 'Grown-up children and relatives who look after them and pay on their behalf.',
  },
];

/** The life stage the words name, else null. */
export function lifeStageOf(words: string): LifeStage | null {
  return LIFE_STAGES.find((stage) => stage.words.test(words)) ?? null;
}

/** Decades said in words ("the over-seventies"). */
const DECADES: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};

/**
 * An age the founder wrote as a floor ("over-seventies", "over 70s", "70-plus", "les plus de 70
 * ans", "über 70-Jährige", "ab 65 Jahren", "mayores de 60 años"), as "70+", else null.
 */
function ageFloorIn(words: string): string | null {
  const decade =
    /(?<!\p{L})over-?\s?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)(?!\p{L})/iu.exec(
      words,
    );
  if (decade?.[1]) return `${DECADES[decade[1].toLowerCase()]}+`;
  const floor =
    /(?<!\p{L})(?:over|plus de|über|ab|mayores de|más de)[\s-]+(\d{2})(?:\s*(?:s|'s|ans|-?jährige[n]?|jahren?|años|years?(?:[ -]olds?)?|and over|\+))(?!\p{L})/iu.exec(
      words,
    ) ?? /(?<!\d)(\d{2})[\s-]?(?:plus|\+)(?!\p{L})/iu.exec(words);
  return floor?.[1] ? `${floor[1]}+` : null;
}

/** An age range the founder wrote ("aged 15-18", "de 8 a 12 años", "15- bis 18-Jährige", "over-seventies" as "70+"), else null. */
export function ageRangeIn(words: string): string | null {
  const range =
    /(?:aged|ages|âgée?s? de|im alter von|de edad de)\s+(\d{1,2})\s*(?:-|–|to|à|bis|a)\s*(\d{1,2})/iu.exec(
      words,
    ) ??
    /(?<!\d)(\d{1,2})\s*(?:-|–|to|à|bis|a)\s*(\d{1,2})\s*(?:years?(?:[ -]olds?)?|ans|jahren?|jährige[n]?|años)(?!\p{L})/iu.exec(
      words,
    );
  return range ? `${range[1]}-${range[2]}` : ageFloorIn(words);
}
