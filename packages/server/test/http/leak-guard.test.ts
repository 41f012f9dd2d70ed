// The leak check every HTTP suite ends with must be able to fail: a secret written to a log line or a
// response body is reported, and clean traffic is not.
import express from 'express';
import request from 'supertest';
import { FieldCipher } from '../../src/lib/secrets';
import { defaultDatabaseUrl, startTestServer, TEST_ENCRYPTION_KEY, type TestServer } from '@payroll/test-support';
import { client, createPartner, createCompany, expectStatus } from './fixtures';

describe('leak guard', () => {
  let server: TestServer;
  const SSN = '123-45-6789';
  beforeAll(async () => {
    server = await startTestServer(defaultDatabaseUrl());
    const partner = await createPartner(server, 'Leak Guard Partner');
    const companyId = (await createCompany(server, partner.key)).id;
    const res = await client(server.app, partner.key).post(`/v1/companies/${companyId}/employees`, { firstName: 'Ada', lastName: 'Byron', ssn: SSN, startDate: '2026-01-05' });
    expectStatus(res, 201);
  });
  afterAll(() => server.close());

  it('finds nothing in clean traffic (the SSN was stored encrypted, answered as last four)', async () => {
    expect(await server.findLeaks()).toEqual([]);
  });

  it('reports an SSN that reached a log line, in either spelling', async () => {
    server.guard.logSink.write('{"level":30,"msg":"debug dump 123456789"}\n');
    const leaks = await server.findLeaks();
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toMatch(/^a secret ending 6789 appeared in: \{"level":30,"msg":"debug dump 123456789"\}/);
  });

  it('a webhook signing secret is reported as itself, never for its digits turning up in timestamps or ids', async () => {
    const other = await startTestServer(defaultDatabaseUrl());
    try {
      const partner = await createPartner(other, 'Webhook Partner');
      const created = expectStatus(await client(other.app, partner.key).post('/v1/webhook_endpoints', { url: 'https://hooks.example/payroll' }), 201);
      // A signing secret with eight digits in it, sealed as the service seals it.
      const secret = 'whsec_a1b2c3d4e5f6g7h8AbCdEfGhIjKlMnOp';
      await other.db.prisma.webhookEndpoint.update({ where: { id: created.body.id }, data: { secretEncrypted: new FieldCipher(TEST_ENCRYPTION_KEY).encrypt(secret) } });
      // Found by the fuzz pass: the digits of such a secret matched the digits of a log line's time.
      other.guard.logSink.write(`{"level":30,"time":179549437316712345678,"msg":"request"}\n`);
      expect(await other.findLeaks()).toEqual([]);
      other.guard.logSink.write(`{"level":30,"msg":"oops ${secret}"}\n`);
      expect(await other.findLeaks()).toEqual([expect.stringContaining(`a secret ending ${secret.slice(-4)} appeared in: {"level":30,"msg":"oops`)]);
    } finally {
      await other.close();
    }
  });

  it('reports a secret in a response body of a wrapped app', async () => {
    const other = await startTestServer(defaultDatabaseUrl());
    try {
      const partner = await createPartner(other, 'Second Partner');
      const companyId = (await createCompany(other, partner.key)).id;
      expectStatus(await client(other.app, partner.key).post(`/v1/companies/${companyId}/employees`, { firstName: 'Grace', lastName: 'Hopper', ssn: '234-56-7890', startDate: '2026-01-05' }), 201);
      const echo = other.guard.wrap(express().get('/echo', (_req, res) => void res.json({ ssn: '234-56-7890' })) as unknown as express.Express);
      expect((await request(echo).get('/echo')).status).toBe(200);
      expect(await other.findLeaks()).toEqual([expect.stringContaining('a secret ending 7890 appeared in: GET /echo -> 200: {"ssn":"234-56-7890"}')]);
    } finally {
      await other.close();
    }
  });
});
