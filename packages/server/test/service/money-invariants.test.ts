// The books balance (issue 36, "Beyond the findings"; docs/ach.md, "The books balance"): random sequences of
// what partners, companies and banks do to money, at the service tier with ACH files on in production mode
// (not sandbox), and after EVERY step, for every payroll, three invariants read from the database and the
// files' bytes (parsed by the independent reader test/unit/nacha-parser.ts, not the writer): money-books.ts.
//
//   (1) debited = credited + held + taxes, to the cent. debited: the payroll's CompanyDebit entries in the
//       bytes, written once, equal to its cash requirement; a returned debit stays debited and is owed by the
//       company (a funding failure of exactly its amount). credited: its net pay credits in the bytes, released
//       held credits included, returned or not (a returned credit is owed to the worker). held: its held
//       credits still Held, each with a reason. taxes: its tax deposits (before credits of earlier voids).
//       A direct deposit item's split covers its net pay. A reversal pulls back from workers exactly what it
//       refunds to the company, and refunds no more than the company paid (its debit less returned debits).
//   (2) no CompanyDebit or CompanyReversalCredit goes to an account that verified micro-deposits had not
//       proven when the file was cut; a reversing debit goes only to an account that received (in a file sent
//       before, not returned) the credit it reverses, for no more than it received, not effective before it.
//   (3) no credit is paid twice: an item's split line is paid or held once, a held credit released as one
//       entry of its amount and one entry releases one held credit; a file pays no item that was no longer
//       owed when it was cut (its payroll Failed, void or reversed, or the item void).
//
// Each sequence has a seed (printed on failure with the step log): MONEY_SEED=<n> reruns one,
// MONEY_RUNS=<n> sets how many run on each database (default 4 on PostgreSQL, where races are real, about 6 s, and
// the first of them on PGlite, which runs one transaction at a time: its four took 16 s of the suite). Even seeds run with
// ACH_PRENOTES=wait, odd ones with off. A refusal (DomainError) is a step's outcome; any other error fails.
import type { Schema } from '@payroll/api-types';
import { forEachServiceDatabase, type TestCaller } from '@payroll/test-support';
import type { AchConfig } from '../../src/config';
import { DomainError } from '../../src/core/errors';
import { addBusinessDays, addDays, isBusinessDay, nextBusinessDay, subtractBusinessDays } from '../../src/domain/calendar';
import { FieldCipher } from '../../src/lib/secrets';
import { parseAndCheckNacha } from '../unit/nacha-parser';
import { companyInput } from './fixtures';
import { Books } from './money-books';

const ACH: AchConfig = { odfiRoutingNumber: '021000021', odfiName: 'First Test Bank', companyId: '1987654321', companyName: 'Acme Payroll', fileIdModifiers: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', settlementOffsetDays: 2, prenotes: 'wait' };
const WORKPLACE_ADDRESS = { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const ROUTINGS = ['121000358', '026009593', '021000021'];
const FUNDING_ROUTING = '011000015';
const STEPS = 30;
const runs = Number(process.env.MONEY_RUNS ?? 4);

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: T[]): T | undefined => (xs.length ? xs[int(0, xs.length - 1)] : undefined);
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, digits, chance: (p: number) => next() < p };
}

