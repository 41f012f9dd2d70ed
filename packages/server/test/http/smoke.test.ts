import request from 'supertest';
import { forEachDatabase } from './harness';

forEachDatabase('smoke', (server) => {
  it('health', async () => {
    const res = await request(server().app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body.database.status).toBe('up');
  });
  it('partner creates and reads a company', async () => {
    const p = await server().operator().post('/v1/operator/partners').send({ name: 'P1' });
    expect(p.status).toBe(201);
    const c = await request(server().app)
      .post('/v1/companies')
      .set('X-API-key', p.body.apiKey)
      .send({ legalName: 'Blue Fern LLC', email: 'a@b.example', legalType: 'Partnership', address: { street1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' } });
    expect(c.status).toBe(201);
    const g = await request(server().app).get(`/v1/companies/${c.body.id}`).set('X-API-key', p.body.apiKey);
    expect(g.status).toBe(200);
    expect(g.body.legalName).toBe('Blue Fern LLC');
    const l = await request(server().app).get(`/v1/companies?pageSize=5&includeStatus=false&status=Suspended`).set('X-API-key', p.body.apiKey);
    expect(l.status).toBe(200);
    expect(l.body.totalResources).toBe(1);
  });
});
