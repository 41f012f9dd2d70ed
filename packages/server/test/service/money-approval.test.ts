// Issue 36, through the services (no HTTP): what approval refuses so that every dollar of a debit is a
// credit, a held credit with a reason, or a tax (F4: direct deposit to nobody, for employees and contractors,
// also when the account went away between preview and approval; each approved item's split adds up to its net
// pay to the cent), what no NACHA entry can carry (F10: $99,999,999.99, at the bound and a cent over), and who
// may resolve a funding failure (F9: the partner; the HTTP side is test/http/money-approval.test.ts); and the
// paper checks an approval issues and stores, on every database (issue 38: one statement writes them all; the
// PDF and positive-pay files they make are test/http/payroll-lifecycle.test.ts).
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, onEveryDatabase, type TestCaller } from '@payroll/test-support';
import { companyInput, refusal } from './fixtures';

const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const WEEK = { periodStart: '2026-03-02', periodEnd: '2026-03-08', payday: '2026-03-13', frequency: 'Weekly' } as const;
type Item = { id: string; netPay: number; paymentMethod: string };
type Split = { bankAccountId: string; amount: string };

forEachServiceDatabase('approval guards of money (issue 36)', (t) => {
  const db = () => t().db.prisma;
  const services = () => t().services;
  beforeEach(() => t().clock.set('2026-03-02T15:00:00.000Z'));
  afterEach(() => t().clock.reset());

  async function world(name: string) {
    const partner: TestCaller & { partnerId: string } = await t().partner(name);
    const companyId = (await services().companies.create(partner.caller, companyInput({ legalName: `${name} LLC` }))).id;
    await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
    await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
    const wp = (await services().org.createWorkplace(partner.caller, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
    /** Paid by check by default (so onboarding does not block it); a payroll item may still ask for DirectDeposit. */
    const employee = async (firstName: string, extra: Partial<Schema<'EmployeeCreate'>> = {}) => {
      const input: Schema<'EmployeeCreate'> = { firstName, lastName: 'Tester', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 25, period: 'Hourly' }, ...extra };
      return (await services().employees.create(partner.caller, companyId, input)).id;
    };
    const contractor = async (firstName: string, extra: Partial<Schema<'ContractorCreate'>> = {}) => {
      const input: Schema<'ContractorCreate'> = { type: 'Business', businessName: `${firstName} Design LLC`, ein: '12-3456789', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: 'Manual', wage: { rate: 80, period: 'Hourly' }, ...extra };
      return (await services().contractors.create(partner.caller, companyId, input)).id;
    };
    const account = async (kind: 'employee' | 'contractor', id: string, accountNumber = '000123454431') =>
      (await services().bankAccounts.createAccount(partner.caller, companyId, { kind, id }, { routingNumber: '121000358', accountNumber, type: 'Checking' })).id;
    const create = (input: Partial<Schema<'PayrollCreate'>>) => services().payrolls.create(partner.caller, companyId, { ...WEEK, ...input });
    const approve = (id: string) => services().payrolls.approve(partner.caller, companyId, id);
    const status = async (id: string) => (await services().payrolls.get(partner.caller, companyId, id)).status;
    const deposits = (payrollId: string) => db().taxDeposit.count({ where: { payrollId } });
    return { partner, companyId, employee, contractor, account, create, approve, status, deposits };
  }

  onEveryDatabase(() => {
    it('paper checks: approval stores one check per Manual item, numbered from 1001, employees first, then contractors, in item order; approval after a reopen replaces them with the next numbers', async () => {
      const w = await world('Check Partner');
      const ann = await w.employee('Ann', { middleName: 'Quinn' });
      const bob = await w.employee('Bob');
      await w.account('employee', bob);
      const cy = await w.employee('Cy');
      const studio = await w.contractor('Studio');
      const dee = await w.contractor('Dee', { type: 'Individual', businessName: undefined, ein: undefined, firstName: 'Dee', lastName: 'Books', ssn: '512-48-6789', wage: { rate: 50, period: 'Hourly' } });
      const draft = await w.create({
        employeeItems: [ann, bob, cy].map((employeeId) => ({ employeeId, payments: [{ regularHours: 10 }], ...(employeeId === bob ? { paymentMethod: 'DirectDeposit' as const } : {}) })),
        contractorItems: [
          { contractorId: studio, hours: 5 },
          { contractorId: dee, hours: 2 },
        ],
      });
      const checks = async () =>
        (await db().paperCheck.findMany({ where: { companyId: w.companyId }, orderBy: { checkNumber: 'asc' } })).map((c) => ({
          n: c.checkNumber,
          payrollId: c.payrollId,
          payeeId: c.payeeId,
          payee: c.payee,
          amount: c.amount.toFixed(2),
          issueDate: c.issueDate.toISOString(),
          createdAt: c.createdAt.toISOString(),
          replacedAt: c.replacedAt?.toISOString() ?? null,
        }));
      expect(await checks()).toEqual([]);
      t().clock.set('2026-03-04T10:11:12.345Z');
      const approved = await w.approve(draft.id);
      // 10 h at 25 = 250.00 - Social Security 15.50 - Medicare 3.63 (no federal income tax, no Texas income tax) = 230.87;
      // the contractors: 5 h at 80 = 400.00 and 2 h at 50 = 100.00, nothing withheld.
      expect([...approved.employeeItems!, ...approved.contractorItems!].map((i) => i.netPay)).toEqual([230.87, 230.87, 230.87, 400, 100]);
      const first = (createdAt: string) => [
        { n: 1001, payrollId: draft.id, payeeId: ann, payee: 'Ann Quinn Tester', amount: '230.87', issueDate: '2026-03-13T00:00:00.000Z', createdAt, replacedAt: null as string | null },
        { n: 1002, payrollId: draft.id, payeeId: cy, payee: 'Cy Tester', amount: '230.87', issueDate: '2026-03-13T00:00:00.000Z', createdAt, replacedAt: null as string | null },
        { n: 1003, payrollId: draft.id, payeeId: studio, payee: 'Studio Design LLC', amount: '400.00', issueDate: '2026-03-13T00:00:00.000Z', createdAt, replacedAt: null as string | null },
        { n: 1004, payrollId: draft.id, payeeId: dee, payee: 'Dee Books', amount: '100.00', issueDate: '2026-03-13T00:00:00.000Z', createdAt, replacedAt: null as string | null },
      ];
      expect(await checks()).toEqual(first('2026-03-04T10:11:12.345Z'));
      expect((await db().paperCheck.findMany({ where: { companyId: w.companyId } })).every((c) => /^chk_/.test(c.id))).toBe(true);
      t().clock.set('2026-03-05T08:00:00.000Z');
      await services().payrolls.reopen(w.partner.caller, w.companyId, draft.id);
      t().clock.set('2026-03-06T09:30:00.250Z');
      await w.approve(draft.id);
      expect(await checks()).toEqual([
        ...first('2026-03-04T10:11:12.345Z').map((c) => ({ ...c, replacedAt: '2026-03-06T09:30:00.250Z' })),
        ...first('2026-03-06T09:30:00.250Z').map((c) => ({ ...c, n: c.n + 4 })),
      ]);
    });
  });

  /** The split lines an item holds (`splits`, fixed by approval; what the file's credits are made of), as [account, amount]. */
  const splitsOf = async (itemId: string) => {
    const row = (await db().payrollEmployeeItem.findUnique({ where: { id: itemId } })) ?? (await db().payrollContractorItem.findUnique({ where: { id: itemId } }));
    return (row!.splits as Split[]).map((s) => [s.bankAccountId, s.amount]);
  };
  /** The rule an approved payroll keeps: each DirectDeposit item's split lines add up to its net pay, to the cent. */
  const expectFullySplit = async (items: Item[]) => {
    for (const item of items.filter((i) => i.paymentMethod === 'DirectDeposit')) {
      const cents = (await splitsOf(item.id)).reduce((sum, [, amount]) => sum + Math.round(Number(amount) * 100), 0);
      expect(cents).toBe(Math.round(item.netPay * 100));
    }
  };

  it('F4: a DirectDeposit item of an employee or a contractor with no bank account is 422 bank_account_required naming the item; nothing is approved', async () => {
    const w = await world('Nobody Partner');
    const ann = await w.employee('Ann');
    const cal = await w.contractor('Cal');
    const draft = await w.create({ employeeItems: [{ employeeId: ann, paymentMethod: 'DirectDeposit', payments: [{ regularHours: 40 }] }], contractorItems: [{ contractorId: cal, paymentMethod: 'DirectDeposit', hours: 10, payRate: 80 }] });
    const [annItem, calItem] = [draft.employeeItems![0], draft.contractorItems![0]];
    expect(calItem.netPay).toBe(800);
    const refused = await refusal(w.approve(draft.id), 'unprocessable', 'bank_account_required');
    expect(refused.errors).toEqual([
      { field: 'path.id', code: 'bank_account_required', message: `Item ${annItem.id} (employee ${ann}): paid by DirectDeposit, but the employee has no Active bank account to pay its net pay of ${annItem.netPay.toFixed(2)} to.` },
      { field: 'path.id', code: 'bank_account_required', message: `Item ${calItem.id} (contractor ${cal}): paid by DirectDeposit, but the contractor has no Active bank account to pay its net pay of 800.00 to.` },
    ]);
    expect(await w.status(draft.id)).toBe('Draft');
    expect(await w.deposits(draft.id)).toBe(0);

    // The contractor alone: refused the same way (an employee item is not needed for the guard).
    const alone = await w.create({ contractorItems: [{ contractorId: cal, paymentMethod: 'DirectDeposit', hours: 1, payRate: 123.45 }] });
    expect((await refusal(w.approve(alone.id), 'unprocessable', 'bank_account_required')).errors!.map((p) => p.message)).toEqual([
      `Item ${alone.contractorItems![0].id} (contractor ${cal}): paid by DirectDeposit, but the contractor has no Active bank account to pay its net pay of 123.45 to.`,
    ]);

    // With accounts, both are approved, and every dollar of their net pay is split.
    await w.account('employee', ann);
    await w.account('contractor', cal, '000987652982');
    const approved = await w.approve(draft.id);
    expect(approved.status).toBe('Pending');
    expect(await splitsOf(calItem.id)).toEqual([[expect.stringMatching(/^ba_/), '800.00']]);
    await expectFullySplit([...approved.employeeItems!, ...approved.contractorItems!] as Item[]);
  });

  it('F4: the only account deleted (employee) or disabled (contractor) between preview and approval is refused; a split to two accounts adds up to the cent', async () => {
    const w = await world('Gone Partner');
    const bea = await w.employee('Bea');
    const dan = await w.contractor('Dan');
    const beaAccount = await w.account('employee', bea);
    const danAccount = await w.account('contractor', dan, '000987652982');
    const draft = await w.create({ employeeItems: [{ employeeId: bea, paymentMethod: 'DirectDeposit', payments: [{ regularHours: 40 }] }], contractorItems: [{ contractorId: dan, paymentMethod: 'DirectDeposit', hours: 10, payRate: 80 }] });
    const preview = await services().payrolls.preview(w.partner.caller, w.companyId, draft.id);
    const beaNet = preview.employeeItems![0].netPay;
    expect(beaNet).toBe(845.42); // 40 h at $25.00, Texas: 1,000.00 less 154.58 of federal taxes
    expect(await splitsOf(draft.employeeItems![0].id)).toEqual([[beaAccount, beaNet.toFixed(2)]]);
    expect(await splitsOf(draft.contractorItems![0].id)).toEqual([[danAccount, '800.00']]);

    await services().bankAccounts.deleteAccount(w.partner.caller, w.companyId, { kind: 'employee', id: bea }, beaAccount);
    await services().bankAccounts.updateAccount(w.partner.caller, w.companyId, { kind: 'contractor', id: dan }, danAccount, { status: 'Disabled' });
    const refused = await refusal(w.approve(draft.id), 'unprocessable', 'bank_account_required');
    expect(refused.errors!.map((p) => p.message)).toEqual([
      `Item ${draft.employeeItems![0].id} (employee ${bea}): paid by DirectDeposit, but the employee has no Active bank account to pay its net pay of ${beaNet.toFixed(2)} to.`,
      `Item ${draft.contractorItems![0].id} (contractor ${dan}): paid by DirectDeposit, but the contractor has no Active bank account to pay its net pay of 800.00 to.`,
    ]);
    expect(await w.status(draft.id)).toBe('Draft');

    // Two new accounts of Bea, $200.00 to the first and the rest to the second; Dan's account enabled again.
    const first = await w.account('employee', bea, '3849204821');
    const second = await w.account('employee', bea, '55501234567');
    await services().bankAccounts.createSplit(w.partner.caller, w.companyId, { kind: 'employee', id: bea }, { splits: [{ bankAccountId: first, priority: 1, amount: 200 }, { bankAccountId: second, priority: 2 }] });
    await services().bankAccounts.updateAccount(w.partner.caller, w.companyId, { kind: 'contractor', id: dan }, danAccount, { status: 'Active' });
    const approved = await w.approve(draft.id);
    expect(approved.employeeItems![0].netPay).toBe(beaNet);
    expect(await splitsOf(draft.employeeItems![0].id)).toEqual([
      [first, '200.00'],
      [second, '645.42'],
    ]);
    await expectFullySplit([...approved.employeeItems!, ...approved.contractorItems!] as Item[]);
  });

  it('F10: a cash requirement of $99,999,999.99 is approved; one cent more is 422 ach_amount_limit_exceeded; an item over it is refused when computed', async () => {
    const w = await world('Large Partner');
    const eve = await w.contractor('Eve');
    const fay = await w.contractor('Fay');
    await w.account('contractor', eve);
    await w.account('contractor', fay, '000987652982');
    // At the bound: one contractor, no taxes, so the debit is the credit.
    const bound = await w.create({ contractorItems: [{ contractorId: eve, paymentMethod: 'DirectDeposit', hours: 1, payRate: 99_999_999.99 }] });
    expect(bound.totals!.cashRequirement).toBe(99_999_999.99);
    expect((await w.approve(bound.id)).status).toBe('Pending');

    // A cent over, in two items each under the bound.
    const over = await w.create({ contractorItems: [
      { contractorId: eve, paymentMethod: 'DirectDeposit', hours: 1, payRate: 99_999_999.99 },
      { contractorId: fay, paymentMethod: 'DirectDeposit', hours: 1, payRate: 0.01 },
    ] });
    const refused = await refusal(w.approve(over.id), 'unprocessable', 'ach_amount_limit_exceeded');
    expect(refused.errors).toEqual([
      { field: 'path.id', code: 'ach_amount_limit_exceeded', message: "The payroll's cash requirement of 100000000.00, debited from the company in one entry, is over $99,999,999.99." },
    ]);
    expect(await w.status(over.id)).toBe('Draft');

    // An employee's taxes count: gross pay at the bound, the company's taxes on top of it.
    const gus = await w.employee('Gus');
    await w.account('employee', gus, '3849204821');
    const bonus = await w.create({ type: 'OffCycle', offCycleReason: 'Bonus', employeeItems: [{ employeeId: gus, paymentMethod: 'DirectDeposit', payments: [{ bonus: 99_999_999.99 }] }] });
    expect(bonus.employeeItems![0].grossPay).toBe(99_999_999.99);
    const cash = bonus.totals!.cashRequirement!;
    expect(cash).toBeGreaterThan(99_999_999.99);
    expect((await refusal(w.approve(bonus.id), 'unprocessable', 'ach_amount_limit_exceeded')).errors!.map((p) => p.message)).toEqual([
      `The payroll's cash requirement of ${cash.toFixed(2)}, debited from the company in one entry, is over $99,999,999.99.`,
    ]);

    // One item's pay a cent over the bound cannot even be stored: create answers 422, not a 500.
    await refusal(w.create({ contractorItems: [{ contractorId: eve, hours: 1, payRate: 99_999_999.99, reimbursement: 0.01 }] }), 'unprocessable', 'ach_amount_limit_exceeded',
      `The pay of contractor ${eve} (gross 99999999.99, net 100000000.00) is over $99,999,999.99, the most one NACHA entry carries.`);
    await refusal(w.create({ employeeItems: [{ employeeId: gus, payments: [{ bonus: 99_999_999.99, commission: 0.01 }] }] }), 'unprocessable', 'ach_amount_limit_exceeded');
  });

  it('F9: a company or corporation caller resolves no funding failure (403 forbidden), before anything is read', async () => {
    const w = await world('Collect Partner');
    const company = await t().companyCaller(w.companyId);
    await refusal(services().funding.resolve(company.caller, w.companyId, 'ffl_missing'), 'forbidden', 'forbidden',
      'Only the partner records that it collected a failed funding debit; a company key cannot resolve funding failures.');
    const corporation = await t().corporation(w.partner.partnerId, 'Collect Group');
    await refusal(services().funding.resolve(corporation.caller, w.companyId, 'ffl_missing'), 'forbidden', 'forbidden');
    // The partner passes the guard and meets the usual checks.
    await refusal(services().funding.resolve(w.partner.caller, w.companyId, 'ffl_missing'), 'not_found', 'not_found');
  });
});
