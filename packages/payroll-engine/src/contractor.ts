import { cents, dec, given } from './money';
import { splitNetPay } from './split';
import type { ContractorContext, ContractorItemInput, ContractorItemResult } from './types';

/**
 * A contractor item: gross = hours x payRate rounded half-up to cents (or the
 * given `amount`), no withholding, net = gross + reimbursement.
 */
export function computeContractorItem(input: ContractorItemInput, context: ContractorContext = {}): ContractorItemResult {
  const hours = dec(input.hours, 'hours');
  const payRate = dec(input.payRate, 'payRate');
  const grossPay = given(input.amount) ? cents(dec(input.amount, 'amount')) : cents(hours.mul(payRate));
  const reimbursement = cents(dec(input.reimbursement, 'reimbursement'));
  const netPay = grossPay.plus(reimbursement);
  const paymentMethod = input.paymentMethod ?? 'DirectDeposit';
  const result: ContractorItemResult = {
    paymentMethod,
    hours,
    payRate,
    grossPay,
    reimbursement,
    netPay,
    splits: paymentMethod === 'DirectDeposit' ? splitNetPay(netPay, context.netPaySplit) : [],
    warnings: [],
  };
  if (input.contractorId !== undefined) result.contractorId = input.contractorId;
  return result;
}
