// The operator's side through OperatorService, no HTTP (docs/domain-rules.md, "Keys and the operator"):
// partners, corporations and API keys; the clear key is returned once and only its hash is stored; an
// owner that does not exist is invalid_reference; revoking twice is conflict api_key_revoked. Over
// HTTP: test/http/scope.test.ts.
import { hashApiKey } from '../../src/lib/secrets';
import { forEachServiceDatabase } from '@payroll/test-support';
import { companyInput, refusal } from './fixtures';

forEachServiceDatabase('operator: partners, corporations and API keys (service tier)', (t) => {
  const operator = () => t().services.operator;
  const keyRow = (id: string) => t().db.prisma.apiKey.findUniqueOrThrow({ where: { id } });

  afterEach(() => t().clock.reset());

  it('createPartner: the partner and its Partner key, shown once; the row keeps the prefix and the hash only', async () => {
    const created = await operator().createPartner({ name: 'Evergreen Payroll Partners' });
    expect(created).toEqual({ id: expect.stringMatching(/^par_[0-9a-z]+$/), name: 'Evergreen Payroll Partners', apiKey: expect.stringMatching(/^pk_/) });
    const rows = await t().db.prisma.apiKey.findMany({ where: { ownerId: created.id } });
    expect(rows.map((r) => ({ kind: r.kind, prefix: r.prefix, hash: r.hash, revokedAt: r.revokedAt }))).toEqual([
      { kind: 'Partner', prefix: created.apiKey.slice(0, 12), hash: hashApiKey(created.apiKey), revokedAt: null },
    ]);
    expect(JSON.stringify(rows)).not.toContain(created.apiKey);
    const { caller } = await t().callerOf(created.apiKey);
    expect(caller).toEqual({ kind: 'Partner', apiKeyId: rows[0].id, partnerId: created.id, corporationId: undefined, companyId: undefined });
  });

  it('createCorporation: of an existing partner only; an unknown partner is unprocessable invalid_reference and creates nothing', async () => {
    const partner = await t().partner('Corp Owner');
    const corp = await operator().createCorporation({ partnerId: partner.partnerId, name: 'Harborview Hospitality Group' });
    expect(corp).toEqual({ id: expect.stringMatching(/^corp_[0-9a-z]+$/), partnerId: partner.partnerId, name: 'Harborview Hospitality Group', apiKey: expect.stringMatching(/^gk_/) });
    expect((await t().callerOf(corp.apiKey)).caller).toMatchObject({ kind: 'Corporation', partnerId: partner.partnerId, corporationId: corp.id });
    const before = await t().db.prisma.corporation.count();
    const error = await refusal(operator().createCorporation({ partnerId: 'par_unknown', name: 'Nobody Corp' }), 'unprocessable', 'invalid_reference', 'Partner par_unknown does not exist.');
    expect(error.errors).toEqual([{ field: 'body.partnerId', message: 'Partner par_unknown does not exist.', code: 'invalid_reference' }]);
    expect(await t().db.prisma.corporation.count()).toBe(before);
  });

  it('createApiKey: a key of each kind for an existing owner; an unknown owner is unprocessable invalid_reference on body.ownerId', async () => {
    const partner = await t().partner('Key Owner');
    const corp = await t().corporation(partner.partnerId, 'Key Corp');
    const company = await t().services.companies.create(corp.caller, companyInput());
    const owners = { Partner: partner.partnerId, Corporation: corp.corporationId, Company: company.id } as const;
    for (const [kind, ownerId] of Object.entries(owners) as Array<[keyof typeof owners, string]>) {
      const issued = await operator().createApiKey({ kind, ownerId });
      expect(issued).toEqual({ id: expect.stringMatching(/^key_[0-9a-z]+$/), kind, ownerId, apiKey: expect.stringMatching({ Partner: /^pk_/, Corporation: /^gk_/, Company: /^ck_/ }[kind]) });
      expect((await t().callerOf(issued.apiKey)).caller).toEqual({
        kind,
        apiKeyId: issued.id,
        partnerId: partner.partnerId,
        corporationId: kind === 'Partner' ? undefined : corp.corporationId,
        companyId: kind === 'Company' ? company.id : undefined,
      });
    }
    for (const [kind, detail] of [['Partner', 'No partner par_x.'], ['Corporation', 'No corporation par_x.'], ['Company', 'No company par_x.']] as const) {
      const error = await refusal(operator().createApiKey({ kind, ownerId: 'par_x' }), 'unprocessable', 'invalid_reference', detail);
      expect(error.errors?.map((e) => e.field)).toEqual(['body.ownerId']);
    }
  });

  it('revokeApiKey: revoked at the service clock; revoking again is conflict api_key_revoked and keeps the first time; an unknown key is not_found', async () => {
    const partner = await t().partner('Revoker');
    const issued = await operator().createApiKey({ kind: 'Partner', ownerId: partner.partnerId });
    t().clock.set('2026-03-02T15:00:00.123Z');
    await operator().revokeApiKey(issued.id);
    expect((await keyRow(issued.id)).revokedAt).toEqual(new Date('2026-03-02T15:00:00.123Z'));
    t().clock.advance(60_000);
    const again = await refusal(operator().revokeApiKey(issued.id), 'conflict', 'api_key_revoked', `API key ${issued.id} is already revoked.`);
    expect(again.errors).toBeUndefined();
    expect((await keyRow(issued.id)).revokedAt).toEqual(new Date('2026-03-02T15:00:00.123Z'));
    await refusal(operator().revokeApiKey('key_unknown'), 'not_found', 'not_found', 'API key key_unknown was not found.');
    // The partner's first key is untouched.
    expect((await keyRow(partner.apiKeyId)).revokedAt).toBeNull();
  });
});