forEachServiceDatabase(
  'the books balance: random sequences of money movement (service tier, production mode)',
  (t) => {
    const db = () => t().db.prisma;
    const s = () => t().services;
    afterEach(() => {
      t().clock.reset();
      t().config.ach = ACH;
    });

    async function sequence(seed: number, run: number) {
      const r = prng(seed);
      const prenotes = seed % 2 === 0 ? 'wait' : 'off';
      t().config.ach = { ...ACH, prenotes };
      // Each sequence its own dates (file ID modifiers are the deployment's per day) and its own partner.
      let today = addDays('2026-03-02', 7 * ((seed % 40) + 60 * run));
      while (!isBusinessDay(today)) today = addDays(today, 1);
      // The clock stands still within a day: two connections of a funding account may share an instant, and the
      // second must not inherit the first's verification (docs/ach.md, "Micro-deposits").
      const setClock = () => t().clock.set(`${today}T15:00:00.000Z`);
      setClock();
      const log: string[] = [`seed ${seed}, ACH_PRENOTES=${prenotes}, from ${today}`];
      const partner: TestCaller = await t().partner(`Books ${seed}`);
      const p = partner.caller;
      const companyId = (await s().companies.create(p, companyInput({ legalName: `Books ${seed} LLC` }))).id;
      await db().company.update({ where: { id: companyId }, data: { payrollActivated: true } });
      await db().companySuiRate.create({ data: { companyId, state: 'TX', effectiveStart: new Date('2025-01-01T00:00:00Z'), rate: '2.7' } });
      const company = (await t().companyCaller(companyId)).caller;
      const wp = (await s().org.createWorkplace(p, companyId, { name: 'Main Street', address: WORKPLACE_ADDRESS })).id;
      const cipher = new FieldCipher(t().config.encryptionKey, t().config.encryptionKeysPrevious);
      const books = new Books(db(), cipher, partner.caller.partnerId!, companyId);

      type Worker = { kind: 'employee' | 'contractor'; id: string; name: string };
      const workers: Worker[] = [];
      const addAccount = async (w: Worker) =>
        (await s().bankAccounts.createAccount(p, companyId, { kind: w.kind, id: w.id }, { routingNumber: r.pick(ROUTINGS)!, accountNumber: r.digits(r.int(8, 12)), type: r.chance(0.3) ? 'Savings' : 'Checking' })).id;
      for (const [name, method] of [['Ana', 'DirectDeposit'], ['Ben', 'DirectDeposit'], ['Cy', 'Manual']] as const) {
        const input: Schema<'EmployeeCreate'> = { firstName: name, lastName: 'Books', startDate: '2025-01-06', workplaces: [wp], primaryWorkplaceId: wp, defaultPaymentMethod: method, wage: { rate: 20 + r.int(0, 15), period: 'Hourly' } };
        workers.push({ kind: 'employee', id: (await s().employees.create(p, companyId, input)).id, name });
      }
      workers.push({ kind: 'contractor', id: (await s().contractors.create(p, companyId, { type: 'Individual', firstName: 'Dee', lastName: 'Books', ssn: '512-48-6789', dateOfBirth: '1988-04-17', address: WORKPLACE_ADDRESS, defaultPaymentMethod: 'DirectDeposit' })).id, name: 'Dee' });
      await addAccount(workers[0]);
      // Ben: two accounts, 30% to the first.
      const [b1, b2] = [await addAccount(workers[1]), await addAccount(workers[1])];
      await s().bankAccounts.createSplit(p, companyId, { kind: 'employee', id: workers[1].id }, { splits: [{ bankAccountId: b1, priority: 1, percentage: 30 }, { bankAccountId: b2, priority: 2 }] });
      await addAccount(workers[3]);

      const connect = (caller = p) => s().onboarding.completeStep(caller, companyId, 'connectBankAccount', { routingNumber: FUNDING_ROUTING, accountNumber: r.digits(r.int(9, 12)), type: 'Checking' });
      /** The two micro-deposits of the company's pending verification, read from its file's bytes, in dollars. */
      const microDeposits = async () => {
        const v = await db().fundingAccountVerification.findFirst({ where: { companyId, status: 'Sent' }, orderBy: { createdAt: 'desc' } });
        if (!v) return undefined;
        const file = await db().achFile.findUniqueOrThrow({ where: { id: v.achFileId } });
        const batch = parseAndCheckNacha(cipher.decrypt(file.contentEncrypted)).batches.find((b) => b.description.trim() === 'ACCTVERIFY'); // one company per partner
        return batch?.entries.filter((e) => e.transactionCode === '22' || e.transactionCode === '32').map((e) => e.amount / 100);
      };
      const verify = async () => {
        const amounts = await microDeposits();
        if (!amounts) return 'no micro-deposits sent';
        return `verified: ${(await s().fundingAccounts.verify(p, companyId, { amounts })).verification.status}`;
      };
      const cut = async (settlementDate: string) => {
        const f = await s().achFiles.createFile(p, { settlementDate });
        cutNow.push(f.id);
        return `file ${f.id} for ${settlementDate}: ${f.entries!.map((e) => `${e.kind} ${e.amount}`).join(', ')}${f.heldCredits!.length ? `; held ${f.heldCredits!.map((h) => `${h.amount} ${h.reason}`).join(', ')}` : ''}`;
      };
      const payrollsIn = async (statuses: string[]) => db().payroll.findMany({ where: { companyId, status: { in: statuses as never } }, orderBy: { createdAt: 'asc' } });
      const sentEntries = async (kinds: string[]) => db().achEntry.findMany({ where: { companyId, kind: { in: kinds }, status: 'Sent' }, orderBy: { traceNumber: 'asc' } });
      let cutNow: string[] = [];

      // The funding account proven, as every production company's is before its first payroll.
      await connect();
      await cut(today);
      log.push(`setup: funding connected; ${await verify()}; workers ${workers.map((w) => `${w.name} ${w.id}`).join(', ')}`);

      const actions: Array<[number, string, () => Promise<string>]> = [
        [6, 'approve', async () => {
          const chosen = workers.filter(() => r.chance(0.6));
          if (chosen.length === 0) chosen.push(r.pick(workers)!);
          const method = () => (r.chance(0.15) ? { paymentMethod: r.pick(['DirectDeposit', 'Manual'] as const)! } : {});
          const payday = addBusinessDays(today, r.int(4, 8));
          const draft = await s().payrolls.create(p, companyId, {
            periodStart: addDays(payday, -13), periodEnd: addDays(payday, -7), payday, frequency: 'Biweekly', type: 'OffCycle', offCycleReason: 'Bonus',
            employeeItems: chosen.filter((w) => w.kind === 'employee').map((w) => ({ employeeId: w.id, payments: [{ regularHours: r.int(1, 40) }], ...method() })),
            contractorItems: chosen.filter((w) => w.kind === 'contractor').map((w) => ({ contractorId: w.id, hours: r.int(1, 30), payRate: 40, ...method() })),
          });
          const approved = await s().payrolls.approve(p, companyId, draft.id);
          return `payroll ${approved.id} payday ${payday}: ${approved.employeeItems!.map((i) => `${i.paymentMethod} ${i.netPay}`).concat(approved.contractorItems!.map((i) => `${i.paymentMethod} ${i.netPay}`)).join(', ')}; cash ${approved.totals!.cashRequirement}`;
        }],
        [6, 'cut', async () => {
          const due = (await payrollsIn(['Pending', 'Processing'])).map((x) => subtractBusinessDays(x.payday.toISOString().slice(0, 10), 2)).filter((d) => d >= today);
          return cut(due.length && r.chance(0.8) ? r.pick(due)! : r.pick([today, nextBusinessDay(today)])!);
        }],
        [5, 'send', async () => {
          const file = r.pick(await db().achFile.findMany({ where: { partnerId: partner.caller.partnerId!, status: 'Created' }, orderBy: { createdAt: 'asc' } }));
          if (!file) return 'no file to send';
          await s().achFiles.markSent(p, file.id);
          return `file ${file.id} sent`;
        }],
        [3, 'return', async () => {
          const which = r.int(0, 2);
          const entry = r.pick(await sentEntries(which === 0 ? ['CompanyDebit'] : ['EmployeeNetPay', 'ContractorNetPay']));
          if (!entry) return 'nothing sent to return';
          const input = which === 2 ? { originalTraceNumber: entry.traceNumber, code: 'C01', correctedData: r.digits(10) } : { originalTraceNumber: entry.traceNumber, code: which === 0 ? 'R01' : 'R03' };
          const out = await s().achReturns.record(p, { entries: [input] });
          return `${input.code} on ${entry.kind} ${entry.traceNumber} (${entry.amount}): ${out.results[0].outcome} ${out.results[0].detail ?? ''}`;
        }],
        [1, 'reopen', async () => {
          const x = r.pick(await payrollsIn(['Pending', 'Processing']));
          if (!x) return 'nothing to reopen';
          await s().payrolls.reopen(p, companyId, x.id);
          return `payroll ${x.id} reopened`;
        }],
        [1, 'void', async () => {
          const x = r.pick(await payrollsIn(['Paid', 'PartiallyPaid']));
          if (!x) return 'nothing to void';
          if (r.chance(0.5)) {
            await s().payrolls.void(p, companyId, x.id, { reason: 'random void' });
            return `payroll ${x.id} void`;
          }
          const item = r.pick(await db().payrollEmployeeItem.findMany({ where: { payrollId: x.id, isVoid: false } }));
          if (!item) return 'no item to void';
          await s().payrolls.voidItem(p, companyId, x.id, item.id, { reason: 'random void' });
          return `item ${item.id} of payroll ${x.id} void`;
        }],
        [2, 'reverse', async () => {
          const x = r.pick(await payrollsIn(['Paid', 'PartiallyPaid']));
          if (!x) return 'nothing to reverse';
          const rev = await s().payrolls.reverse(p, companyId, x.id, { reason: 'random reversal' });
          return `payroll ${x.id} reversed by ${rev.id}`;
        }],
        [2, 'worker', async () => {
          const w = r.pick(workers)!;
          const owner = { kind: w.kind, id: w.id };
          const accounts = (await db().bankAccount.findMany({ where: w.kind === 'employee' ? { employeeId: w.id, status: 'Active' } : { contractorId: w.id, status: 'Active' } }));
          const what = r.int(0, 3);
          if (what === 0) {
            const method = r.pick(['DirectDeposit', 'Manual'] as const)!;
            if (w.kind === 'employee') await s().employees.update(p, companyId, w.id, { defaultPaymentMethod: method });
            else await s().contractors.update(p, companyId, w.id, { defaultPaymentMethod: method });
            return `${w.name} paid by ${method}`;
          }
          const a = r.pick(accounts);
          if (what === 1 && a) {
            await s().bankAccounts.updateAccount(p, companyId, owner, a.id, { accountNumber: r.digits(11) });
            return `${w.name}'s account ${a.id} edited`;
          }
          if (what === 2 && a) {
            await s().bankAccounts.deleteAccount(p, companyId, owner, a.id);
            return `${w.name}'s account ${a.id} deleted`;
          }
          return `${w.name} got account ${await addAccount(w)}`;
        }],
        [1, 'reconnect', async () => {
          const byCompany = r.chance(0.5);
          await connect(byCompany ? company : p);
          if (r.chance(0.3)) return `funding reconnected by the ${byCompany ? 'company' : 'partner'}`;
          const file = await cut(today);
          return `funding reconnected by the ${byCompany ? 'company' : 'partner'}; ${file}; ${await verify()}`;
        }],
        [2, 'verify', verify],
        [1, 'resolve', async () => {
          const f = r.pick(await db().fundingFailure.findMany({ where: { companyId, status: 'Unresolved' } }));
          if (!f) return 'no funding failure';
          await s().funding.resolve(p, companyId, f.id);
          return `funding failure ${f.id} resolved`;
        }],
        [1, 'race', async () => {
          const x = r.pick(await payrollsIn(['Pending', 'Processing']));
          const other = x && r.chance(0.5) ? s().payrolls.reopen(p, companyId, x.id).then(() => `reopened ${x.id}`) : connect(company).then(() => 'reconnected by the company');
          const [a, b] = await Promise.allSettled([cut(x ? subtractBusinessDays(x.payday.toISOString().slice(0, 10), 2) : today), other]);
          for (const o of [a, b]) if (o.status === 'rejected' && !(o.reason instanceof DomainError)) throw o.reason;
          return [a, b].map((o) => (o.status === 'fulfilled' ? o.value : `refused ${(o.reason as DomainError).code}`)).join(' | ');
        }],
      ];
      const total = actions.reduce((n, [w]) => n + w, 0);

      for (let step = 1, tries = 0; step <= STEPS && tries < 4 * STEPS; step++, tries++) {
        let roll = r.int(1, total);
        const [, name, act] = actions.find(([w]) => (roll -= w) <= 0)!;
        cutNow = [];
        const notOwed = await books.notOwed();
        let outcome: string;
        try {
          outcome = await act();
        } catch (error) {
          if (!(error instanceof DomainError)) {
            log.push(`${step}. ${today} ${name}: UNEXPECTED ${error instanceof Error ? error.stack : String(error)}`);
            throw new Error(`money invariants, seed ${seed} (MONEY_SEED=${seed}): an unexpected error\n${log.join('\n')}`);
          }
          outcome = `refused ${error.code}: ${error.detail}`;
        }
        // An action with nothing to act on is not a step: draw another.
        if (/^(nothing|no) /.test(outcome)) {
          step--;
          continue;
        }
        log.push(`${step}. ${today} ${name}: ${outcome}`);
        setClock();
        const violations = await books.check(cutNow, notOwed);
        if (violations.length) throw new Error(`money invariants, seed ${seed} (MONEY_SEED=${seed}), after step ${step}:\n${violations.join('\n')}\n--- steps\n${log.join('\n')}`);
        if (r.chance(0.3)) {
          today = addBusinessDays(today, r.chance(0.8) ? 1 : 2);
          setClock();
        }
      }
      if (process.env.MONEY_LOG) console.log(log.join('\n'));
    }

    const seeds = process.env.MONEY_SEED ? [Number(process.env.MONEY_SEED)] : Array.from({ length: runs }, () => Math.floor(Math.random() * 2 ** 31));
    it(`holds the three invariants after every step of ${seeds.length} random sequence(s) of ${STEPS} steps on PostgreSQL, the first on PGlite unless MONEY_RUNS is set (seeds ${seeds.join(', ')})`, async () => {
      // Every sequence runs (each stops at its first violation), then the test fails naming all of them.
      const failures: string[] = [];
      const mine = t().db.kind === 'pglite' && !process.env.MONEY_RUNS ? seeds.slice(0, 1) : seeds;
      for (const [run, seed] of mine.entries()) {
        try {
          await sequence(seed, run);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (failures.length) throw new Error(`${failures.length} of ${mine.length} sequence(s) failed:\n\n${failures.join('\n\n')}`);
    }, 120_000);
  },
  'every',
  { ach: ACH },
);
