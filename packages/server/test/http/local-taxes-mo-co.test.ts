// Built-in Missouri and Colorado local taxes over HTTP (docs/domain-rules.md, "Local taxes"): a Kansas City
// workplace's earnings tax and Denver's occupational privilege tax (employee and employer parts) on preview lines
// with their `jurisdiction` and `code`, and Denver's once-a-month rule across approved payrolls (the service
// reads the month's earlier local tax lines: repositories/local-taxes.ts monthLocalTaxesOf).
//
// Each 40 h x $25 = $1,000 weekly (payroll engine src/states/locals/mo-cities.ts and co-opt.ts, worked as in
// payroll-engine test/states/locals-mo-co-yonkers.test.ts):
//   Kansas City (nonresident working there): 1% x 1,000 = 10.00 every payday.
//   Denver: 1,000 >= $500 in March: 5.75 withheld and 4.00 charged to the company on the first March payday
//   (2026-03-13), nothing on the second (2026-03-20), again on the first April payday (2026-04-03).
import { forEachDatabase } from '@payroll/test-support';
import { expectStatus } from './fixtures';
import { MONDAY, WEEK, payrollWorld, type PayrollWorld } from './payroll-fixtures';

type Json = Record<string, any>;

forEachDatabase('Missouri and Colorado local taxes on payrolls', (server) => {
  let w: PayrollWorld;

  beforeAll(async () => {
    w = await payrollWorld(server());
  });

  it('Kansas City earnings tax and Denver OPT lines with jurisdiction and code; Denver once a calendar month', async () => {
    server().clock.set(MONDAY);
    const as = w.as();
    const addr = (city: string, state: string, zipcode: string, localities?: string[]): Json => ({ street1: '1 Main St', city, state, zipcode, country: 'US', ...(localities ? { localities } : {}) });
    const place = async (name: string, address: Json) => expectStatus(await as.post(`${w.base}/workplaces`, { name, address }), 201).body as Json;
    const kcWp = await place('Crossroads', addr('Kansas City', 'MO', '64106', ['MO-KANSAS_CITY']));
    const denverWp = await place('LoDo', addr('Denver', 'CO', '80202', ['CO-DENVER']));
    expect(denverWp.address.localities).toEqual(['CO-DENVER']);
    const kcId = await w.employee('Kay', { workplaces: [kcWp.id], primaryWorkplaceId: kcWp.id, residence: addr('Independence', 'MO', '64050') });
    const denverId = await w.employee('Denny', { workplaces: [denverWp.id], primaryWorkplaceId: denverWp.id, residence: addr('Lakewood', 'CO', '80226') });
    const ids = [kcId, denverId];
    const run = async (week: Json) => expectStatus(await as.post(`${w.base}/payrolls`, { frequency: 'Weekly', ...week, employeeItems: ids.map((employeeId) => ({ employeeId, payments: [{ regularHours: 40 }] })) }), 201).body as Json;
    const local = (p: Json, id: string) =>
      p.employeeItems.find((i: Json) => i.employeeId === id).taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => `${t.payer} ${t.jurisdiction} ${t.code} ${t.amount}`);

    const first = await run(WEEK);
    expect(local(first, kcId)).toEqual(['Employee MO-KANSAS_CITY kc_earnings 10']);
    expect(local(first, denverId)).toEqual(['Employee CO-DENVER denver_opt 5.75', 'Company CO-DENVER denver_opt_er 4']);
    expect(first.warnings.filter((x: Json) => x.code === 'local_taxes_not_computed')).toEqual([]);
    // (Other items' state warnings, e.g. SUI without a rate on file, are acknowledged: not this test's subject.)
    const approved = await as.post(`${w.base}/payrolls/${first.id}/approve`, { acknowledgedWarnings: [...new Set(first.warnings.map((x: Json) => x.code))] });
    expect(expectStatus(approved, 200).body.status).toBe('Pending');

    // Its tax deposits, through the server's response validation (issue 42: LocalIncomeTax and LocalEmployerTax
    // were outside the TaxDepositTax enum, and `denver_opt` outside TaxDeposit's `code` pattern, so the validator
    // answered 500): one per locality and code, due on the payday, no agency (built-in localities name none).
    const deposits = expectStatus(await as.get(`${w.base}/tax_deposits?payrollId=${first.id}&pageSize=100`), 200).body.results as Json[];
    expect(
      deposits
        .filter((d) => d.jurisdiction.includes('-'))
        .map((d) => [d.tax, d.jurisdiction, d.code, d.amount, d.dueDate, d.status, d.agency])
        .sort((a, b) => `${a[1]}:${a[2]}`.localeCompare(`${b[1]}:${b[2]}`)),
    ).toEqual([
      ['LocalIncomeTax', 'CO-DENVER', 'denver_opt', 5.75, '2026-03-13', 'Pending', undefined],
      ['LocalEmployerTax', 'CO-DENVER', 'denver_opt_er', 4, '2026-03-13', 'Pending', undefined],
      ['LocalIncomeTax', 'MO-KANSAS_CITY', 'kc_earnings', 10, '2026-03-13', 'Pending', undefined],
    ]);
    // Beside them the federal ones, MO and CO income tax and Colorado's employee-paid FAMLI (a StateProgram); no
    // SUI (no rate on file: the acknowledged warning).
    expect(new Set(deposits.map((d) => d.tax))).toEqual(new Set(['FederalIncomeTax', 'SocialSecurity', 'Medicare', 'FederalUnemployment', 'StateIncomeTax', 'StateProgram', 'LocalIncomeTax', 'LocalEmployerTax']));
    // The Denver employee's paystub, through the same validation (PaystubLine's `code` had the same narrow pattern:
    // 500 before): its Denver line with its code, and the Denver wages (issue 39: $1,000, no wage base).
    const stub = expectStatus(await as.get(`${w.base}/employees/${denverId}/paystubs/${first.id}`), 200).body as Json;
    const denverLine = (t: Json) => [t.code, t.amount, t.ytdAmount, t.subjectWages, t.taxableWages];
    expect(stub.taxes.filter((t: Json) => t.jurisdiction === 'CO-DENVER').map(denverLine)).toEqual([['denver_opt', 5.75, 5.75, 1000, 1000]]);
    // Its local line in words, as the paystub PDF prints it (issue 41: `CO-DENVER local tax (denver_opt)` before);
    // Kansas City's likewise.
    expect(stub.taxes.filter((t: Json) => t.jurisdiction === 'CO-DENVER').map((t: Json) => t.description)).toEqual(['Denver occupational privilege tax']);
    const kcStub = expectStatus(await as.get(`${w.base}/employees/${kcId}/paystubs/${first.id}`), 200).body as Json;
    expect(kcStub.taxes.filter((t: Json) => t.jurisdiction.includes('-')).map((t: Json) => t.description)).toEqual(['Kansas City earnings tax']);

    // The second March payday: Denver's tax was charged this month already (its zero lines are stored with the
    // Denver wages, and left out of `taxes` as every zero amount is); Kansas City's is per payment.
    const second = await run({ periodStart: '2026-03-09', periodEnd: '2026-03-15', payday: '2026-03-20' });
    expect(local(second, kcId)).toEqual(['Employee MO-KANSAS_CITY kc_earnings 10']);
    expect(local(second, denverId)).toEqual([]);
    // Its paystub keeps the stored zero line (amount 0, March's 5.75 to date) with the Denver wages it was computed on (issue 39).
    expectStatus(await as.post(`${w.base}/payrolls/${second.id}/approve`, { acknowledgedWarnings: [...new Set(second.warnings.map((x: Json) => x.code))] }), 200);
    const secondStub = expectStatus(await as.get(`${w.base}/employees/${denverId}/paystubs/${second.id}`), 200).body as Json;
    expect(secondStub.taxes.filter((t: Json) => t.jurisdiction === 'CO-DENVER').map(denverLine)).toEqual([['denver_opt', 0, 5.75, 1000, 1000]]);

    // The first April payday charges April's.
    const april = await run({ periodStart: '2026-03-23', periodEnd: '2026-03-29', payday: '2026-04-03' });
    expect(local(april, denverId)).toEqual(['Employee CO-DENVER denver_opt 5.75', 'Company CO-DENVER denver_opt_er 4']);
  });
});
