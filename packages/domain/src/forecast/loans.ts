import type { ForecastLoan } from './assumptions.js';
import type { Cents } from './money.js';
import { mulDivRound, toCents } from './money.js';

/** A loan month by month, indexed by forecast month (index 0 unused), to the loan's last payment. */
export interface LoanSchedule {
  received: Cents[];
  interest: Cents[];
  principal: Cents[];
  /** Outstanding at the end of the month. */
  balance: Cents[];
}

/**
 * The annuity payment of `principal` cents over `months` at `annualPercent` a year, rounded to the
 * cent: P x i / (1 - (1 + i)^-n) with i the monthly rate (annual / 12); P / n without interest.
 */
export function annuityPayment(principal: Cents, annualPercent: number, months: number): Cents {
  const rate = annualPercent / 1200;
  if (rate === 0) return Math.ceil(principal / months);
  return Math.round((principal * rate) / (1 - (1 + rate) ** -months));
}

/**
 * The loan's schedule: cash in its month, repayments from the next month on; interest only for
 * `interestOnlyMonths`, then equal monthly payments (interest on the balance, rounded half away from
 * zero to the cent, the rest principal); the last payment clears what is left.
 */
export function loanSchedule(loan: ForecastLoan, length: number): LoanSchedule {
  const last = Math.max(length, loan.month + loan.termMonths);
  const zeros = () => new Array<number>(last + 1).fill(0);
  const schedule: LoanSchedule = {
    received: zeros(),
    interest: zeros(),
    principal: zeros(),
    balance: zeros(),
  };
  const principal = toCents(loan.principal);
  const basisPoints = Math.round(loan.annualInterestPercent * 100);
  const annuityMonths = loan.termMonths - loan.interestOnlyMonths;
  const payment = annuityPayment(principal, loan.annualInterestPercent, annuityMonths);
  schedule.received[loan.month] = principal;
  let balance = principal;
  schedule.balance[loan.month] = balance;
  for (let m = loan.month + 1; m <= last; m += 1) {
    const interest = mulDivRound(balance, basisPoints, 120_000);
    const paymentNumber = m - loan.month;
    let repaid = 0;
    if (paymentNumber > loan.interestOnlyMonths) {
      repaid = paymentNumber >= loan.termMonths ? balance : Math.min(balance, payment - interest);
    }
    balance -= repaid;
    schedule.interest[m] = interest;
    schedule.principal[m] = repaid;
    schedule.balance[m] = balance;
  }
  return schedule;
}

/** One period (a month or a forecast year) of a loan's schedule. */
export interface LoanPeriod {
  /** "Month 3" or "Year 2". */
  label: string;
  /** Outstanding at the start of the period. */
  opening: Cents;
  received: Cents;
  interest: Cents;
  principal: Cents;
  /** Interest and principal paid. */
  payment: Cents;
  /** Outstanding at the end of the period. */
  closing: Cents;
}

/** A loan's schedule as a lender reads it: one row per month, or per forecast year, to its last payment. */
export interface LoanAmortisation {
  name: string;
  periods: LoanPeriod[];
  /** Sums over every period: what the loan costs in interest and what it repays. */
  totals: { received: Cents; interest: Cents; principal: Cents; payment: Cents };
}

function loanPeriod(schedule: LoanSchedule, from: number, to: number, label: string): LoanPeriod {
  let received = 0;
  let interest = 0;
  let principal = 0;
  for (let m = from; m <= to; m += 1) {
    received += schedule.received[m] ?? 0;
    interest += schedule.interest[m] ?? 0;
    principal += schedule.principal[m] ?? 0;
  }
  const opening = from > 1 ? (schedule.balance[from - 1] ?? 0) : 0;
  return {
    label,
    opening,
    received,
    interest,
    principal,
    payment: interest + principal,
    closing: opening + received - principal,
  };
}

/**
 * A loan's amortisation table from its schedule (`ForecastProjection.loanSchedules`): by month, or by
 * forecast year (12 months from the first month), from month 1 to the loan's last payment, so a
 * loan longer than the forecast shows every year it runs.
 */
export function loanAmortisation(
  loan: Pick<ForecastLoan, 'name'>,
  schedule: LoanSchedule,
  by: 'month' | 'year',
): LoanAmortisation {
  const last = schedule.balance.length - 1;
  const size = by === 'month' ? 1 : 12;
  const periods: LoanPeriod[] = [];
  for (let from = 1, n = 1; from <= last; from += size, n += 1) {
    periods.push(
      loanPeriod(
        schedule,
        from,
        Math.min(last, from + size - 1),
        by === 'month' ? `Month ${n}` : `Year ${n}`,
      ),
    );
  }
  const sum = (pick: (p: LoanPeriod) => Cents) => periods.reduce((total, p) => total + pick(p), 0);
  return {
    name: loan.name,
    periods,
    totals: {
      received: sum((p) => p.received),
      interest: sum((p) => p.interest),
      principal: sum((p) => p.principal),
      payment: sum((p) => p.payment),
    },
  };
}
