import type { ForecastData } from '../forecast/assumptions.js';
import { writtenAmounts } from '../forecast/defaults.js';
import type { Cents } from '../forecast/money.js';
import { formatMoney, sumCents, toCents } from '../forecast/money.js';
import { FORECAST_MONTHS, monthName, MONTHS_PER_YEAR } from '../forecast/months.js';
import type { ScenarioForecast } from '../forecast/scenarios.js';
import type { ReviewCheck } from './check.js';
import { boardForecast } from './forecast-of.js';
import { bulletItems, firstSentence, itemName, listItems, mentions } from './words.js';

/** A period a text names, as forecast months (1 = the forecast's first month). */
interface Period {
  start: number;
  end: number;
  index: number;
}

const MONTHS =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+((?:19|20)\d\d)\b/gi;
const MONTH_NUMBER = /\bmonths?\s+(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\b/gi;
const YEAR_NUMBER = /\byear\s+([1-3])\b/gi;
const YEAR_WORD = /\b(first|second|third)\s+year\b/gi;
const WITHIN = /\b(?:within|in the first|after)\s+(\d{1,2})\s+(months?|weeks?)\b/gi;
const WEEK_NUMBER = /\bweeks?\s+(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?\b/gi;
const MONTH_STARTS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ORDINAL_YEARS = { first: 1, second: 2, third: 3 } as const;
/** Weeks to forecast months: 52 weeks in 12 months. */
const weekMonth = (week: number) => Math.max(1, Math.ceil((week * MONTHS_PER_YEAR) / 52));

/**
 * The periods a text names ("month 4", "months 4-12", "year 1", "June 2027", "weeks 1-4", "within 12
 * months"), in order.
 */
export function periodsNamed(text: string, firstMonth: string): Period[] {
  const [firstYear, first] = firstMonth.split('-').map(Number) as [number, number];
  const found: Period[] = [];
  for (const m of text.matchAll(MONTH_NUMBER)) {
    const start = Number(m[1]);
    found.push({ start, end: m[2] ? Number(m[2]) : start, index: m.index });
  }
  for (const m of text.matchAll(YEAR_NUMBER)) {
    const year = Number(m[1]);
    found.push({ start: (year - 1) * MONTHS_PER_YEAR + 1, end: year * MONTHS_PER_YEAR, index: m.index });
  }
  for (const m of text.matchAll(YEAR_WORD)) {
    const year = ORDINAL_YEARS[m[1]!.toLowerCase() as keyof typeof ORDINAL_YEARS];
    found.push({ start: (year - 1) * MONTHS_PER_YEAR + 1, end: year * MONTHS_PER_YEAR, index: m.index });
  }
  for (const m of text.matchAll(MONTHS)) {
    const month = MONTH_STARTS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    const n = Number(m[2]) * 12 + month - (firstYear * 12 + first) + 1;
    found.push({ start: n, end: n, index: m.index });
  }
  for (const m of text.matchAll(WITHIN)) {
    const n = Number(m[1]);
    const end = /^w/i.test(m[2]!) ? weekMonth(n) : n;
    found.push({ start: 1, end, index: m.index });
  }
  for (const m of text.matchAll(WEEK_NUMBER)) {
    found.push({
      start: weekMonth(Number(m[1])),
      end: weekMonth(Number(m[2] ?? m[1])),
      index: m.index,
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

const inForecast = (month: number) => month >= 1 && month <= FORECAST_MONTHS;

/** The text with its dates, amounts of money and percentages blanked, so the numbers left are counts. */
function countsOnly(text: string): string {
  const blank = (s: string) => ' '.repeat(s.length);
  return text
    .replace(MONTH_NUMBER, blank)
    .replace(YEAR_NUMBER, blank)
    .replace(MONTHS, blank)
    .replace(WEEK_NUMBER, blank)
    .replace(WITHIN, blank)
    .replace(/(?:[€$£¥]\s?)?\d[\d,.]*\s?(?:%|percent|[€$£¥]|eur|euros?|usd|gbp|dollars?|pounds?)?/gi, (m) =>
      /%|percent|[€$£¥]|eur|usd|gbp|dollar|pound/i.test(m) ? blank(m) : m,
    );
}

const BREAK_EVEN =
  /\bbreak[- ]?even\b|\bcover (?:all )?(?:\w+ )?costs\b|\bprofitab\w*|\b(?:in|into|turn a|make a) profit\b/i;
const FIRST_PROFIT = /\bfirst (?:profitable month|month (?:in|of) profit|profit)\b/i;
const REVENUE = /\b(revenue|turnover|sales|income)\b/i;
const MONTHLY = /\b(?:a|per|each) month\b|\bmonthly\b|\/\s?month\b|\bmrr\b/i;
const LIMIT = /\b(?:at most|up to|no more than|maximum(?: of)?|max\.?|capacity(?: of)?|limit(?: of)?)\s*$/i;
/** A number followed by one of these words counts something else ("30 of them", "12 a working day"). */
const NOT_A_NOUN = /^(?:of|to|from|in|on|at|by|per|a|an|the|and|or|more|less|times|x)\b/i;
const CUSTOMERS = /\b(customers?|clients?|subscribers?|members?|users?|households?|accounts?)\b/i;

/** The base scenario's units of a stream at `month`: subscribers then, sales that month or up to it. */
function unitsAt(
  base: ScenarioForecast,
  stream: number,
  subscription: boolean,
  month: number,
  monthly: boolean,
) {
  const months = base.months.slice(0, month);
  if (subscription || monthly) return months[month - 1]?.unitsByStream[stream] ?? 0;
  return months.reduce((sum, m) => sum + (m.unitsByStream[stream] ?? 0), 0);
}

/** What a SMART goal says that the base scenario contradicts, as one sentence; null when nothing. */
function goalContradiction(
  goal: string,
  data: ForecastData,
  base: ScenarioForecast,
  currency: string,
): string | null {
  const periods = periodsNamed(goal, data.firstMonth);
  const when = periods.at(-1)?.end;
  if (when === undefined || !inForecast(when)) return null;
  const quote = `"${firstSentence(goal, 120)}"`;
  const at = `month ${when} (${monthName(data.firstMonth, when)})`;
  if (BREAK_EVEN.test(goal)) {
    // "A first profitable month" is the first month in profit; break-even is the sustained one.
    const first = FIRST_PROFIT.test(goal);
    const month = first ? base.firstProfitableMonth : base.breakEvenMonth;
    const what = first ? 'has its first profitable month' : 'breaks even for good';
    if (month === null)
      return `${quote}: the forecast never ${first ? 'makes a profit' : 'breaks even for good'} within ${FORECAST_MONTHS} months`;
    if (Math.abs(month - when) <= 1) return null;
    return `${quote} says month ${when}: the forecast ${what} in month ${month} (${monthName(data.firstMonth, month)})`;
  }
  const amount = writtenAmounts(goal)[0];
  if (REVENUE.test(goal) && amount !== undefined) {
    const monthly = MONTHLY.test(goal);
    const months = monthly ? [base.months[when - 1]!] : base.months.slice(Math.max(0, when - 12), when);
    const revenue: Cents = sumCents(months.map((m) => m.revenue));
    if (revenue >= toCents(amount) * 0.9) return null;
    return `${quote}: the forecast's revenue ${monthly ? `in ${at}` : `in the 12 months to ${at}`} is ${formatMoney(revenue, currency)}`;
  }
  const text = countsOnly(goal);
  for (const m of text.matchAll(
    /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]\d) ((?:[\p{L}'-]+ ?){1,4})/gu,
  )) {
    // "three walkers serve at most 48 plans" states a limit, "from 45 to 30 days" a change, not a goal.
    if (LIMIT.test(text.slice(0, m.index)) || /\b(?:from|to)\s*$/i.test(text.slice(0, m.index))) continue;
    if (NOT_A_NOUN.test(m[2]!)) continue;
    const count = Number(m[1]!.replace(/,/g, ''));
    const words = m[2]!;
    const index = data.streams.findIndex((s) => mentions(words, s.name) && keyWords(words));
    const streams =
      index >= 0
        ? [index]
        : CUSTOMERS.test(words.split(/\s+/).slice(0, 2).join(' '))
          ? data.streams.flatMap((s, i) => (s.pricingModel === 'subscription' ? [i] : []))
          : [];
    if (streams.length === 0 || count === 0) continue;
    const monthly = MONTHLY.test(words) || MONTHLY.test(goal.slice(m.index, m.index + m[0].length + 12));
    const forecast = streams.reduce(
      (sum, i) => sum + unitsAt(base, i, data.streams[i]!.pricingModel === 'subscription', when, monthly),
      0,
    );
    if (forecast >= count * 0.9) continue;
    const stream = index >= 0 ? data.streams[index]! : null;
    const what = !stream
      ? 'subscribers'
      : stream.pricingModel === 'subscription'
        ? `subscribers to "${stream.name}"`
        : `sales of "${stream.name}"`;
    return `${quote}: the forecast counts ${forecast} ${what} ${monthly ? `in ${at}` : `by ${at}`}`;
  }
  return null;
}

/** Whether the words after a number hold a word that can name a stream (four letters or more). */
const keyWords = (words: string) => /\p{L}{4,}/u.test(words);

/** The launch plan's lines, each with the period its line or its section heading names. */
function launchLines(
  plan: string,
  firstMonth: string,
): { text: string; heading: boolean; period: Period | null }[] {
  let section: Period | null = null;
  const lines: { text: string; heading: boolean; period: Period | null }[] = [];
  for (const raw of plan.split('\n')) {
    const trimmed = raw.trim();
    const text = trimmed
      .replace(/^(?:#+|[-*•]|\d+[.)])\s*/, '')
      .replace(/\*\*|__/g, '')
      .trim();
    if (!text) continue;
    const heading =
      /^#/.test(trimmed) ||
      /^\*\*[^*]+\*\*:?$/.test(trimmed) ||
      (text.endsWith(':') && !/^[-*•]/.test(trimmed));
    const own = periodsNamed(text, firstMonth)[0] ?? null;
    if (heading) section = own;
    lines.push({ text, heading, period: own ?? section });
  }
  return lines;
}

const HIRE = /\b(hire|hires|hiring|recruit\w*|take on|employ)\b/i;
const SPEND = /\b(buy|buys|purchase\w*|spend|invest in|lease|sign the lease|rent a|order)\b/i;
const LAUNCH = /\b(launch|launches|go live|goes live|opens?|opening)\b/i;

const monthsText = (p: Period) => (p.start === p.end ? `month ${p.start}` : `months ${p.start}-${p.end}`);

/** What the launch plan schedules that the forecast has in another month, one sentence each. */
function launchContradictions(plan: string, data: ForecastData, base: ScenarioForecast): string[] {
  const lines = launchLines(plan, data.firstMonth);
  const found: string[] = [];
  const within = (month: number, p: Period) => month >= p.start && month <= p.end;
  for (const { text, heading, period } of lines) {
    if (!period || heading || !inForecast(period.start)) continue;
    const quote = `"${firstSentence(text, 100)}"`;
    if (HIRE.test(text)) {
      const nearest = data.costs
        .filter((c) => c.kind === 'payroll' && mentions(text, c.name))
        .sort((a, b) => Math.abs(a.startMonth - period.start) - Math.abs(b.startMonth - period.start))[0];
      if (!nearest) found.push(`${quote} (${monthsText(period)}): the forecast has no such hire`);
      else if (!within(nearest.startMonth, period))
        found.push(
          `${quote} (${monthsText(period)}): the forecast hires "${nearest.name}" in month ${nearest.startMonth}`,
        );
    } else if (SPEND.test(text)) {
      const spends = [
        ...data.assets.map((a) => ({ name: a.name, month: a.month })),
        ...data.costs.map((c) => ({ name: c.name, month: c.startMonth })),
      ].filter((s) => mentions(text, s.name));
      const first = spends[0];
      if (first && !spends.some((s) => within(s.month, period)))
        found.push(
          `${quote} (${monthsText(period)}): the forecast spends on "${first.name}" from month ${first.month}`,
        );
    }
  }
  const launch =
    lines.find((l) => l.heading && l.period && LAUNCH.test(l.text)) ??
    lines.find((l) => l.period && LAUNCH.test(l.text));
  // A forecast stream sells from month 1 (it has no start month), so a launch after month 1 cannot be
  // matched there: only a forecast that sells nothing until after the launch period contradicts it.
  const sells = base.months.findIndex((m) => m.revenue > 0) + 1;
  if (launch?.period && inForecast(launch.period.end) && sells > launch.period.end) {
    found.push(
      `"${firstSentence(launch.text, 100)}" (${monthsText(launch.period)}): the forecast sells nothing until month ${sells} (${monthName(data.firstMonth, sells)})`,
    );
  }
  return found;
}

/** Two prices are the same when within a cent or half a percent. */
const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, b * 0.005);

/** Whether a written price is the forecast's price: as is, with VAT, or for a year of a monthly subscription. */
function usesPrice(written: number, stream: ForecastData['streams'][number], vatPercent: number): boolean {
  const withVat = stream.price * (1 + vatPercent / 100);
  const forms = [stream.price, withVat];
  if (stream.pricingModel === 'subscription') forms.push(stream.price * 12, withVat * 12);
  return forms.some((f) => same(written, f));
}

/** The checks that set the plan's words against its forecast: goals, launch plan, prices. */
export const CONSISTENCY_CHECKS: readonly ReviewCheck[] = [
  {
    id: 'consistency.goals-vs-forecast',
    stage: 'business-model',
    severity: 'major',
    title: 'A SMART goal says something the forecast does not',
    why: 'A goal and the forecast tell one story: when a month, an amount or a count differs, a reader cannot tell which one to believe.',
    suggestion:
      "Change the goal to the forecast's figure, or change the forecast's assumptions until it reaches the goal.",
    run: (b) => {
      const found = boardForecast(b);
      if (!found || !b.forecastData) return [];
      const base = found.forecast.scenarios.base;
      const wrong = listItems(b.businessModelData.refinedSMARTGoals)
        .map((g) => goalContradiction(g, b.forecastData!, base, found.forecast.currency))
        .filter((s): s is string => s !== null);
      if (wrong.length === 0) return [];
      return [
        {
          field: 'businessModelData.refinedSMARTGoals',
          why: `${wrong.join('; ')}. A goal and the forecast tell one story: a reader cannot tell which one to believe.`,
        },
      ];
    },
  },
  {
    id: 'consistency.launch-vs-forecast',
    stage: 'go-to-market',
    severity: 'major',
    title: 'The launch plan and the forecast disagree on when things happen',
    why: 'A hire, a spend or the opening the launch plan puts in one month and the forecast in another changes when the cash goes out or comes in.',
    suggestion:
      "Move the hire, the spend or the start of sales in the forecast to the launch plan's month, or change the launch plan.",
    run: (b) => {
      const found = boardForecast(b);
      if (!found || !b.forecastData) return [];
      const wrong = launchContradictions(
        b.goToMarketData.refinedLaunchPlan,
        b.forecastData,
        found.forecast.scenarios.base,
      );
      if (wrong.length === 0) return [];
      return [
        {
          field: 'goToMarketData.refinedLaunchPlan',
          why: `${wrong.join('; ')}. When the launch plan and the forecast disagree, the cash the plan needs is wrong.`,
        },
      ];
    },
  },
  {
    id: 'consistency.prices',
    stage: 'business-model',
    severity: 'major',
    title: "A price in the revenue streams is not the forecast's",
    why: 'The forecast earns what its prices say: a different price in the revenue streams means one of the two is wrong.',
    suggestion:
      'Use the same price in the revenue streams and in the forecast (with or without VAT, as you sell).',
    run: (b) => {
      const data = b.forecastData;
      if (!data) return [];
      const currency = boardForecast(b)?.forecast.currency ?? '';
      const wrong: string[] = [];
      for (const item of bulletItems(b.businessModelData.refinedRevenueStreams)) {
        const name = itemName(item);
        const stream =
          data.streams.find((s) => s.name.trim().toLowerCase() === name.toLowerCase()) ??
          data.streams.find((s) => mentions(s.name, name, Infinity));
        const written = writtenAmounts(item);
        if (!stream || stream.price <= 0 || written.length === 0) continue;
        if (written.some((w) => usesPrice(w, stream, data.salesTaxPercent))) continue;
        wrong.push(
          `"${name}" costs ${formatMoney(toCents(written[0]!), currency)} in the revenue streams and ${formatMoney(toCents(stream.price), currency)} in the forecast`,
        );
      }
      if (wrong.length === 0) return [];
      return [
        {
          field: 'businessModelData.refinedRevenueStreams',
          why: `${wrong.join('; ')}. The forecast earns what its prices say, so one of the two is wrong.`,
        },
      ];
    },
  },
];
