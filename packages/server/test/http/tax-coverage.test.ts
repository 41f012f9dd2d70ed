// Tax coverage over HTTP (issue 37; docs/taxes.md, "Coverage"): getTaxCoverage for partner, corporation,
// company and operator keys, the year bounds, getCompanyTaxCoverage by employee within the caller's scope (another
// partner's company is 404), and /health's nextTaxYear from November 1 (the test clock). Every answer is checked
// against the contract by the test server (VALIDATE_RESPONSES).
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, client, createTenancy, expectFieldError, expectProblem, expectStatus, operatorKey } from './fixtures';

type Json = Record<string, any>;

forEachDatabase('tax coverage', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;

  beforeAll(async () => {
    t = await createTenancy(server());
  });
  afterEach(() => server().clock.reset());

  it('getTaxCoverage: 2026 federal computed and built in, 2027 refused with the reason; every key kind that may read it', async () => {
    const c2026 = expectStatus(await client(server().app, t.partner.key).get('/v1/tax_coverage?year=2026'), 200).body as Json;
    expect(c2026.year).toBe(2026);
    expect(c2026.entries.find((e: Json) => e.jurisdiction === 'US' && e.part === 'Withholding')).toMatchObject({ computed: true, origin: { kind: 'BuiltIn' } });
    expect(c2026.missing).toEqual(['AR', 'DE', 'ID', 'WV', 'PA-PHILADELPHIA']);
    for (const k of [t.partner.key, t.corporation.key, t.company.key, operatorKey]) {
      const c = expectStatus(await client(server().app, k).get('/v1/tax_coverage?year=2027'), 200).body as Json;
      expect(c.entries[0]).toEqual({
        jurisdiction: 'US',
        level: 'Federal',
        part: 'Withholding',
        name: 'Federal income tax withholding (Publication 15-T)',
        computed: false,
        reason: 'no 2027 figures confirmed: Publication 15-T 2027 is neither built in nor installed (federal years: 2025, 2026)',
        sources: [],
        effect: 'Refused',
        effectCode: 'unsupported_tax_year',
      });
      expect(c.missing).toContain('CA');
      expect(c.entries.find((e: Json) => e.jurisdiction === 'TX' && e.part === 'Withholding')).toMatchObject({ computed: true, note: 'no wage income tax' });
    }
  });

  it('getTaxCoverage: year required and bounded 2000..2100 (400), no key 401', async () => {
    const as = client(server().app, t.partner.key);
    expectFieldError(await as.get('/v1/tax_coverage'), 'query.year', 'required');
    expectFieldError(await as.get('/v1/tax_coverage?year=1999'), 'query.year', 'minimum');
    expectFieldError(await as.get('/v1/tax_coverage?year=2101'), 'query.year', 'maximum');
    expectFieldError(await as.get('/v1/tax_coverage?year=twenty'), 'query.year');
    expectProblem(await client(server().app).get('/v1/tax_coverage?year=2027'), 401, 'unauthenticated');
    expectStatus(await as.get('/v1/tax_coverage?year=2000'), 200);
  });

  it('getCompanyTaxCoverage: each employee with the jurisdictions that will warn or be refused; scoped like the company’s reads', async () => {
    const as = client(server().app, t.partner.key);
    const base = `/v1/companies/${t.company.id}`;
    const nyc = expectStatus(await as.post(`${base}/workplaces`, { name: 'Midtown', address: { ...ADDRESS, street1: '5 W 34th St', city: 'New York', state: 'NY', zipcode: '10001', localities: ['NY-NYC'] } }), 201).body as Json;
    const tx = expectStatus(await as.post(`${base}/workplaces`, { name: 'Austin', address: { ...ADDRESS, street1: '1 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701' } }), 201).body as Json;
    const residence = (state: string, extra: Json = {}) => ({ ...ADDRESS, state, ...extra });
    const ny = expectStatus(
      await as.post(`${base}/employees`, { firstName: 'Nia', lastName: 'York', startDate: '2026-01-05', workplaces: [nyc.id], primaryWorkplaceId: nyc.id, residence: residence('NY', { street1: '1 Main St', city: 'New York', zipcode: '10002', localities: ['NY-NYC'] }) }),
      201,
    ).body.id as string;
    const texan = expectStatus(
      await as.post(`${base}/employees`, { firstName: 'Tex', lastName: 'Ann', startDate: '2026-01-05', workplaces: [tx.id], primaryWorkplaceId: tx.id, residence: residence('TX', { street1: '2 Main St', city: 'Austin', zipcode: '78702' }) }),
      201,
    ).body.id as string;

    const page2026 = expectStatus(await as.get(`${base}/tax_coverage?year=2026`), 200).body as Json;
    expect(page2026).toMatchObject({ totalResources: 2, currentPage: 1 });
    const row = (page: Json, id: string) => page.results.find((r: Json) => r.employeeId === id);
    expect(row(page2026, ny)).toMatchObject({ refused: false, warns: false });
    expect(row(page2026, ny).jurisdictions.map((j: Json) => [j.jurisdiction, j.roles, j.computed])).toEqual([
      ['US', ['Federal'], true],
      ['NY', ['Work', 'Residence'], true],
      ['NY-NYC', ['Work', 'Residence'], true],
    ]);
    // Texas has no general new-employer rate, and the company has no Texas rate on file: its SUI warns.
    expect(row(page2026, texan)).toMatchObject({ refused: false, warns: true });
    expect(row(page2026, texan).jurisdictions.find((j: Json) => j.jurisdiction === 'TX').notComputed.map((e: Json) => e.part)).toEqual(['SuiNewEmployerRate']);

    const page2027 = expectStatus(await client(server().app, t.company.key).get(`${base}/tax_coverage?year=2027`), 200).body as Json;
    const ny2027 = row(page2027, ny);
    expect(ny2027).toMatchObject({ refused: true, warns: true });
    const nyc2027 = ny2027.jurisdictions.find((j: Json) => j.jurisdiction === 'NY-NYC');
    expect(nyc2027.notComputed).toEqual([
      { jurisdiction: 'NY-NYC', level: 'Local', part: 'Withholding', name: 'NY-NYC local wage tax', computed: false, reason: 'no 2027 figures', sources: [], effect: 'Warns', effectCode: 'local_taxes_not_computed' },
    ]);
    expect(ny2027.jurisdictions.find((j: Json) => j.jurisdiction === 'US').notComputed.map((e: Json) => e.part)).toEqual(['Withholding', 'SocialSecurityWageBase', 'Futa', 'BenefitLimits']);
    // Texas: no income tax; its 2027 SUI wage base is not built.
    const tx2027 = row(page2027, texan).jurisdictions.find((j: Json) => j.jurisdiction === 'TX');
    expect(tx2027.notComputed.map((e: Json) => `${e.part}: ${e.reason}`)).toContain('SuiWageBase: no 2027 wage base confirmed');

    // Paging, the corporation key, and the bounds of year.
    const corp = expectStatus(await client(server().app, t.corporation.key).get(`${base}/tax_coverage?year=2027&pageSize=1&page=2`), 200).body as Json;
    expect(corp).toMatchObject({ totalResources: 2, totalPages: 2, currentPage: 2, previousPage: 1, nextPage: null });
    expect(corp.results).toHaveLength(1);
    expectFieldError(await as.get(`${base}/tax_coverage?year=2101`), 'query.year', 'maximum');
    expectFieldError(await as.get(`${base}/tax_coverage`), 'query.year', 'required');
  });

  it('getCompanyTaxCoverage: another partner’s company is 404, the operator key 403', async () => {
    expectProblem(await client(server().app, t.foreign.key).get(`/v1/companies/${t.company.id}/tax_coverage?year=2027`), 404, 'not_found');
    expectProblem(await client(server().app, t.foreignCompany.key).get(`/v1/companies/${t.company.id}/tax_coverage?year=2027`), 404, 'not_found');
    expectProblem(await client(server().app, operatorKey).get(`/v1/companies/${t.company.id}/tax_coverage?year=2027`), 403, 'forbidden');
  });

  it('/health: nextTaxYear only from November 1 through December 31 (the service clock)', async () => {
    server().clock.set('2026-10-31T23:59:59Z');
    expect(expectStatus(await client(server().app).get('/health'), 200).body.nextTaxYear).toBeUndefined();
    server().clock.set('2026-11-01T00:00:00Z');
    const nov = expectStatus(await client(server().app).get('/health'), 200).body as Json;
    expect(nov.nextTaxYear.year).toBe(2027);
    expect(nov.nextTaxYear.missing.slice(0, 3)).toEqual(['US', 'AK', 'AL']);
    const all = expectStatus(await client(server().app, t.partner.key).get('/v1/tax_coverage?year=2027'), 200).body as Json;
    expect(nov.nextTaxYear.missing).toEqual(all.missing);
    server().clock.set('2026-12-31T23:59:59Z');
    expect(expectStatus(await client(server().app).get('/health'), 200).body.nextTaxYear.year).toBe(2027);
    server().clock.set('2027-01-01T00:00:00Z');
    expect(expectStatus(await client(server().app).get('/health'), 200).body.nextTaxYear).toBeUndefined();
  });
});
