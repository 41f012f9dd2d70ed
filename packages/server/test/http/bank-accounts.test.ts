// Bank accounts and net pay splits of employees and contractors (one implementation, tested for both
// owner kinds): write-only account numbers, ABA checksum, scope, onboarding, split rules, events.
import type request from 'supertest';
import { FieldCipher } from '../../src/lib/secrets';
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompany, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

const ROUTING = { chase: '121000358', bofa: '026009593', other: '322271627', boston: '011000015' };
const BAD_CHECKSUM = '121000359';
const NUMBERS = { a: '000123454431', b: '000987652982', c: '3849204821', d: '55501234567', e: '4400123456789' };
/** The verification of an account no ACH file has proven (docs/ach.md, "Prenotes"). */
const UNVERIFIED = { status: 'Unverified', prenoteSettlementDate: null, liveCreditsFrom: null, returnCode: null };
/** Every full account number (and invalid ones) sent by this file: no response body may ever contain one. */
const SECRETS = [...Object.values(NUMBERS), 'abc12345', '123456789012345678'];

const KINDS = [
  {
    kind: 'employee',
    plural: 'employees',
    resourceType: 'Employee',
    updated: 'employee.updated',
    body: { firstName: 'Maria', lastName: 'Lopez', startDate: '2026-01-05', defaultPaymentMethod: 'DirectDeposit' },
    // The other blocking step of this employee (no workplaces) stays; paymentMethod comes and goes.
    blockingWithoutAccount: ['paymentMethod', 'workplaces'],
    blockingWithAccount: ['workplaces'],
  },
  {
    kind: 'contractor',
    plural: 'contractors',
    resourceType: 'Contractor',
    updated: 'contractor.updated',
    body: { type: 'Business', businessName: 'Oak & Stone LLC', ein: '12-3456789', defaultPaymentMethod: 'DirectDeposit' },
    blockingWithoutAccount: ['paymentMethod'],
    blockingWithAccount: [],
  },
] as const;

