// Tax deposits paid by ACH credit (docs/ach.md, "Tax payments: CCD+ with a TXP addenda"): for the payrolls a
// file carries, the CCD credits to the agencies ACH_TAX_AGENCY_ACCOUNTS configures, each with one addenda
// record holding its TXP segment (domain/tax-payments.ts). A deposit whose agency, tax type code or taxpayer
// id is missing stays a record, as every deposit does without the setting.
import { businessDayOnOrBefore, toIsoDate, type IsoDate } from '../../domain/calendar';
import { individualIdentification, toCents, type NachaEntryInput } from '../../domain/nacha';
import {
  agencyKeyOf,
  monthEnd,
  quarterEnd,
  taxpayerIdOf,
  txpSegment,
  yearEnd,
  type IrsReturn,
  type StateTax,
  type TaxAgencyAccounts,
  type TaxAgencyKey,
  type TxpAmount,
} from '../../domain/tax-payments';
import { findTaxpayerFacts, findUnpaidTaxDeposits, markTaxDepositsPaidByAch } from '../../repositories/money/ach-tax-payments';
import type { Db } from '../../repositories/db';
import { Decimal } from '../../repositories/decimal';
import { FEDERAL_DEPOSIT_CODE } from '../pay-setup';

export { markTaxDepositsPaidByAch };

/** One CCD+ credit to an agency and the deposits it pays. */
export interface TaxPaymentEntry {
  companyId: string;
  payrollId: string;
  effectiveDate: IsoDate;
  entry: NachaEntryInput & { addenda: string };
  agency: TaxAgencyKey;
  accountNumberLastFour: string;
  taxDepositIds: string[];
}

/** EFTPS Form 941 subcategories (amount types): 1 social security, 2 Medicare, 3 withholding; in that order. */
const FORM_941_AMOUNT_TYPE: Readonly<Record<string, string>> = { us_fica_ss: '1', us_fica_medicare: '2', us_fica_additional_medicare: '2', us_fit: '3' };

interface TaxSetup {
  federalFilerType?: string;
  stateTaxIds?: Array<{ state: string; withholdingAccountNumber?: string; unemploymentAccountNumber?: string }>;
}

/** The individual identification of an entry: the payroll id without its type prefix (as the company debit's). */
const identification = individualIdentification;

/**
 * The tax payments of the payrolls (in their order, then by agency, code, taxpayer id, period): one CCD credit per
 * payroll, agency, tax type code, taxpayer id and period, effective on the payday (the previous bank
 * business day when the payday is not one), as the net pay credits. Nothing without `agencies`.
 */
export async function taxPaymentEntries(db: Db, agencies: TaxAgencyAccounts | undefined, payrolls: Array<{ id: string; companyId: string; payday: Date }>): Promise<TaxPaymentEntry[]> {
  if (!agencies || !payrolls.length) return [];
  const deposits = await findUnpaidTaxDeposits(db, payrolls.map((p) => p.id));
  if (!deposits.length) return [];
  const { companies, steps } = await findTaxpayerFacts(db, [...new Set(deposits.map((d) => d.companyId))]);
  const ein = new Map(companies.map((c) => [c.id, taxpayerIdOf(c.taxId)]));
  const setup = new Map(steps.map((s) => [s.companyId, (s.data ?? {}) as TaxSetup]));
  const out: TaxPaymentEntry[] = [];
  for (const p of payrolls) {
    const payday = toIsoDate(p.payday);
    const groups = new Map<string, { agency: TaxAgencyKey; code: string; taxpayerId: string; periodEnd: IsoDate; amounts: Map<string, Decimal>; ids: string[] }>();
    for (const d of deposits.filter((x) => x.payrollId === p.id)) {
      const agency = agencyKeyOf(d.jurisdiction, d.agency);
      const account = agency ? agencies[agency] : undefined;
      if (!agency || !account) continue;
      const company = setup.get(p.companyId) ?? {};
      let code: string | undefined;
      let taxpayerId: string | undefined;
      let periodEnd: IsoDate;
      let amountType = 'T';
      if (agency === 'IRS') {
        const taxCode = d.code ?? FEDERAL_DEPOSIT_CODE[d.tax] ?? '';
        const form: IrsReturn = taxCode === 'us_futa' ? 'Form940' : company.federalFilerType === 'Form944' ? 'Form944' : 'Form941';
        code = account.taxTypeCodes[form];
        taxpayerId = ein.get(p.companyId);
        periodEnd = form === 'Form941' ? quarterEnd(payday) : yearEnd(payday);
        if (form === 'Form941') amountType = FORM_941_AMOUNT_TYPE[taxCode] ?? 'T';
      } else {
        code = account.taxTypeCodes[d.tax as StateTax];
        const ids = company.stateTaxIds?.find((s) => s.state === d.jurisdiction);
        taxpayerId = taxpayerIdOf(d.tax === 'StateIncomeTax' ? ids?.withholdingAccountNumber : ids?.unemploymentAccountNumber);
        periodEnd = account.period === 'Month' ? monthEnd(payday) : quarterEnd(payday);
      }
      if (!code || !taxpayerId) continue;
      const key = [agency, code, taxpayerId, periodEnd].join('|');
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { agency, code, taxpayerId, periodEnd, amounts: new Map(), ids: [] }));
      g.amounts.set(amountType, (g.amounts.get(amountType) ?? new Decimal(0)).plus(d.amount.toString()));
      g.ids.push(d.id);
    }
    // In the order of agency, tax type code, taxpayer id and period.
    for (const g of [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v)) {
      const account = agencies[g.agency]!;
      const total = [...g.amounts.values()].reduce((s, a) => s.plus(a), new Decimal(0));
      // A total of T; or the 941 subcategories 1, 2, 3 in order (a T among them, from an unknown code, makes it one T).
      const typed = g.amounts.has('T') ? new Map([['T', total]]) : g.amounts;
      const amounts: TxpAmount[] = [...typed.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, amount]) => ({ type, cents: toCents(amount.toFixed(2)) }));
      const addenda = txpSegment({ taxpayerId: g.taxpayerId, taxTypeCode: g.code.toUpperCase(), periodEnd: g.periodEnd, amounts });
      out.push({
        companyId: p.companyId,
        payrollId: p.id,
        effectiveDate: businessDayOnOrBefore(payday),
        entry: {
          transactionCode: account.accountType === 'Savings' ? 32 : 22,
          routingNumber: account.routingNumber,
          accountNumber: account.accountNumber,
          amount: total.toFixed(2),
          identification: identification(p.id),
          name: account.name,
          addenda,
        },
        agency: g.agency,
        accountNumberLastFour: account.accountNumber.slice(-4),
        taxDepositIds: g.ids,
      });
    }
  }
  return out;
}
