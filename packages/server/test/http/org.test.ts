// Departments and workplaces: create, read, update, list with filters (paging: list-conformance.test.ts), validation, parents.
import { forEachDatabase } from '@payroll/test-support';
import { ADDRESS, TX_ADDRESS, client, createCompany, createPartner, expectFieldError, expectProblem, expectStatus, ids } from './fixtures';

forEachDatabase('departments and workplaces', (server) => {
  let partner: Awaited<ReturnType<typeof createPartner>>;
  let companyId: string;
  let base: string;
  let siblingBase: string;
  const as = () => client(server().app, partner.key);

  beforeAll(async () => {
    partner = await createPartner(server(), 'Org Partner');
    companyId = (await createCompany(server(), partner.key)).id;
    base = `/v1/companies/${companyId}`;
    siblingBase = `/v1/companies/${(await createCompany(server(), partner.key, { legalName: 'Sibling LLC' })).id}`;
  });

  describe('departments', () => {
    const create = async (body: Record<string, unknown>, path = base) => expectStatus(await as().post(`${path}/departments`, body), 201).body;

    it('creates a top-level department: 201, Location, exact body; reads it back', async () => {
      const res = expectStatus(await as().post(`${base}/departments`, { name: 'Field Operations' }), 201);
      expect(res.headers.location).toBe(`${base}/departments/${res.body.id}`);
      expect(res.body).toEqual({ id: expect.stringMatching(/^dep_[0-9a-z]+$/), companyId, name: 'Field Operations', active: true });
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      const event = await server().db.prisma.event.findFirst({ where: { type: 'department.created', resourceId: res.body.id } });
      expect(event).toMatchObject({ companyId, resourceType: 'Department', data: res.body });
    });

    it('creates a department under a parent, inactive when asked', async () => {
      const parent = await create({ name: 'Operations' });
      const child = await create({ name: 'Landscape Maintenance', parentId: parent.id, active: false });
      expect(child).toEqual({ id: expect.any(String), companyId, name: 'Landscape Maintenance', parentId: parent.id, active: false });
    });

    it.each([
      ['unknown parent', 'dep_unknown'],
      ['parent of another company', '{sibling}'],
      // Found by the fuzz pass: an empty id skipped the check and failed in the database (500).
      ['empty parent id', ''],
    ])('create with %s -> 422 invalid_reference on body.parentId', async (_label, parentId) => {
      const id = parentId === '{sibling}' ? (await create({ name: 'Elsewhere' }, siblingBase)).id : parentId;
      const problem = expectProblem(await as().post(`${base}/departments`, { name: 'Orphan', parentId: id }), 422, 'invalid_reference');
      expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.parentId', 'invalid_reference']]);
    });

    it('updates only the fields sent; null parentId makes it top-level', async () => {
      const parent = await create({ name: 'Parent' });
      const d = await create({ name: 'Child', parentId: parent.id });
      const r1 = expectStatus(await as().patch(`${base}/departments/${d.id}`, { name: 'Grounds Maintenance' }), 200);
      expect(r1.body).toEqual({ ...d, name: 'Grounds Maintenance' });
      const r2 = expectStatus(await as().patch(`${base}/departments/${d.id}`, { active: false }), 200);
      expect(r2.body).toEqual({ ...d, name: 'Grounds Maintenance', active: false });
      const r3 = expectStatus(await as().patch(`${base}/departments/${d.id}`, { parentId: null }), 200);
      expect(r3.body).toEqual({ id: d.id, companyId, name: 'Grounds Maintenance', active: false });
      expect(expectStatus(await as().get(`${base}/departments/${d.id}`), 200).body).toEqual(r3.body);
      const event = await server().db.prisma.event.findMany({ where: { type: 'department.updated', resourceId: d.id } });
      expect(event).toHaveLength(3);
    });

    it('refuses a parent that would make a cycle: itself or a descendant', async () => {
      const a = await create({ name: 'A' });
      const b = await create({ name: 'B', parentId: a.id });
      const c = await create({ name: 'C', parentId: b.id });
      for (const parentId of [a.id, c.id, b.id]) {
        const res = await as().patch(`${base}/departments/${a.id}`, { parentId });
        expect(expectProblem(res, 422, 'invalid_reference').errors?.[0].field).toBe('body.parentId');
      }
      expectProblem(await as().patch(`${base}/departments/${a.id}`, { parentId: 'dep_unknown' }), 422, 'invalid_reference');
      // Moving a leaf elsewhere is fine.
      const d = await create({ name: 'D' });
      expect(expectStatus(await as().patch(`${base}/departments/${c.id}`, { parentId: d.id }), 200).body.parentId).toBe(d.id);
      expect(expectStatus(await as().get(`${base}/departments/${a.id}`), 200).body).toEqual(a);
    });

    it('an unknown department, or one of another company, is 404', async () => {
      const other = await create({ name: 'Other' }, siblingBase);
      expectProblem(await as().get(`${base}/departments/dep_unknown`), 404, 'not_found');
      expectProblem(await as().get(`${base}/departments/${other.id}`), 404, 'not_found');
      expectProblem(await as().patch(`${base}/departments/${other.id}`, { name: 'Mine' }), 404, 'not_found');
    });

    it.each([
      ['missing required name', 'body.name', 'required', {}],
      ['wrong type name', 'body.name', 'type', { name: 5 }],
      ['wrong type active', 'body.active', 'type', { name: 'X', active: 'no' }],
      ['too long name (256)', 'body.name', 'maxLength', { name: 'd'.repeat(256) }],
      ['empty name', 'body.name', 'minLength', { name: '' }],
      ['too long parentId (65)', 'body.parentId', 'maxLength', { name: 'X', parentId: 'p'.repeat(65) }],
      ['null parentId on create', 'body.parentId', 'type', { name: 'X', parentId: null }],
      ['unknown property', 'body.code', 'additionalProperties', { name: 'X', code: 'OPS' }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await as().post(`${base}/departments`, body), field, keyword);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['wrong type', 'body.parentId', 'type', { parentId: 5 }],
      ['too long name (256)', 'body.name', 'maxLength', { name: 'n'.repeat(256) }],
      ['unknown property', 'body.companyId', 'additionalProperties', { companyId: 'com_x' }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const d = await create({ name: 'Valid' });
      expectFieldError(await as().patch(`${base}/departments/${d.id}`, body), field, keyword);
    });

    describe('list', () => {
      let path: string;
      const d: string[] = [];
      beforeAll(async () => {
        path = `/v1/companies/${(await createCompany(server(), partner.key, { legalName: 'Dept Lister' })).id}`;
        for (const body of [{ name: 'Field Operations' }, { name: 'Office', active: false }, { name: 'Fleet' }, { name: 'Sales Field Team', active: false }, { name: 'Payroll' }]) {
          d.push((await create(body, path)).id);
        }
      });

      // Paging: list-conformance.test.ts.
      it.each([
        ['active=true', [0, 2, 4]],
        ['active=false', [1, 3]],
        ['search=FIELD', [0, 3]],
        ['search=field&includeSearch=true', [0, 3]],
        ['search=field&includeSearch=false', [1, 2, 4]],
        ['search=field&active=false', [3]],
        ['search=zzz', []],
        ['includeSearch=false', [0, 1, 2, 3, 4]],
      ])('filter %s', async (q, expected) => {
        const res = expectStatus(await as().get(`${path}/departments?${q}`), 200);
        expect(ids(res)).toEqual((expected as number[]).map((i) => d[i]));
        expect(res.body.totalResources).toBe((expected as number[]).length);
      });

      it.each([
        ['active=maybe', 'query.active', 'type'],
        ['parentId=dep_x', 'query.parentId', undefined],
      ])('rejects %s -> 400 naming %s', async (q, field, keyword) => {
        expectFieldError(await as().get(`${path}/departments?${q}`), field, keyword);
      });
    });
  });

  describe('workplaces', () => {
    const create = async (body: Record<string, unknown>, path = base) => expectStatus(await as().post(`${path}/workplaces`, body), 201).body;

    it('creates a workplace: 201, Location, exact body; reads it back', async () => {
      const res = expectStatus(await as().post(`${base}/workplaces`, { name: 'Mission Street Yard', address: ADDRESS }), 201);
      expect(res.headers.location).toBe(`${base}/workplaces/${res.body.id}`);
      expect(res.body).toEqual({ id: expect.stringMatching(/^wp_[0-9a-z]+$/), companyId, name: 'Mission Street Yard', address: ADDRESS, active: true });
      expect(expectStatus(await as().get(res.headers.location), 200).body).toEqual(res.body);
      const event = await server().db.prisma.event.findFirst({ where: { type: 'workplace.created', resourceId: res.body.id } });
      expect(event).toMatchObject({ companyId, resourceType: 'Workplace', data: res.body });
    });

    it('creates an inactive workplace with a minimal address', async () => {
      const address = { street1: '1 A St', city: 'Austin', state: 'TX', zipcode: '78701-1234' };
      expect(await create({ name: 'Retired', address, active: false })).toEqual({ id: expect.any(String), companyId, name: 'Retired', address, active: false });
    });

    it('updates only the fields sent; an address replaces the whole address', async () => {
      const w = await create({ name: 'Yard', address: ADDRESS });
      const r1 = expectStatus(await as().patch(`${base}/workplaces/${w.id}`, { name: 'Mission Street Yard and Office' }), 200);
      expect(r1.body).toEqual({ ...w, name: 'Mission Street Yard and Office' });
      const r2 = expectStatus(await as().patch(`${base}/workplaces/${w.id}`, { address: TX_ADDRESS }), 200);
      expect(r2.body).toEqual({ ...w, name: 'Mission Street Yard and Office', address: TX_ADDRESS });
      expect(r2.body.address).not.toHaveProperty('street2');
      const r3 = expectStatus(await as().patch(`${base}/workplaces/${w.id}`, { active: false }), 200);
      expect(r3.body).toEqual({ ...r2.body, active: false });
      expect(expectStatus(await as().get(`${base}/workplaces/${w.id}`), 200).body).toEqual(r3.body);
    });

    it('retiring a workplace or a department leaves the employees pointing at them', async () => {
      const w = await create({ name: 'Soon Retired', address: ADDRESS });
      const d = expectStatus(await as().post(`${base}/departments`, { name: 'Soon Retired Dept' }), 201).body;
      const e = expectStatus(await as().post(`${base}/employees`, { firstName: 'R', lastName: 'T', startDate: '2026-01-01', workplaces: [w.id], departmentId: d.id }), 201).body;
      expectStatus(await as().patch(`${base}/workplaces/${w.id}`, { active: false, name: 'Retired Yard' }), 200);
      expectStatus(await as().patch(`${base}/departments/${d.id}`, { active: false }), 200);
      const got = expectStatus(await as().get(`${base}/employees/${e.id}`), 200).body;
      expect({ workplaces: got.workplaces, primary: got.primaryWorkplaceId, department: got.department }).toEqual({
        workplaces: [{ id: w.id, name: 'Retired Yard' }],
        primary: w.id,
        department: { id: d.id, name: 'Soon Retired Dept' },
      });
    });

    it('an unknown workplace, or one of another company, is 404', async () => {
      const other = await create({ name: 'Other', address: ADDRESS }, siblingBase);
      expectProblem(await as().get(`${base}/workplaces/wp_unknown`), 404, 'not_found');
      expectProblem(await as().get(`${base}/workplaces/${other.id}`), 404, 'not_found');
      expectProblem(await as().patch(`${base}/workplaces/${other.id}`, { name: 'Mine' }), 404, 'not_found');
    });

    const { city: _city, ...noCity } = ADDRESS;
    const { street1: _street1, ...noStreet } = ADDRESS;
    it.each([
      ['missing required name', 'body.name', 'required', { address: ADDRESS }],
      ['missing required address', 'body.address', 'required', { name: 'X' }],
      ['address without city', 'body.address.city', 'required', { name: 'X', address: noCity }],
      ['address without street1', 'body.address.street1', 'required', { name: 'X', address: noStreet }],
      ['wrong type name', 'body.name', 'type', { name: ['X'], address: ADDRESS }],
      ['wrong type address', 'body.address', 'type', { name: 'X', address: 'somewhere' }],
      ['too long name (256)', 'body.name', 'maxLength', { name: 'w'.repeat(256), address: ADDRESS }],
      ['too long city (256)', 'body.address.city', 'maxLength', { name: 'X', address: { ...ADDRESS, city: 'c'.repeat(256) } }],
      ['bad zipcode', 'body.address.zipcode', 'pattern', { name: 'X', address: { ...ADDRESS, zipcode: 'ABCDE' } }],
      ['bad country', 'body.address.country', 'pattern', { name: 'X', address: { ...ADDRESS, country: 'USA' } }],
      ['unknown property', 'body.timezone', 'additionalProperties', { name: 'X', address: ADDRESS, timezone: 'PST' }],
    ])('create: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      expectFieldError(await as().post(`${base}/workplaces`, body), field, keyword);
    });

    it.each([
      ['empty body', 'body', 'minProperties', {}],
      ['address without zipcode', 'body.address.zipcode', 'required', { address: { street1: '1 A St', city: 'Austin', state: 'TX' } }],
      ['wrong type active', 'body.active', 'type', { active: 0 }],
      ['unknown property', 'body.id', 'additionalProperties', { id: 'wp_other' }],
    ])('update: %s -> 400 naming %s (%s)', async (_label, field, keyword, body) => {
      const w = await create({ name: 'Valid', address: ADDRESS });
      expectFieldError(await as().patch(`${base}/workplaces/${w.id}`, body), field, keyword);
      expect(expectStatus(await as().get(`${base}/workplaces/${w.id}`), 200).body).toEqual(w);
    });

    describe('list', () => {
      let path: string;
      const w: string[] = [];
      beforeAll(async () => {
        path = `/v1/companies/${(await createCompany(server(), partner.key, { legalName: 'Workplace Lister' })).id}`;
        const bodies = [
          { name: 'North Yard', address: ADDRESS },
          { name: 'South Yard', address: TX_ADDRESS, active: false },
          { name: 'Head Office', address: ADDRESS },
        ];
        for (const body of bodies) w.push((await create(body, path)).id);
      });

      // Paging: list-conformance.test.ts.
      it.each([
        ['active=true', [0, 2]],
        ['active=false', [1]],
        ['search=yard', [0, 1]],
        ['search=YARD&includeSearch=false', [2]],
        ['search=yard&active=true', [0]],
        ['search=office&includeSearch=false&active=true', [0]],
      ])('filter %s', async (q, expected) => {
        const res = expectStatus(await as().get(`${path}/workplaces?${q}`), 200);
        expect(ids(res)).toEqual((expected as number[]).map((i) => w[i]));
        expect(res.body.totalResources).toBe((expected as number[]).length);
      });

      it.each([
        ['state=CA', 'query.state', undefined],
      ])('rejects %s -> 400 naming %s', async (q, field, keyword) => {
        expectFieldError(await as().get(`${path}/workplaces?${q}`), field, keyword);
      });
    });
  });
});
