import type { BoardData } from '../board.js';
import { hasText } from '../content.js';
import type { ForecastAsk, ForecastData } from '../forecast/assumptions.js';
import { formatMoney, mulDivRound, sumCents, toCents } from '../forecast/money.js';
import { FORECAST_MONTHS, monthName } from '../forecast/months.js';
import { scaledCents } from '../forecast/project.js';
import { boardForecastOutcome } from '../forecast/representable.js';

/** Words a summary paragraph holds at most. */
export const SUMMARY_WORDS = 40;

/** Markdown as one line of plain words: headings, markup, list markers, links' targets and HTML tags dropped. */
export function plainWords(markdown: string): string {
  return (
    markdown
      .replace(/^\s{0,3}#{1,6}\s.*$/gm, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s?|\|)/gm, '')
      .replace(/\s*\|\s*/g, ' ')
      // Lines (list items) that end without punctuation are clauses of one sentence.
      .replace(/([^\s.!?;:,])[ \t]*\n+(?=\s*\S)/g, '$1; ')
      .replace(/[*_`~#]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function sentences(text: string): string[] {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

const wordsOf = (text: string) => text.split(' ').filter(Boolean);

/**
 * A field shortened for the executive summary: its first sentences up to {@link SUMMARY_WORDS}
 * words, never all of them; a one-sentence field is cut at its last clause break (or at a word) and
 * ends with "…". Null when the
 * field is too short to shorten (a summary never copies a field whole).
 */
export function summarise(markdown: string, maxWords = SUMMARY_WORDS): string | null {
  const all = sentences(plainWords(markdown));
  const taken: string[] = [];
  let count = 0;
  for (const sentence of all.slice(0, -1)) {
    const n = wordsOf(sentence).length;
    if (count + n > maxWords) break;
    taken.push(sentence);
    count += n;
  }
  if (taken.length > 0) return taken.join(' ');
  const words = wordsOf(all[0] ?? '');
  // At the last clause break (a comma, semicolon, colon or dash) when there is one, else at 60 %.
  const limit = Math.min(maxWords, words.length - 1);
  const clause = words.findLastIndex(
    (w, i) => i < limit && (/[,;:]$/.test(w) || /^[–—-]$/.test(words[i + 1] ?? '')),
  );
  const keep = clause >= 2 ? clause + 1 : Math.min(limit, Math.max(3, Math.floor(words.length * 0.6)));
  if (keep < 2) return null;
  return `${words
    .slice(0, keep)
    .join(' ')
    .replace(/[,;:.!?]+$/, '')}…`;
}

export interface KeyFigure {
  label: string;
  value: string;
}

/**
 * The running costs of a scenario: its operating costs of year 1 (the P&L's, payroll charges
 * included) less the one-off costs of year 1, as an average month, in cents (rounded half away from
 * zero). One meaning wherever the plan says "running costs ... a month".
 */
export function averageRunningCosts(
  data: Pick<ForecastData, 'costs'>,
  year1OperatingCosts: number,
  costsMultiplier: number,
): number {
  const oneOffs = sumCents(
    data.costs.filter((c) => c.startMonth <= 12).map((c) => scaledCents(c.oneOff, costsMultiplier)),
  );
  return mulDivRound(1, year1OperatingCosts - oneOffs, 12);
}

/**
 * The one-off costs the funding pays for, largest first, then the running costs: "Oven 4,200.50
 * EUR; Bike 1,300.25 EUR; running costs of 2,456.25 EUR a month on average in year 1". Both from the
 * budget's lines, the one list of costs.
 */
function useOfFunds(
  data: ForecastData,
  year1OperatingCosts: number,
  currency: string,
  locale: string,
): string {
  const lines = data.costs
    .filter((c) => c.oneOff > 0)
    .map((c) => ({ name: c.name, cents: toCents(c.oneOff) }))
    .sort((a, b) => b.cents - a.cents);
  const running = averageRunningCosts(data, year1OperatingCosts, data.scenarios.base.costs);
  const parts = lines.slice(0, 4).map((l) => `${l.name} ${formatMoney(l.cents, currency, locale)}`);
  if (lines.length > 4) parts.push(`${lines.length - 4} more one-off costs`);
  if (running > 0) {
    parts.push(`running costs of ${formatMoney(running, currency, locale)} a month on average in year 1`);
  }
  return parts.join('; ');
}

const INSTRUMENT_NAMES = { loan: 'A loan', equity: 'Equity', grant: 'A grant' } as const;

/**
 * "A loan of 8,000 EUR: the workshop's fit-out", or without an ask, the amount still to find as the
 * ask to make; null when there is neither.
 */
export function askFigure(
  ask: ForecastAsk | undefined,
  stillToFind: number,
  money: (cents: number) => string,
): string | null {
  if (ask) {
    const purpose = ask.purpose.trim();
    return `${INSTRUMENT_NAMES[ask.instrument]} of ${money(toCents(ask.amount))}${purpose ? `: ${purpose}` : ''}`;
  }
  return stillToFind > 0 ? `${money(stillToFind)}, the amount still to find` : null;
}

/** The key figures' first row when the forecast questions its own numbers. */
export const KEY_FIGURES_WARNING_LABEL = 'Warnings';

/**
 * 'The forecast raises 2 warnings about these figures: read "Check these numbers" in the Forecast
 * section before relying on them.' Figures the forecast questions are not presented as checked.
 */
export function keyFiguresWarning(count: number): string {
  const warnings = count === 1 ? '1 warning' : `${count} warnings`;
  return `The forecast raises ${warnings} about these figures: read "Check these numbers" in the Forecast section before relying on them.`;
}

/**
 * The key figures a lender looks for first, from the forecast engine (`computeForecast`): the
 * funding need and its use, revenue in years 1-3, the break-even month and the chosen customer
 * group. Figures the board cannot give yet are left out. When the base scenario raises warnings
 * (`forecastWarnings`), a first row says so and points to them.
 */
export function keyFigures(
  board: Pick<BoardData, 'forecastData' | 'budgetingData' | 'targetAudienceData'>,
  locale: string,
): KeyFigure[] {
  const figures: KeyFigure[] = [];
  const data = board.forecastData;
  // A forecast that cannot be computed gives no figures (its section says why).
  const forecast = boardForecastOutcome(board)?.forecast ?? null;
  if (data && forecast) {
    const base = forecast.scenarios.base;
    const money = (cents: number) => formatMoney(cents, forecast.currency, locale);
    if (base.warnings.length > 0) {
      figures.push({ label: KEY_FIGURES_WARNING_LABEL, value: keyFiguresWarning(base.warnings.length) });
    }
    const need = base.fundingNeed;
    figures.push({
      label: 'Funding required',
      value: `${money(need.required)}: ${money(need.planned.total)} planned, ${money(need.stillToFind)} still to find`,
    });
    const ask = askFigure(data.ask, need.stillToFind, money);
    if (ask) figures.push({ label: 'The ask', value: ask });
    const use = useOfFunds(data, base.years[0]?.operatingCosts ?? 0, forecast.currency, locale);
    if (use) figures.push({ label: 'Use of funds', value: use });
    base.years.forEach((year, i) =>
      figures.push({ label: `Revenue, year ${i + 1}`, value: money(year.revenue) }),
    );
    figures.push({
      label: 'Break-even',
      value:
        (base.breakEvenMonth === null
          ? `Not within ${FORECAST_MONTHS} months`
          : `Month ${base.breakEvenMonth} (${monthName(data.firstMonth, base.breakEvenMonth)})`) +
        (base.firstProfitableMonth !== null && base.firstProfitableMonth !== base.breakEvenMonth
          ? `; first profitable month: month ${base.firstProfitableMonth}`
          : ''),
    });
  }
  const group = board.targetAudienceData.chosenTargetGroup;
  if (hasText(group)) figures.push({ label: 'Chosen customer group', value: plainWords(group) });
  return figures;
}