forEachDatabase('bank accounts and net pay splits', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let companyId: string;
  let company: string;
  let sibling: string;
  const cipher = new FieldCipher('test-encryption-key');

  /** Every response of this file goes through here: no full account number in any body. */
  async function checked(req: request.Test): Promise<request.Response> {
    const res = await req;
    const text = JSON.stringify(res.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    return res;
  }
  const api = (k: Key = t.partner.key) => {
    const c = client(server().app, k);
    return {
      get: (url: string) => checked(c.get(url)),
      post: (url: string, body?: unknown) => checked(c.post(url, body)),
      patch: (url: string, body?: unknown) => checked(c.patch(url, body)),
      delete: (url: string) => checked(c.delete(url)),
    };
  };

  const events = (where: { type: string; resourceId: string }) =>
    server().db.prisma.event.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  beforeAll(async () => {
    t = await createTenancy(server());
    companyId = t.company.id;
    company = `/v1/companies/${companyId}`;
    sibling = `/v1/companies/${(await createCompany(server(), t.partner.key, { legalName: 'Sibling LLC' })).id}`;
  });

  describe.each(KINDS)('$kind', (K) => {
    /** A fresh owner (DirectDeposit) in the company, with the base path of its sub-resources. */
    const newOwner = async (base = company) => {
      const res = expectStatus(await api().post(`${base}/${K.plural}`, K.body), 201);
      return { id: res.body.id as string, path: `${base}/${K.plural}/${res.body.id}` };
    };
    const addAccount = async (ownerPath: string, body: Record<string, unknown> = { routingNumber: ROUTING.chase, accountNumber: NUMBERS.a, type: 'Checking' }) =>
      expectStatus(await api().post(`${ownerPath}/bank_accounts`, body), 201).body as { id: string } & Record<string, unknown>;
    const getOwner = async (ownerPath: string) => expectStatus(await api().get(ownerPath), 200).body;
    const ownerUpdates = async (ownerId: string) => (await events({ type: K.updated, resourceId: ownerId })).length;

    describe('bank accounts', () => {
      it('creates an account: 201, Location, exact body with the last four only; the number is stored encrypted', async () => {
        const owner = await newOwner();
        const res = expectStatus(await api().post(`${owner.path}/bank_accounts`, { routingNumber: ROUTING.chase, accountNumber: NUMBERS.a, type: 'Checking' }), 201);
        expect(res.body).toEqual({
          id: expect.stringMatching(/^ba_[0-9a-z]+$/),
          ownerId: owner.id,
          routingNumber: ROUTING.chase,
          accountNumberLastFour: '4431',
          type: 'Checking',
          status: 'Active',
          // A new account is not proven: no prenote yet (docs/ach.md, "Prenotes"; test/service/ach-accounts.test.ts).
          verification: UNVERIFIED,
        });
        expect(res.headers.location).toBe(`${owner.path}/bank_accounts/${res.body.id}`);
        expect(expectStatus(await api().get(res.headers.location), 200).body).toEqual(res.body);

        const row = await server().db.prisma.bankAccount.findUnique({ where: { id: res.body.id } });
        expect(row?.accountNumberEncrypted).toMatch(/^v2\./);
        expect(row?.accountNumberEncrypted).not.toContain(NUMBERS.a);
        expect(JSON.stringify(row)).not.toContain(NUMBERS.a);
        expect(cipher.decrypt(row!.accountNumberEncrypted)).toBe(NUMBERS.a);
        expect(row).toMatchObject({ companyId, [`${K.kind}Id`]: owner.id, [`${K.kind === 'employee' ? 'contractor' : 'employee'}Id`]: null });

        const created = await events({ type: 'bank_account.created', resourceId: res.body.id });
        expect(created.map((e) => ({ companyId: e.companyId, resourceType: e.resourceType, data: e.data }))).toEqual([
          { companyId, resourceType: 'BankAccount', data: res.body },
        ]);
        const updated = await events({ type: K.updated, resourceId: owner.id });
        expect(updated).toHaveLength(1);
        expect(updated[0].data).toMatchObject({ id: owner.id, bankAccounts: [res.body.id] });
        expect(JSON.stringify(updated[0].data)).not.toContain(NUMBERS.a);
      });

      it(`an Active account completes the paymentMethod step of a DirectDeposit ${K.kind}; disabling it reopens the step`, async () => {
        const owner = await newOwner();
        const before = await getOwner(owner.path);
        expect(before.bankAccounts).toEqual([]);
        expect(before.onboard.blockingSteps).toEqual(K.blockingWithoutAccount);
        expect(before.onboard.paymentMethod).toEqual(['bankAccount']);

        const account = await addAccount(owner.path);
        const withAccount = await getOwner(owner.path);
        expect(withAccount.bankAccounts).toEqual([account.id]);
        expect(withAccount.onboard.blockingSteps).toEqual(K.blockingWithAccount);
        expect(withAccount.onboard.paymentMethod).toEqual([]);

        expect(await ownerUpdates(owner.id)).toBe(1);
        const disabled = expectStatus(await api().patch(`${owner.path}/bank_accounts/${account.id}`, { status: 'Disabled' }), 200);
        expect(disabled.body).toEqual({ ...account, status: 'Disabled' });
        const afterDisable = await getOwner(owner.path);
        expect(afterDisable.bankAccounts).toEqual([account.id]); // still the owner's, just not in use
        expect(afterDisable.onboard.blockingSteps).toEqual(K.blockingWithoutAccount);
        expect(afterDisable.onboard.paymentMethod).toEqual(['bankAccount']);
        // onboard changed: the owner's update event carries the new onboarding.
        const updates = await events({ type: K.updated, resourceId: owner.id });
        expect(updates).toHaveLength(2);
        expect(updates[1].data).toEqual(afterDisable);

        expectStatus(await api().patch(`${owner.path}/bank_accounts/${account.id}`, { status: 'Active' }), 200);
        expect((await getOwner(owner.path)).onboard.blockingSteps).toEqual(K.blockingWithAccount);
        expect(await ownerUpdates(owner.id)).toBe(3);
      });

      it('a Manual owner has no paymentMethod step with or without accounts', async () => {
        const res = expectStatus(await api().post(`${company}/${K.plural}`, { ...K.body, defaultPaymentMethod: 'Manual' }), 201);
        const path = `${company}/${K.plural}/${res.body.id}`;
        expect(res.body.onboard.paymentMethod).toEqual([]);
        const account = await addAccount(path);
        expectStatus(await api().patch(`${path}/bank_accounts/${account.id}`, { status: 'Disabled' }), 200);
        expect((await getOwner(path)).onboard.paymentMethod).toEqual([]);
      });

      it('lists the accounts, Active and Disabled, in creation order', async () => {
        const owner = await newOwner();
        const a = await addAccount(owner.path);
        const b = await addAccount(owner.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        const c = await addAccount(owner.path, { routingNumber: ROUTING.other, accountNumber: NUMBERS.c, type: 'Checking' });
        const disabledB = expectStatus(await api().patch(`${owner.path}/bank_accounts/${b.id}`, { status: 'Disabled' }), 200).body;
        const all = expectStatus(await api().get(`${owner.path}/bank_accounts`), 200);
        expect(all.body).toEqual({
          hasResources: true,
          totalResources: 3,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: [a, disabledB, c],
        });
        expect(disabledB).toEqual({ id: b.id, ownerId: owner.id, routingNumber: ROUTING.bofa, accountNumberLastFour: '2982', type: 'Savings', status: 'Disabled', verification: UNVERIFIED });
        // Paging, another owner's list and an empty one: list-conformance.test.ts.
      });

      it('every caller kind in scope may use the accounts: Partner, Corporation, Company keys', async () => {
        const owner = await newOwner();
        for (const [i, k] of [t.partner.key, t.corporation.key, t.company.key].entries()) {
          const number = [NUMBERS.c, NUMBERS.d, NUMBERS.e][i];
          const created = expectStatus(await api(k).post(`${owner.path}/bank_accounts`, { routingNumber: ROUTING.boston, accountNumber: number, type: 'Savings' }), 201);
          expect(created.body).toEqual({
            id: expect.any(String),
            ownerId: owner.id,
            routingNumber: ROUTING.boston,
            accountNumberLastFour: number.slice(-4),
            type: 'Savings',
            status: 'Active',
            verification: UNVERIFIED,
          });
          expect(expectStatus(await api(k).get(`${owner.path}/bank_accounts/${created.body.id}`), 200).body).toEqual(created.body);
          expect(expectStatus(await api(k).patch(`${owner.path}/bank_accounts/${created.body.id}`, { type: 'Checking' }), 200).body.type).toBe('Checking');
        }
        expect(expectStatus(await api(t.company.key).get(`${owner.path}/bank_accounts`), 200).body.totalResources).toBe(3);
      });

      it('updates only the fields sent; a new number replaces the stored one and its last four', async () => {
        const owner = await newOwner();
        const account = await addAccount(owner.path);
        const path = `${owner.path}/bank_accounts/${account.id}`;
        const before = await server().db.prisma.bankAccount.findUnique({ where: { id: account.id } });
        const r1 = expectStatus(await api().patch(path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b }), 200);
        expect(r1.body).toEqual({ ...account, routingNumber: ROUTING.bofa, accountNumberLastFour: '2982' });
        const after = await server().db.prisma.bankAccount.findUnique({ where: { id: account.id } });
        expect(after?.accountNumberEncrypted).not.toBe(before?.accountNumberEncrypted);
        expect(cipher.decrypt(after!.accountNumberEncrypted)).toBe(NUMBERS.b);
        expect(JSON.stringify(after)).not.toContain(NUMBERS.b);
        const r2 = expectStatus(await api().patch(path, { type: 'Savings' }), 200);
        expect(r2.body).toEqual({ ...r1.body, type: 'Savings' });
        expect(expectStatus(await api().get(path), 200).body).toEqual(r2.body);
        // bank_account.updated each time; onboard did not change, so no owner update beyond the create's.
        const updated = await events({ type: 'bank_account.updated', resourceId: account.id });
        expect(updated.map((e) => e.data)).toEqual([r1.body, r2.body]);
        expect(await ownerUpdates(owner.id)).toBe(1);
      });

      it('an Idempotency-Key replay answers the first response and stores one account', async () => {
        const owner = await newOwner();
        const body = { routingNumber: ROUTING.chase, accountNumber: NUMBERS.a, type: 'Checking' };
        const send = (b: unknown) => checked(client(server().app, t.partner.key).post(`${owner.path}/bank_accounts`, b).set('Idempotency-Key', `ba-${owner.id}`));
        const first = expectStatus(await send(body), 201);
        const replay = expectStatus(await send(body), 201);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.body).toEqual(first.body);
        expectProblem(await send({ ...body, accountNumber: NUMBERS.b }), 422, 'idempotency_key_reused');
        expect(ids(expectStatus(await api().get(`${owner.path}/bank_accounts`), 200))).toEqual([first.body.id]);
      });

      // One owner for the refused creations: each leaves it without an account.
      describe('refused creations', () => {
        let owner: { id: string; path: string };
        beforeAll(async () => {
          owner = await newOwner();
        });

        it.each([
          ['a routing number failing the ABA checksum', { routingNumber: BAD_CHECKSUM }, 'body.routingNumber', 'checksum'],
          ['a routing number of 8 digits', { routingNumber: '12100035' }, 'body.routingNumber', 'pattern'],
          ['a routing number with letters', { routingNumber: '12100035x' }, 'body.routingNumber', 'pattern'],
          ['an account number with letters', { accountNumber: 'abc12345' }, 'body.accountNumber', 'pattern'],
          ['an account number of 3 digits', { accountNumber: '123' }, 'body.accountNumber', 'pattern'],
          ['an account number of 18 digits', { accountNumber: '123456789012345678' }, 'body.accountNumber', 'pattern'],
          ['an unknown type', { type: 'Brokerage' }, 'body.type', 'enum'],
          ['no account number', { accountNumber: undefined }, 'body.accountNumber', 'required'],
          ['no routing number', { routingNumber: undefined }, 'body.routingNumber', 'required'],
          ['no type', { type: undefined }, 'body.type', 'required'],
          ['a status (read-only on create)', { status: 'Disabled' }, 'body.status', 'additionalProperties'],
        ])('create with %s -> 400 on %s, nothing stored', async (_label, change, field, keyword) => {
          const body = { routingNumber: ROUTING.chase, accountNumber: NUMBERS.a, type: 'Checking', ...change };
          const res = await api().post(`${owner.path}/bank_accounts`, body);
          expectFieldError(res, field, keyword);
          expect(await server().db.prisma.bankAccount.count({ where: { [`${K.kind}Id`]: owner.id } })).toBe(0);
        });
      });

      // One account for the refused updates: each leaves it as it was created.
      describe('refused updates', () => {
        let owner: { id: string; path: string };
        let account: { id: string } & Record<string, unknown>;
        beforeAll(async () => {
          owner = await newOwner();
          account = await addAccount(owner.path);
        });

        it.each([
          ['an empty body', {}, 'body', 'minProperties'],
          ['a routing number failing the ABA checksum', { routingNumber: BAD_CHECKSUM }, 'body.routingNumber', 'checksum'],
          ['an account number with letters', { accountNumber: 'abc12345' }, 'body.accountNumber', 'pattern'],
          ['an unknown status', { status: 'Closed' }, 'body.status', 'enum'],
          ['a read-only field', { accountNumberLastFour: '1234' }, 'body.accountNumberLastFour', 'additionalProperties'],
        ])('update with %s -> 400, nothing changed', async (_label, body, field, keyword) => {
          const res = await api().patch(`${owner.path}/bank_accounts/${account.id}`, body);
          if (field === 'body') expectProblem(res, 400, 'validation_failed');
          else expectFieldError(res, field, keyword);
          expect(expectStatus(await api().get(`${owner.path}/bank_accounts/${account.id}`), 200).body).toEqual(account);
        });
      });

      it('deletes an account: 204, gone from reads, the owner and its onboarding; events', async () => {
        const owner = await newOwner();
        const account = await addAccount(owner.path);
        const path = `${owner.path}/bank_accounts/${account.id}`;
        const res = await api().delete(path);
        expect(res.status).toBe(204);
        expect(res.text).toBe('');
        expectProblem(await api().get(path), 404, 'not_found');
        expect(ids(expectStatus(await api().get(`${owner.path}/bank_accounts`), 200))).toEqual([]);
        const after = await getOwner(owner.path);
        expect(after.bankAccounts).toEqual([]);
        expect(after.onboard.blockingSteps).toEqual(K.blockingWithoutAccount);
        // No split ever named it: the row is gone.
        expect(await server().db.prisma.bankAccount.findUnique({ where: { id: account.id } })).toBeNull();
        expect((await events({ type: 'bank_account.deleted', resourceId: account.id })).map((e) => e.data)).toEqual([account]);
        const updates = await events({ type: K.updated, resourceId: owner.id });
        expect(updates).toHaveLength(2);
        expect(updates[1].data).toEqual(after);
        // Deleting it again, or patching it, is 404.
        expectProblem(await api().delete(path), 404, 'not_found');
        expectProblem(await api().patch(path, { type: 'Savings' }), 404, 'not_found');
      });

      it('an account of the default net pay split can be neither disabled nor deleted (409 resource_in_use) until a new default replaces it', async () => {
        const owner = await newOwner();
        const a = await addAccount(owner.path);
        const b = await addAccount(owner.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        const first = expectStatus(await api().post(`${owner.path}/net_pay_splits`, { splits: [{ bankAccountId: a.id, priority: 1 }] }), 201).body;
        const aPath = `${owner.path}/bank_accounts/${a.id}`;
        const updatesBefore = await ownerUpdates(owner.id);
        expectProblem(await api().patch(aPath, { status: 'Disabled' }), 409, 'resource_in_use');
        expectProblem(await api().delete(aPath), 409, 'resource_in_use');
        expect(expectStatus(await api().get(aPath), 200).body).toEqual(a);
        expect(await events({ type: 'bank_account.updated', resourceId: a.id })).toEqual([]);
        expect(await ownerUpdates(owner.id)).toBe(updatesBefore);
        // Other changes to it are fine.
        expect(expectStatus(await api().patch(aPath, { type: 'Savings', status: 'Active' }), 200).body).toEqual({ ...a, type: 'Savings' });

        // A new default that does not use it frees it; the earlier split stays as history.
        const second = expectStatus(await api().post(`${owner.path}/net_pay_splits`, { splits: [{ bankAccountId: b.id, priority: 1 }] }), 201).body;
        expect(expectStatus(await api().patch(aPath, { status: 'Disabled' }), 200).body.status).toBe('Disabled');
        expect((await api().delete(aPath)).status).toBe(204);
        expectProblem(await api().get(aPath), 404, 'not_found');
        expect((await getOwner(owner.path)).bankAccounts).toEqual([b.id]);
        expect(expectStatus(await api().get(`${owner.path}/net_pay_splits/${first.id}`), 200).body).toEqual({ ...first, isDefault: false });
        expect(ids(expectStatus(await api().get(`${owner.path}/net_pay_splits`), 200))).toEqual([first.id, second.id]);
        // The row stays for the history's sake, with the number erased.
        const row = await server().db.prisma.bankAccount.findUnique({ where: { id: a.id } });
        expect(row).toMatchObject({ accountNumberEncrypted: '', status: 'Disabled', accountNumberLastFour: '4431' });
        // A deleted account is not the owner's any more: it cannot join a new split.
        const problem = expectProblem(await api().post(`${owner.path}/net_pay_splits`, { splits: [{ bankAccountId: a.id, priority: 1 }] }), 422, 'invalid_reference');
        expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.splits[0].bankAccountId', 'invalid_reference']]);
      });

      it('scope: unknown owner, owner of another company, account of another owner, unknown account are 404', async () => {
        const owner = await newOwner();
        const other = await newOwner();
        const mine = await addAccount(owner.path);
        const theirs = await addAccount(other.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        const elsewhere = await newOwner(sibling);
        const body = { routingNumber: ROUTING.chase, accountNumber: NUMBERS.c, type: 'Checking' };

        // Another owner's account through this owner's path.
        const crossPath = `${owner.path}/bank_accounts/${theirs.id}`;
        expectProblem(await api().get(crossPath), 404, 'not_found');
        expectProblem(await api().patch(crossPath, { type: 'Checking' }), 404, 'not_found');
        expectProblem(await api().delete(crossPath), 404, 'not_found');
        // Unknown account.
        expectProblem(await api().get(`${owner.path}/bank_accounts/ba_unknown`), 404, 'not_found');
        expectProblem(await api().patch(`${owner.path}/bank_accounts/ba_unknown`, { type: 'Checking' }), 404, 'not_found');
        expectProblem(await api().delete(`${owner.path}/bank_accounts/ba_unknown`), 404, 'not_found');
        // Unknown owner, and an owner of a sibling company addressed through this company.
        for (const ownerId of [`${K.kind === 'employee' ? 'emp' : 'ctr'}_unknown`, elsewhere.id]) {
          const p = `${company}/${K.plural}/${ownerId}/bank_accounts`;
          const detail = expectProblem(await api().get(p), 404, 'not_found').detail;
          expect(detail).toBe(`${K.resourceType} ${ownerId} was not found.`);
          expectProblem(await api().post(p, body), 404, 'not_found');
          expectProblem(await api().get(`${p}/${mine.id}`), 404, 'not_found');
          expectProblem(await api().patch(`${p}/${mine.id}`, { type: 'Savings' }), 404, 'not_found');
          expectProblem(await api().delete(`${p}/${mine.id}`), 404, 'not_found');
        }
        // The owner of the other kind is not an owner of this kind.
        const otherKind = KINDS.find((k) => k.kind !== K.kind)!;
        expectProblem(await api().get(`${company}/${otherKind.plural}/${owner.id}/bank_accounts`), 404, 'not_found');
        // A key of another partner, or of another company, does not see the company at all.
        for (const k of [t.foreign.key, t.foreignCompany.key]) {
          expectProblem(await api(k).get(`${owner.path}/bank_accounts`), 404, 'not_found');
          expectProblem(await api(k).get(`${owner.path}/bank_accounts/${mine.id}`), 404, 'not_found');
          expectProblem(await api(k).post(`${owner.path}/bank_accounts`, body), 404, 'not_found');
          expectProblem(await api(k).patch(`${owner.path}/bank_accounts/${mine.id}`, { type: 'Savings' }), 404, 'not_found');
          expectProblem(await api(k).delete(`${owner.path}/bank_accounts/${mine.id}`), 404, 'not_found');
        }
        // Nothing was created or changed by any of that.
        expect(ids(expectStatus(await api().get(`${owner.path}/bank_accounts`), 200))).toEqual([mine.id]);
        expect(expectStatus(await api().get(`${owner.path}/bank_accounts/${mine.id}`), 200).body).toEqual(mine);
        expect(expectStatus(await api().get(`${other.path}/bank_accounts/${theirs.id}`), 200).body).toEqual(theirs);
      });
    });

    describe('net pay splits', () => {
      let owner: { id: string; path: string };
      let a: { id: string };
      let b: { id: string };
      let c: { id: string };
      let disabled: { id: string };
      let foreignAccount: { id: string };

      beforeAll(async () => {
        owner = await newOwner();
        a = await addAccount(owner.path);
        b = await addAccount(owner.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        c = await addAccount(owner.path, { routingNumber: ROUTING.other, accountNumber: NUMBERS.c, type: 'Checking' });
        disabled = await addAccount(owner.path, { routingNumber: ROUTING.boston, accountNumber: NUMBERS.d, type: 'Checking' });
        expectStatus(await api().patch(`${owner.path}/bank_accounts/${disabled.id}`, { status: 'Disabled' }), 200);
        foreignAccount = await addAccount((await newOwner()).path, { routingNumber: ROUTING.chase, accountNumber: NUMBERS.e, type: 'Checking' });
      });

      it('creates the default split: 201, Location, exact body; the owner points at it; events', async () => {
        const o = await newOwner();
        const x = await addAccount(o.path);
        const y = await addAccount(o.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        const body = { splits: [{ bankAccountId: y.id, priority: 1, amount: 200.5 }, { bankAccountId: x.id, priority: 2 }] };
        const res = expectStatus(await api().post(`${o.path}/net_pay_splits`, body), 201);
        expect(res.body).toEqual({ id: expect.stringMatching(/^nps_[0-9a-z]+$/), ownerId: o.id, isDefault: true, splits: body.splits });
        expect(res.headers.location).toBe(`${o.path}/net_pay_splits/${res.body.id}`);
        expect(expectStatus(await api().get(res.headers.location), 200).body).toEqual(res.body);
        const ownerAfter = await getOwner(o.path);
        expect(ownerAfter.defaultNetPaySplit).toBe(res.body.id);

        const created = await events({ type: 'net_pay_split.created', resourceId: res.body.id });
        expect(created.map((e) => ({ companyId: e.companyId, resourceType: e.resourceType, data: e.data }))).toEqual([
          { companyId, resourceType: 'NetPaySplit', data: res.body },
        ]);
        const updates = await events({ type: K.updated, resourceId: o.id });
        expect(updates).toHaveLength(3); // two accounts added, then the default split
        expect(updates[2].data).toEqual(ownerAfter);
      });

      it('a new default replaces the previous one, which stays listed with isDefault false', async () => {
        const o = await newOwner();
        const x = await addAccount(o.path);
        const y = await addAccount(o.path, { routingNumber: ROUTING.bofa, accountNumber: NUMBERS.b, type: 'Savings' });
        const first = expectStatus(await api().post(`${o.path}/net_pay_splits`, { isDefault: true, splits: [{ bankAccountId: x.id, priority: 1 }] }), 201).body;
        const second = expectStatus(
          await api().post(`${o.path}/net_pay_splits`, {
            splits: [
              { bankAccountId: x.id, priority: 5, percentage: 12.3456 },
              { bankAccountId: y.id, priority: 9 },
            ],
          }),
          201,
        ).body;
        expect(second).toEqual({
          id: expect.any(String),
          ownerId: o.id,
          isDefault: true,
          splits: [
            { bankAccountId: x.id, priority: 5, percentage: 12.3456 },
            { bankAccountId: y.id, priority: 9 },
          ],
        });
        expect((await getOwner(o.path)).defaultNetPaySplit).toBe(second.id);
        expect(expectStatus(await api().get(`${o.path}/net_pay_splits/${first.id}`), 200).body).toEqual({ ...first, isDefault: false });
        const list = expectStatus(await api().get(`${o.path}/net_pay_splits`), 200);
        expect(list.body).toEqual({
          hasResources: true,
          totalResources: 2,
          totalPages: 1,
          pageSize: 10,
          currentPage: 1,
          previousPage: null,
          nextPage: null,
          results: [{ ...first, isDefault: false }, second],
        });
        expect(await server().db.prisma.netPaySplit.count({ where: { [`${K.kind}Id`]: o.id, isDefault: true } })).toBe(1);
      });

      it('isDefault false creates a split without touching the default or the owner', async () => {
        const o = await newOwner();
        const x = await addAccount(o.path);
        const def = expectStatus(await api().post(`${o.path}/net_pay_splits`, { splits: [{ bankAccountId: x.id, priority: 1 }] }), 201).body;
        const updates = await ownerUpdates(o.id);
        const extra = expectStatus(await api().post(`${o.path}/net_pay_splits`, { isDefault: false, splits: [{ bankAccountId: x.id, priority: 1 }] }), 201);
        expect(extra.body).toEqual({ id: expect.any(String), ownerId: o.id, isDefault: false, splits: [{ bankAccountId: x.id, priority: 1 }] });
        expect((await getOwner(o.path)).defaultNetPaySplit).toBe(def.id);
        expect(expectStatus(await api().get(`${o.path}/net_pay_splits/${def.id}`), 200).body).toEqual(def);
        expect(await ownerUpdates(o.id)).toBe(updates);
        expect(await events({ type: 'net_pay_split.created', resourceId: extra.body.id })).toHaveLength(1);
      });

      it('amounts and percentages mix; percentages may add up to exactly 100 (the last account then takes what is left: nothing)', async () => {
        const mixed = [
          { bankAccountId: a.id, priority: 1, amount: 150 },
          { bankAccountId: b.id, priority: 2, percentage: 60 },
          { bankAccountId: c.id, priority: 3 },
        ];
        const r1 = expectStatus(await api().post(`${owner.path}/net_pay_splits`, { isDefault: false, splits: mixed }), 201);
        expect(r1.body).toEqual({ id: expect.any(String), ownerId: owner.id, isDefault: false, splits: mixed });
        const hundred = [
          { bankAccountId: a.id, priority: 1, percentage: 60 },
          { bankAccountId: b.id, priority: 2, percentage: 40 },
          { bankAccountId: c.id, priority: 3 },
        ];
        const r2 = expectStatus(await api().post(`${owner.path}/net_pay_splits`, { isDefault: false, splits: hundred }), 201);
        expect(r2.body).toEqual({ id: expect.any(String), ownerId: owner.id, isDefault: false, splits: hundred });
      });

      const accountRefs = () => ({ a: a.id, b: b.id, c: c.id, disabled: disabled.id, foreign: foreignAccount.id });
      type Ref = keyof ReturnType<typeof accountRefs>;
      const split = (ref: Ref, priority: number, extra: Record<string, unknown> = {}) => ({ ref, priority, ...extra });

      it.each([
        ['priorities repeat', [split('a', 1, { amount: 10 }), split('b', 1)], 'body.splits[1].priority'],
        ['a bank account appears twice', [split('a', 1, { amount: 10 }), split('a', 2)], 'body.splits[1].bankAccountId'],
        ['a non-last split has neither amount nor percentage', [split('a', 1), split('b', 2)], 'body.splits[0]'],
        ['a non-last split has both amount and percentage', [split('a', 1, { amount: 10, percentage: 5 }), split('b', 2)], 'body.splits[0]'],
        ['the last split has an amount', [split('a', 1, { amount: 10 }), split('b', 2, { amount: 20 })], 'body.splits[1]'],
        ['the only split has a percentage', [split('a', 1, { percentage: 100 })], 'body.splits[0]'],
        ['the last split (highest priority, listed first) has a percentage', [split('b', 3, { percentage: 10 }), split('a', 1, { amount: 5 })], 'body.splits[0]'],
        ['percentages add up to more than 100', [split('a', 1, { percentage: 60 }), split('b', 2, { percentage: 40.0001 }), split('c', 3)], 'body.splits'],
        ['an account is Disabled', [split('a', 1, { amount: 10 }), split('disabled', 2)], 'body.splits[1].bankAccountId'],
      ])('422 invalid_split when %s; nothing stored', async (_label, items, field) => {
        const refs = accountRefs();
        const before = await server().db.prisma.netPaySplit.count();
        const eventsBefore = await server().db.prisma.event.count();
        const splits = items.map(({ ref, ...rest }) => ({ bankAccountId: refs[ref as Ref], ...rest }));
        const problem = expectProblem(await api().post(`${owner.path}/net_pay_splits`, { splits }), 422, 'invalid_split');
        expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([[field, 'invalid_split']]);
        expect(await server().db.prisma.netPaySplit.count()).toBe(before);
        expect(await server().db.prisma.event.count()).toBe(eventsBefore);
      });

      it.each([
        ['an account of another owner of the company', 'foreign'],
        ['an unknown account', 'ba_unknown'],
      ])('422 invalid_reference for %s', async (_label, ref) => {
        const refs = accountRefs();
        const id = ref in refs ? refs[ref as Ref] : ref;
        const problem = expectProblem(
          await api().post(`${owner.path}/net_pay_splits`, { splits: [{ bankAccountId: a.id, priority: 1, amount: 10 }, { bankAccountId: id, priority: 2 }] }),
          422,
          'invalid_reference',
        );
        expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.splits[1].bankAccountId', 'invalid_reference']]);
      });

      it('422 invalid_reference for an account of the same id space but the other owner kind', async () => {
        const otherKind = KINDS.find((k) => k.kind !== K.kind)!;
        const other = expectStatus(await api().post(`${company}/${otherKind.plural}`, otherKind.body), 201).body;
        const theirs = await addAccount(`${company}/${otherKind.plural}/${other.id}`);
        const problem = expectProblem(await api().post(`${owner.path}/net_pay_splits`, { splits: [{ bankAccountId: theirs.id, priority: 1 }] }), 422, 'invalid_reference');
        expect(problem.errors?.[0].field).toBe('body.splits[0].bankAccountId');
      });

      it.each([
        ['no splits', { splits: [] }, 'body.splits', 'minItems'],
        ['no splits field', {}, 'body.splits', 'required'],
        ['more than 10 splits', { splits: Array.from({ length: 11 }, (_, i) => ({ bankAccountId: `ba_${i}`, priority: i + 1 })) }, 'body.splits', 'maxItems'],
        ['priority 0', { splits: [{ bankAccountId: 'ba_x', priority: 0 }] }, 'body.splits[0].priority', 'minimum'],
        ['a fractional priority', { splits: [{ bankAccountId: 'ba_x', priority: 1.5 }] }, 'body.splits[0].priority', 'type'],
        ['amount 0', { splits: [{ bankAccountId: 'ba_x', priority: 1, amount: 0 }, { bankAccountId: 'ba_y', priority: 2 }] }, 'body.splits[0].amount', 'exclusiveMinimum'],
        ['percentage over 100', { splits: [{ bankAccountId: 'ba_x', priority: 1, percentage: 101 }, { bankAccountId: 'ba_y', priority: 2 }] }, 'body.splits[0].percentage', 'maximum'],
        ['an amount in fractions of a cent', { splits: [{ bankAccountId: 'ba_x', priority: 1, amount: 10.005 }, { bankAccountId: 'ba_y', priority: 2 }] }, 'body.splits[0].amount', 'multipleOf'],
        ['a percentage with five decimals', { splits: [{ bankAccountId: 'ba_x', priority: 1, percentage: 12.34567 }, { bankAccountId: 'ba_y', priority: 2 }] }, 'body.splits[0].percentage', 'multipleOf'],
        ['no bankAccountId', { splits: [{ priority: 1 }] }, 'body.splits[0].bankAccountId', 'required'],
        ['an unknown field', { splits: [{ bankAccountId: 'ba_x', priority: 1, note: 'x' }] }, 'body.splits[0].note', 'additionalProperties'],
        ['isDefault not a boolean', { isDefault: 'yes', splits: [{ bankAccountId: 'ba_x', priority: 1 }] }, 'body.isDefault', 'type'],
      ])('400 validation_failed for %s', async (_label, body, field, keyword) => {
        expectFieldError(await api().post(`${owner.path}/net_pay_splits`, body), field, keyword);
      });

      it('scope: unknown split, split of another owner, unknown owner, other company are 404', async () => {
        const o = await newOwner();
        const x = await addAccount(o.path);
        const mine = expectStatus(await api().post(`${o.path}/net_pay_splits`, { splits: [{ bankAccountId: x.id, priority: 1 }] }), 201).body;
        const elsewhere = await newOwner(sibling);
        expectProblem(await api().get(`${o.path}/net_pay_splits/nps_unknown`), 404, 'not_found');
        expectProblem(await api().get(`${owner.path}/net_pay_splits/${mine.id}`), 404, 'not_found');
        for (const ownerId of [`${K.kind === 'employee' ? 'emp' : 'ctr'}_unknown`, elsewhere.id]) {
          const p = `${company}/${K.plural}/${ownerId}/net_pay_splits`;
          expectProblem(await api().get(p), 404, 'not_found');
          expectProblem(await api().get(`${p}/${mine.id}`), 404, 'not_found');
          expectProblem(await api().post(p, { splits: [{ bankAccountId: x.id, priority: 1 }] }), 404, 'not_found');
        }
        for (const k of [t.foreign.key, t.foreignCompany.key]) {
          expectProblem(await api(k).get(`${o.path}/net_pay_splits`), 404, 'not_found');
          expectProblem(await api(k).get(`${o.path}/net_pay_splits/${mine.id}`), 404, 'not_found');
          expectProblem(await api(k).post(`${o.path}/net_pay_splits`, { splits: [{ bankAccountId: x.id, priority: 1 }] }), 404, 'not_found');
        }
        // Corporation and Company keys in scope read it.
        for (const k of [t.corporation.key, t.company.key]) expect(expectStatus(await api(k).get(`${o.path}/net_pay_splits/${mine.id}`), 200).body).toEqual(mine);
        expect(ids(expectStatus(await api().get(`${o.path}/net_pay_splits`), 200))).toEqual([mine.id]);
      });
    });
  });
});
