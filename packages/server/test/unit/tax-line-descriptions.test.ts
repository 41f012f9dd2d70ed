// services/payroll-records.ts stateTaxDescription: how paystubs and reports name a tax line (issue 41: local tax
// lines read as codes, `NY-NYC local tax (nyc_res)`).
import { computeStateTaxes } from '@payroll/payroll-engine';
import Decimal from 'decimal.js';
import { stateTaxDescription } from '../../src/services/payroll-records';

describe('tax line descriptions', () => {
  it('a built-in local tax in words; a registered one by the name it was given, else by its locality and code', () => {
    expect(stateTaxDescription({ jurisdiction: 'NY-NYC', code: 'nyc_res', name: 'LocalIncomeTax' })).toBe('New York City resident tax');
    expect(stateTaxDescription({ jurisdiction: 'CO-DENVER', code: 'denver_opt_er', name: 'LocalEmployerTax' })).toBe('Denver occupational privilege tax (employer)');
    expect(stateTaxDescription({ jurisdiction: 'PA-865001', code: 'pa_eit', name: 'LocalIncomeTax', label: 'Reading earned income tax' })).toBe('Reading earned income tax');
    expect(stateTaxDescription({ jurisdiction: 'OH-COLUMBUS', code: 'oh_city', name: 'LocalEmployerTax', label: 'Columbus city tax' })).toBe('Columbus city tax (employer)');
    expect(stateTaxDescription({ jurisdiction: 'PA-865001', code: 'pa_lst', name: 'LocalIncomeTax' })).toBe('PA-865001 local tax (pa_lst)');
    expect(stateTaxDescription({ jurisdiction: 'CA', code: 'ca_sit', name: 'StateIncomeTax' })).toBe('CA income tax');
  });

  it("the engine's line of a registered local tax carries the name the company gave it", () => {
    const r = computeStateTaxes(
      {
        year: 2026,
        payday: '2026-03-13',
        periodEnd: '2026-03-13',
        frequency: 'Weekly',
        periodsPerYear: 52,
        earnings: [{ kind: 'Regular', paymentIndex: 0, overridden: false, amount: new Decimal(1000), cash: true, supplemental: false }],
        section125: new Decimal(0),
        pension401k: new Decimal(0),
        forceSupplemental: false,
      },
      {
        states: { workStates: ['PA'], workLocalities: [['PA-865001']], residenceState: 'PA', residenceLocalities: ['PA-865001'], year: 2026 },
        suiRates: { PA: '3.5' },
        companyEmployeeCount: 1,
        localTaxes: [{ jurisdiction: 'PA-865001', code: 'pa_eit', name: 'Reading earned income tax', payer: 'Employee', residentRate: '1.7', nonresidentRate: '1', rule: 'HighestOf', effectiveStart: '2026-01-01' }],
      },
      {},
    );
    const eit = r.lines.find((l) => l.code === 'pa_eit');
    expect(eit && { amount: eit.amount.toFixed(2), label: eit.label, description: stateTaxDescription(eit) }).toEqual({ amount: '17.00', label: 'Reading earned income tax', description: 'Reading earned income tax' });
  });
});
