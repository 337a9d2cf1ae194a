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
