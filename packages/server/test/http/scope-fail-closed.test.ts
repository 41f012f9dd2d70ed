// Issue 12, point 8: the company scope of a caller with no scope ids is an error (403 forbidden),
// never "every company". Prisma reads `{ partnerId: undefined }` as no condition at all, so before the
// fix a partner caller whose partnerId was missing listed every partner's companies.
import type { Caller } from '../../src/core/caller';
import { DomainError } from '../../src/core/errors';
import { toApiError } from '../../src/http/error-handler';
import type { Services } from '../../src/services';
import { companyScope, partnerIdOf, requireCompany, scopeIdOf } from '../../src/services/scope';
import { forEachDatabase } from '@payroll/test-support';
import { createTenancy } from './fixtures';

const MALFORMED: Array<[string, Caller]> = [
  ['a partner caller without partnerId', { kind: 'Partner', apiKeyId: 'key_1' }],
  ['a partner caller with an empty partnerId', { kind: 'Partner', apiKeyId: 'key_1', partnerId: '' }],
  ['a partner caller carrying only a companyId', { kind: 'Partner', apiKeyId: 'key_1', companyId: 'com_1' }],
  ['a corporation caller without corporationId', { kind: 'Corporation', apiKeyId: 'key_1', partnerId: 'par_1' }],
  ['a company caller without companyId', { kind: 'Company', apiKeyId: 'key_1', partnerId: 'par_1', corporationId: 'cor_1' }],
  ['an operator caller', { kind: 'Operator', apiKeyId: 'operator' }],
  ['an operator caller carrying a partnerId', { kind: 'Operator', apiKeyId: 'operator', partnerId: 'par_1' }],
  ['a caller of an unknown kind', { kind: 'Robot' as Caller['kind'], apiKeyId: 'key_1', partnerId: 'par_1' }],
];

/** Runs fn and returns what it threw, as status and code; when it resolves, what it gave (a page as its ids). */
async function thrown(fn: () => unknown): Promise<[number, string] | string> {
  try {
    const value = (await fn()) as { results?: Array<{ id: string }> } | undefined;
    return `resolved: ${JSON.stringify(value?.results ? value.results.map((r) => r.id).sort() : value)}`;
  } catch (err) {
    // Services throw domain errors; the status is the one http/ answers for it.
    return err instanceof DomainError ? [toApiError(err).error.status, err.code] : `threw ${String(err)}`;
  }
}

describe('companyScope fails closed', () => {
  it.each(MALFORMED)('%s: 403 forbidden', async (_name, caller) => {
    expect(await thrown(() => companyScope(caller))).toEqual([403, 'forbidden']);
  });

  it('well-formed callers get exactly their one id', () => {
    expect(companyScope({ kind: 'Partner', apiKeyId: 'k', partnerId: 'par_1' })).toEqual({ partnerId: 'par_1' });
    expect(companyScope({ kind: 'Corporation', apiKeyId: 'k', partnerId: 'par_1', corporationId: 'cor_1' })).toEqual({ corporationId: 'cor_1' });
    expect(companyScope({ kind: 'Company', apiKeyId: 'k', partnerId: 'par_1', corporationId: 'cor_1', companyId: 'com_1' })).toEqual({ companyId: 'com_1' });
  });

  it('scopeIdOf and partnerIdOf refuse a missing id or another kind', async () => {
    expect(await thrown(() => scopeIdOf({ kind: 'Partner', apiKeyId: 'k' }, 'partnerId'))).toEqual([403, 'forbidden']);
    expect(await thrown(() => partnerIdOf({ kind: 'Partner', apiKeyId: 'k' }))).toEqual([403, 'forbidden']);
    expect(await thrown(() => partnerIdOf({ kind: 'Corporation', apiKeyId: 'k', partnerId: 'par_1', corporationId: 'cor_1' }))).toEqual([403, 'forbidden']);
    expect(partnerIdOf({ kind: 'Partner', apiKeyId: 'k', partnerId: 'par_1' })).toBe('par_1');
  });
});

forEachDatabase('a caller without scope ids sees nothing', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  let services: Services;
  const noPartnerId: Caller = { kind: 'Partner', apiKeyId: 'key_forged' };
  const noCorporationId: Caller = { kind: 'Corporation', apiKeyId: 'key_forged' };

  beforeAll(async () => {
    t = await createTenancy(server());
    services = server().app.locals.services as Services;
  });

  it('a well-formed partner caller lists its own company only (the control)', async () => {
    const page = await services.companies.list({ kind: 'Partner', apiKeyId: 'k', partnerId: t.partner.id }, {});
    expect(page.results.map((c) => c.id)).toEqual([t.company.id]);
  });

  it("listing companies as a partner without partnerId is 403, not every partner's companies", async () => {
    // Before the fix this resolved with both t.company and t.foreignCompany (checked: "resolved: [both ids]").
    expect(await thrown(() => services.companies.list(noPartnerId, {}))).toEqual([403, 'forbidden']);
    expect(await thrown(() => services.companies.list(noCorporationId, {}))).toEqual([403, 'forbidden']);
  });

  it("reading another partner's company without a partnerId is 403", async () => {
    expect(await thrown(() => requireCompany(server().db.prisma, noPartnerId, t.foreignCompany.id))).toEqual([403, 'forbidden']);
    expect(await thrown(() => services.companies.get(noPartnerId, t.company.id))).toEqual([403, 'forbidden']);
  });

  it('events, webhook endpoints, corporations and company creation fail closed the same way', async () => {
    expect(await thrown(() => services.events.listEvents(noPartnerId, {}))).toEqual([403, 'forbidden']);
    expect(await thrown(() => services.events.listEvents(noCorporationId, {}))).toEqual([403, 'forbidden']);
    expect(await thrown(() => services.webhooks.listEndpoints(noPartnerId, {}))).toEqual([403, 'forbidden']);
    expect(await thrown(() => services.companies.getCorporation(noPartnerId, t.corporation.id))).toEqual([403, 'forbidden']);
    expect(
      await thrown(() =>
        services.companies.create(noPartnerId, {
          legalName: 'Orphan LLC',
          email: 'x@orphan.example',
          legalType: 'LimitedLiabilityCompany',
          address: { street1: '1 Main St', city: 'Austin', zipcode: '78701', state: 'TX', country: 'US' },
        }),
      ),
    ).toEqual([403, 'forbidden']);
  });
});
