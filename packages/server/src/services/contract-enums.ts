// The contract's enums are closed (docs/architecture.md, "Closed enums"): the service answers only values the
// schema lists. Most values reach an answer typed: a Prisma enum the contract's enum equals, or a literal the
// compiler checks against the generated type. The values below are kept in text columns (and JSON), which
// Prisma types as `string`: a present function reads them back through the enum's table here instead of
// casting the string to the enum's type, so the list is the generated enum's exactly and nothing else passes.
import type { Schema } from '@payroll/api-types';

/** An enum of the contract as the code holds it: its values, and a reader for a value stored as text. */
export interface ContractEnum<T extends string> {
  /** The schema's name, for the error below. */
  readonly name: string;
  /** Every value the schema lists, in the table's order. */
  readonly values: readonly T[];
  /**
   * A stored value, typed as the enum: the same string when the schema lists it. A value it does not list was
   * written by no code path of the service (every write is typed from the same enum); it is thrown, as a 500
   * `internal_error`, rather than answered to a client that trusts the schema.
   */
  of(stored: string): T;
}

/**
 * `listed` has exactly one key per value of the generated enum `T`: the compiler refuses a table that misses a
 * value, and (an object literal's excess property check) one that holds a value the schema does not list. So a
 * value added to or removed from the contract's enum fails the build until its table follows.
 */
export function contractEnum<T extends string>(name: string, listed: { readonly [K in T]: true }): ContractEnum<T> {
  const values = Object.keys(listed) as T[];
  const known = new Set<string>(values);
  return {
    name,
    values,
    of(stored: string): T {
      if (known.has(stored)) return stored as T;
      throw new Error(`A stored ${name} value is not one the contract lists: ${JSON.stringify(stored)}`);
    },
  };
}

// prettier-ignore
export const EARNING_CODE_TYPE = contractEnum<Schema<'EarningCodeType'>>('EarningCodeType', {
  Regular: true, Overtime: true, DoubleOvertime: true, PaidHoliday: true, Sick: true, Pto: true, Bonus: true, Commission: true,
  CashTips: true, PaycheckTips: true, Severance: true, GroupTermLife: true, OtherImputed: true, NonHourlyRegular: true, Reimbursement: true,
});

// prettier-ignore
export const TAX_DEPOSIT_TAX = contractEnum<Schema<'TaxDepositTax'>>('TaxDepositTax', {
  FederalIncomeTax: true, SocialSecurity: true, Medicare: true, AdditionalMedicare: true, FederalUnemployment: true, StateIncomeTax: true,
  StateProgram: true, StateUnemployment: true, StateEmployerProgram: true, LocalIncomeTax: true, LocalEmployerTax: true,
});

export const PAYMENT_CHANGE_STATUS = contractEnum<Schema<'PaymentChangeStatus'>>('PaymentChangeStatus', { Held: true, Confirmed: true, Released: true, Rejected: true });

export type PaymentChangeRejectedBecause = NonNullable<Schema<'PaymentChange'>['rejectedBecause']>;
export const PAYMENT_CHANGE_REJECTED_BECAUSE = contractEnum<PaymentChangeRejectedBecause>('PaymentChange.rejectedBecause', { Partner: true, Superseded: true, LinkRevoked: true });

export const FUNDING_FAILURE_STATUS = contractEnum<Schema<'FundingFailureStatus'>>('FundingFailureStatus', { Unresolved: true, Resolved: true });

export const PAYROLL_OFF_CYCLE_REASON = contractEnum<Schema<'PayrollOffCycleReason'>>('PayrollOffCycleReason', { Bonus: true, Correction: true, Termination: true, Other: true });

export const FUNDING_METHOD = contractEnum<Schema<'FundingMethod'>>('FundingMethod', { Ach: true, Wire: true });

export const REVERSAL_MOVEMENT_KIND = contractEnum<Schema<'PayrollReversalMovement'>['kind']>('PayrollReversalMovement.kind', { DirectDepositReversal: true, StoppedCheck: true });

export const LOCAL_TAX_PAYER = contractEnum<Schema<'LocalTax'>['payer']>('LocalTax.payer', { Employee: true, Company: true });

export const LOCAL_TAX_RULE = contractEnum<NonNullable<Schema<'LocalTax'>['rule']>>('LocalTax.rule', { Both: true, Credit: true, HighestOf: true });

export const CONTRACTOR_TYPE = contractEnum<Schema<'ContractorType'>>('ContractorType', { Individual: true, Business: true });

// prettier-ignore
export const ATTRIBUTE_TYPE = contractEnum<Schema<'EmployeeCompanyDefinedAttribute'>['type']>('EmployeeCompanyDefinedAttribute.type', {
  Text: true, Number: true, Date: true, Boolean: true, Select: true,
});
