import { InvalidEngineInputError } from './errors';
import { Decimal, sum, type Num } from './money';
import type { PaymentMethod, PayrollTotals } from './types';

/** What totals need of an employee item (an EmployeeItemResult fits; so do stored figures). */
export interface TotalsEmployeeItem {
  paymentMethod: PaymentMethod;
  grossPay: Num;
  reimbursementTotal: Num;
  employeeTaxes: Num;
  companyTaxes: Num;
  employeeBenefits: Num;
  companyBenefits: Num;
  deductionTotal: Num;
  netPay: Num;
}

/** What totals need of a contractor item (a ContractorItemResult fits). */
export interface TotalsContractorItem {
  paymentMethod: PaymentMethod;
  grossPay: Num;
  reimbursement: Num;
  netPay: Num;
}

function signed(value: Num, field: string): Decimal {
  try {
    const d = new Decimal(value);
    if (d.isFinite()) return d;
  } catch {
    // fall through
  }
  throw new InvalidEngineInputError(field, `not a finite number: ${String(value)}`);
}

function total<T>(items: T[], pick: (item: T) => Num, field: string): Decimal {
  return sum(items.map((item, i) => signed(pick(item), `${field}[${i}]`)));
}

/**
 * Totals of a payroll (contract PayrollTotals, Check's definitions):
 * liability = employeeGross + employeeReimbursements + contractorGross +
 * contractorReimbursements + companyTaxes + companyBenefits;
 * cashRequirement = net pay of DirectDeposit items (employees and
 * contractors) + employee taxes + company taxes (Manual, paper-check net pay
 * excluded). Sums of cent amounts, so exact to the cent.
 */
export function computeTotals(
  employeeItems: TotalsEmployeeItem[],
  contractorItems: TotalsContractorItem[] = [],
): PayrollTotals {
  const employeeGross = total(employeeItems, (e) => e.grossPay, 'employeeItems.grossPay');
  const employeeReimbursements = total(employeeItems, (e) => e.reimbursementTotal, 'employeeItems.reimbursementTotal');
  const employeeTaxes = total(employeeItems, (e) => e.employeeTaxes, 'employeeItems.employeeTaxes');
  const employeeBenefits = total(employeeItems, (e) => e.employeeBenefits, 'employeeItems.employeeBenefits');
  const deductions = total(employeeItems, (e) => e.deductionTotal, 'employeeItems.deductionTotal');
  const employeeNet = total(employeeItems, (e) => e.netPay, 'employeeItems.netPay');
  const companyTaxes = total(employeeItems, (e) => e.companyTaxes, 'employeeItems.companyTaxes');
  const companyBenefits = total(employeeItems, (e) => e.companyBenefits, 'employeeItems.companyBenefits');
  const contractorGross = total(contractorItems, (c) => c.grossPay, 'contractorItems.grossPay');
  const contractorReimbursements = total(contractorItems, (c) => c.reimbursement, 'contractorItems.reimbursement');
  const contractorNet = total(contractorItems, (c) => c.netPay, 'contractorItems.netPay');
  const directDepositNet = total(
    employeeItems.filter((e) => e.paymentMethod === 'DirectDeposit'),
    (e) => e.netPay,
    'employeeItems.netPay',
  ).plus(
    total(
      contractorItems.filter((c) => c.paymentMethod === 'DirectDeposit'),
      (c) => c.netPay,
      'contractorItems.netPay',
    ),
  );
  const liability = employeeGross
    .plus(employeeReimbursements)
    .plus(contractorGross)
    .plus(contractorReimbursements)
    .plus(companyTaxes)
    .plus(companyBenefits);
  const cashRequirement = directDepositNet.plus(employeeTaxes).plus(companyTaxes);
  return {
    employeeGross,
    employeeReimbursements,
    employeeTaxes,
    employeeBenefits,
    deductions,
    employeeNet,
    contractorGross,
    contractorReimbursements,
    contractorNet,
    companyTaxes,
    companyBenefits,
    liability,
    cashRequirement,
  };
}
