// The event feed: every state change's event, listed and read per key scope (partner, corporation,
// company), with each filter (paging: list-conformance.test.ts), and 404 outside the scope.
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, client, createCompany, createTenancy, expectFieldError, expectProblem, expectStatus, type Key } from './fixtures';

type Event = { id: string; type: string; createdAt: string; partnerId: string; companyId?: string; resourceType: string; resourceId: string; data: Record<string, unknown> };

/** Events in the contract's order: creation time, then id. */
const ordered = (events: Event[]) => [...events].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));

forEachDatabase('events', (server) => {
  let tenancy: Awaited<ReturnType<typeof createTenancy>>;
  /** company: the tenancy's company (in the corporation); direct: another company of the partner, outside the corporation. */
  let direct: { id: string };
  let workplace: Record<string, unknown>;
  let updatedDirect: Record<string, unknown>;
  const as = (k: Key) => client(server().app, k);
  const list = async (k: Key, query = '') => expectStatus(await as(k).get(`/v1/events${query}`), 200).body as { results: Event[]; totalResources: number } & Record<string, unknown>;
  /** All events a key sees, every page. */
  const all = async (k: Key, query = '') => (await list(k, `?pageSize=100${query}`)).results;

  beforeAll(async () => {
    tenancy = await createTenancy(server());
    direct = await createCompany(server(), tenancy.partner.key, { legalName: 'Direct LLC' });
    workplace = expectStatus(await as(tenancy.company.key).post(`/v1/companies/${tenancy.company.id}/workplaces`, { name: 'Yard', address: ADDRESS }), 201).body;
    updatedDirect = expectStatus(await as(tenancy.partner.key).patch(`/v1/companies/${direct.id}`, { tradeName: 'Direct' }), 200).body;
  });

  it('a partner key lists all of its events, oldest first, each as GET /events/{id} shows it', async () => {
    const events = await all(tenancy.partner.key);
    expect(events.map((e) => [e.type, e.resourceId])).toEqual(
      expect.arrayContaining([
        ['company.created', tenancy.company.id],
        ['company.created', direct.id],
        ['workplace.created', workplace.id],
        ['company.updated', direct.id],
      ]),
    );
    expect(events).toHaveLength(4);
    expect(events).toEqual(ordered(events));
    for (const e of events) expect(expectStatus(await as(tenancy.partner.key).get(`/v1/events/${e.id}`), 200).body).toEqual(e);

    const updated = events.find((e) => e.type === 'company.updated')!;
    expect(updated).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-z]{16}$/),
      type: 'company.updated',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      partnerId: tenancy.partner.id,
      companyId: direct.id,
      resourceType: 'Company',
      resourceId: direct.id,
      data: updatedDirect,
    });
    const created = events.find((e) => e.type === 'workplace.created')!;
    expect(created).toEqual({ ...created, partnerId: tenancy.partner.id, companyId: tenancy.company.id, resourceType: 'Workplace', resourceId: workplace.id, data: workplace });
  });

  it('a corporation key sees the events of its companies; a company key those of its company; a foreign partner none', async () => {
    const partnerEvents = await all(tenancy.partner.key);
    const ofCompany = partnerEvents.filter((e) => e.companyId === tenancy.company.id);
    expect(ofCompany.map((e) => e.type)).toEqual(['company.created', 'workplace.created']);
    expect(await all(tenancy.corporation.key)).toEqual(ofCompany);
    expect(await all(tenancy.company.key)).toEqual(ofCompany);
    const foreign = await all(tenancy.foreign.key);
    expect(foreign.map((e) => [e.type, e.resourceId])).toEqual([['company.created', tenancy.foreignCompany.id]]);
    expect(await all(tenancy.foreignCompany.key)).toEqual(foreign);
  });

  it('an event outside the scope and an unknown id are 404', async () => {
    const partnerEvents = await all(tenancy.partner.key);
    const ofDirect = partnerEvents.find((e) => e.companyId === direct.id)!;
    const ofCompany = partnerEvents.find((e) => e.companyId === tenancy.company.id)!;
    const foreignEvent = (await all(tenancy.foreign.key))[0];
    for (const [k, id] of [
      [tenancy.corporation.key, ofDirect.id],
      [tenancy.company.key, ofDirect.id],
      [tenancy.foreign.key, ofCompany.id],
      [tenancy.foreignCompany.key, ofCompany.id],
      [tenancy.partner.key, foreignEvent.id],
      [tenancy.partner.key, 'evt_unknown'],
    ] as Array<[Key, string]>) {
      const body = expectProblem(await as(k).get(`/v1/events/${id}`), 404, 'not_found');
      expect(body.detail).toBe(`Event ${id} was not found.`);
    }
    expectProblem(await client(server().app).get('/v1/events'), 401, 'unauthenticated');
  });

  it('filters: type, companyId (outside the scope: nothing), resourceType, resourceId, createdAfter (exclusive), combined with AND', async () => {
    const events = await all(tenancy.partner.key);
    const k = tenancy.partner.key;
    expect(await all(k, '&type=company.created')).toEqual(events.filter((e) => e.type === 'company.created'));
    expect(await all(k, '&type=payroll.approved')).toEqual([]);
    expect(await all(k, `&companyId=${direct.id}`)).toEqual(events.filter((e) => e.companyId === direct.id));
    expect(await all(k, `&companyId=${tenancy.foreignCompany.id}`)).toEqual([]);
    expect(await all(tenancy.company.key, `&companyId=${direct.id}`)).toEqual([]);
    expect(await all(k, '&resourceType=Workplace')).toEqual(events.filter((e) => e.resourceType === 'Workplace'));
    expect(await all(k, `&resourceId=${direct.id}`)).toEqual(events.filter((e) => e.resourceId === direct.id));
    expect(await all(k, `&resourceId=${direct.id}&type=company.updated`)).toEqual(events.filter((e) => e.type === 'company.updated'));
    expect(await all(k, `&resourceType=Company&companyId=${tenancy.company.id}`)).toEqual(events.filter((e) => e.resourceId === tenancy.company.id));
    const pivot = events[1];
    expect(await all(k, `&createdAfter=${encodeURIComponent(pivot.createdAt)}`)).toEqual(events.filter((e) => e.createdAt > pivot.createdAt));
    expect(await all(k, `&createdAfter=${encodeURIComponent(events[events.length - 1].createdAt)}`)).toEqual([]);
    expect(await all(k, `&createdAfter=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).toEqual(events);
    expectFieldError(await as(k).get('/v1/events?createdAfter=yesterday'), 'query.createdAfter', 'format');
    expectFieldError(await as(k).get(`/v1/events?type=${'a'.repeat(65)}`), 'query.type', 'maxLength');
    expectFieldError(await as(k).get('/v1/events?colour=blue'), 'query.colour');
  });

  // Paging: list-conformance.test.ts.
  it('writes record their event in the same transaction: a refused write records none, a new change appears at the end', async () => {
    const before = await all(tenancy.partner.key);
    expectProblem(await as(tenancy.partner.key).post(`/v1/companies/${direct.id}/workplaces`, { name: 'No Address' }), 400, 'validation_failed');
    expectProblem(await as(tenancy.company.key).patch(`/v1/companies/${direct.id}`, { tradeName: 'Not Mine' }), 404, 'not_found');
    expect(await all(tenancy.partner.key)).toEqual(before);
    const dept = expectStatus(await as(tenancy.partner.key).post(`/v1/companies/${direct.id}/departments`, { name: 'Crew' }), 201).body;
    const after = await all(tenancy.partner.key);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      { id: expect.any(String), type: 'department.created', createdAt: expect.any(String), partnerId: tenancy.partner.id, companyId: direct.id, resourceType: 'Department', resourceId: dept.id, data: dept },
    ]);
  });
});
