// Company onboarding: signatories, the seven onboard/* steps and the derived onboarding, start_payroll,
// the implementation state machine, the hosted (embed) pages, and the authorization documents the
// steps sign (PDF).
import { createHash } from 'node:crypto';
import request from 'supertest';
import { pdfText } from '../../src/documents/pdf';
import { forEachDatabase } from '@payroll/test-support';
import { client, createCompanyWithKey, createTenancy, expectFieldError, expectProblem, expectStatus, ids, type Key } from './fixtures';

const ALL_STEPS = [
  'signatoryAgreements',
  'employeeSetup',
  'connectBankAccount',
  'taxSetup',
  'filingAuthorization',
  'verificationDocuments',
  'accountingIntegration',
] as const;
type Step = (typeof ALL_STEPS)[number];
const BLOCKING: Step[] = ['signatoryAgreements', 'connectBankAccount', 'taxSetup', 'filingAuthorization'];

const ROUTING = '121000358'; // 3(1+0+3) + 7(2+0+5) + (1+0+8) = 70
const ACCOUNT = '004567891234';
const PDF_BASE64 = Buffer.from('%PDF-1.4\n%test\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1').toString('base64');
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

const PATHS: Record<Step, string> = {
  signatoryAgreements: 'signatory_agreements',
  employeeSetup: 'employee_setup',
  connectBankAccount: 'connect_bank_account',
  taxSetup: 'tax_setup',
  filingAuthorization: 'filing_authorization',
  verificationDocuments: 'verification_documents',
  accountingIntegration: 'accounting_integration',
};

/** The onboarding GET company shows for a set of completed steps. */
function onboardFor(completed: Step[]) {
  const remainingSteps = ALL_STEPS.filter((s) => !completed.includes(s));
  const blockingSteps = BLOCKING.filter((s) => !completed.includes(s));
  return {
    status: blockingSteps.length ? 'Blocking' : remainingSteps.length ? 'NeedsAttention' : 'Completed',
    blockingSteps,
    remainingSteps,
    completedSteps: ALL_STEPS.filter((s) => completed.includes(s)),
  };
}

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

forEachDatabase('company onboarding', (server) => {
  let t: Awaited<ReturnType<typeof createTenancy>>;
  const as = (k: Key) => client(server().app, k);
  const partner = () => as(t.partner.key);

  /** Every body any test of this file received (JSON text or PDF bytes), checked for the account number at the end. */
  const bodies: string[] = [];
  const seen = (res: request.Response) => {
    bodies.push(Buffer.isBuffer(res.body) ? res.body.toString('latin1') : (res.text ?? JSON.stringify(res.body)));
    return res;
  };

  const signatory = async (companyId: string, overrides: Record<string, unknown> = {}, k: Key = t.partner.key) =>
    expectStatus(
      await as(k).post(`/v1/companies/${companyId}/signatories`, {
        firstName: 'Maria',
        lastName: 'Alvarez',
        title: 'Chief Executive Officer',
        email: 'maria.alvarez@bluefern.example',
        ...overrides,
      }),
      201,
    ).body as { id: string; firstName: string; lastName: string; title: string };

  const step = async (companyId: string, s: Step, body: Record<string, unknown>, k: Key = t.partner.key) =>
    seen(await as(k).post(`/v1/companies/${companyId}/onboard/${PATHS[s]}`, body));

  const getCompany = async (companyId: string, k: Key = t.partner.key) => seen(expectStatus(await as(k).get(`/v1/companies/${companyId}`), 200)).body;

  const bodies_for = (signatoryId: string): Record<Step, Record<string, unknown>> => ({
    signatoryAgreements: { signatoryId, accepted: true },
    employeeSetup: { acknowledged: true },
    connectBankAccount: { routingNumber: ROUTING, accountNumber: ACCOUNT, type: 'Checking' },
    taxSetup: { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly' },
    filingAuthorization: { signatoryId, authorized: true },
    verificationDocuments: { kind: 'EinConfirmationLetter', fileName: 'cp575.pdf', contentType: 'application/pdf', base64Content: PDF_BASE64 },
    accountingIntegration: { provider: 'Xero' },
  });

  /** A new company of the partner in its corporation, with its key and a signatory. */
  const freshCompany = async (legalName: string) => {
    const company = await createCompanyWithKey(server(), t.partner.key, { legalName, taxId: '12-3456789', corporationId: t.corporation.id });
    const sig = await signatory(company.id);
    return { ...company, signatoryId: sig.id, signer: sig };
  };

  const completeSteps = async (companyId: string, signatoryId: string, steps: Step[]) => {
    for (const s of steps) expectStatus(await step(companyId, s, bodies_for(signatoryId)[s]), 200);
  };

  const events = (companyId: string, type: string) =>
    server().db.prisma.event.findMany({ where: { companyId, type }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  beforeAll(async () => {
    t = await createTenancy(server());
  });
  afterEach(() => server().clock.reset());
  afterAll(() => {
    // The funding account number is write-only: no response of this file carried it.
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) expect(body).not.toContain(ACCOUNT);
  });

  describe('signatories', () => {
    it('creates a signatory with each caller kind: 201, Location, exact body, event; lists them in creation order', async () => {
      const company = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Signers LLC', corporationId: t.corporation.id });
      const base = `/v1/companies/${company.id}/signatories`;
      const made = [];
      for (const [k, first] of [
        [t.partner.key, 'Maria'],
        [t.corporation.key, 'Dana'],
        [company.key, 'Lee'],
      ] as const) {
        const res = expectStatus(await as(k).post(base, { firstName: first, lastName: 'Signer', title: 'Owner', email: `${first.toLowerCase()}@signers.example` }), 201);
        expect(res.body).toEqual({
          id: expect.stringMatching(/^sig_[0-9a-z]+$/),
          companyId: company.id,
          firstName: first,
          lastName: 'Signer',
          title: 'Owner',
          email: `${first.toLowerCase()}@signers.example`,
        });
        expect(res.headers.location).toBe(`${base}/${res.body.id}`);
        made.push(res.body);
      }
      const created = await events(company.id, 'signatory.created');
      expect(created.map((e) => [e.resourceType, e.resourceId, e.data])).toEqual(made.map((s) => ['Signatory', s.id, s]));

      // Paging: list-conformance.test.ts.
      expect(expectStatus(await as(company.key).get(base), 200).body.results).toEqual(made);
    });

    it.each([
      ['missing title', 'body.title', 'required', { firstName: 'A', lastName: 'B', email: 'a@b.example' }],
      ['empty firstName', 'body.firstName', 'minLength', { firstName: '', lastName: 'B', title: 'T', email: 'a@b.example' }],
      ['bad email', 'body.email', 'format', { firstName: 'A', lastName: 'B', title: 'T', email: 'not-an-email' }],
      ['unknown property', 'body.phone', 'additionalProperties', { firstName: 'A', lastName: 'B', title: 'T', email: 'a@b.example', phone: '1' }],
    ])('create: %s -> 400 naming %s', async (_label, field, keyword, body) => {
      expectFieldError(await partner().post(`/v1/companies/${t.company.id}/signatories`, body), field, keyword);
    });

    it("another partner's company, another company's key, an unknown company: 404", async () => {
      const body = { firstName: 'A', lastName: 'B', title: 'T', email: 'a@b.example' };
      expectProblem(await as(t.foreign.key).post(`/v1/companies/${t.company.id}/signatories`, body), 404, 'not_found');
      expectProblem(await as(t.foreign.key).get(`/v1/companies/${t.company.id}/signatories`), 404, 'not_found');
      expectProblem(await as(t.foreignCompany.key).get(`/v1/companies/${t.company.id}/signatories`), 404, 'not_found');
      expectProblem(await partner().get('/v1/companies/com_unknown/signatories'), 404, 'not_found');
    });
  });

  describe('walking a company from its first step to start_payroll', () => {
    it('derives the onboarding after each step and refuses start_payroll while blocking steps remain', async () => {
      const c = await freshCompany('Blue Fern Landscaping LLC');
      const k = c.key; // the company's own key walks it
      const at = (iso: string) => server().clock.set(iso);
      const startPayroll = async () => seen(await as(k).post(`/v1/companies/${c.id}/start_payroll`));

      const initial = await getCompany(c.id, k);
      expect(initial.payrollDetails).toEqual({
        activated: false,
        canBoardPayroll: true,
        completedItems: [],
        terminated: false,
        inGoodStanding: true,
        processingPeriod: 'FourDay',
        employeeW2DeliveryMethod: 'PrintAndMailAll',
        contractor1099DeliveryMethod: 'PrintAndMailAll',
        onboardDetails: onboardFor([]),
        implementationDetails: { status: 'NotStarted' },
      });
      expect(initial.acceptedTerms).toBe(false);
      const refused = expectProblem(await startPayroll(), 409, 'onboarding_incomplete');
      expect(refused.detail).toBe('Payroll cannot start while onboarding steps block it: signatoryAgreements, connectBankAccount, taxSetup, filingAuthorization.');

      const walk: Array<[Step, string, Record<string, unknown>]> = [
        ['signatoryAgreements', '2026-11-03T15:20:07Z', { signatoryId: c.signatoryId, accepted: true }],
        [
          'employeeSetup',
          '2026-11-03T15:32:44Z',
          {
            acknowledged: true,
            startDate: '2026-12-04',
            payFrequency: 'Weekly',
            employeeW2DeliveryMethod: 'ElectronicWithPrintFallback',
            contractor1099DeliveryMethod: 'Electronic',
          },
        ],
        ['connectBankAccount', '2026-11-03T15:41:19Z', { routingNumber: ROUTING, accountNumber: ACCOUNT, type: 'Checking' }],
        [
          'taxSetup',
          '2026-11-04T16:02:55Z',
          {
            federalFilerType: 'Form941',
            federalDepositSchedule: 'Monthly',
            stateTaxIds: [{ state: 'CA', withholdingAccountNumber: '123-4567-8', unemploymentAccountNumber: '123-4567-8', unemploymentRate: 3.4 }],
          },
        ],
        ['filingAuthorization', '2026-11-04T16:10:31Z', { signatoryId: c.signatoryId, authorized: true }],
      ];
      const done: Step[] = [];
      for (const [s, when, body] of walk) {
        at(when);
        const res = expectStatus(await step(c.id, s, body, k), 200);
        done.push(s);
        const expected = onboardFor(done);
        expect(res.body).toEqual({
          companyId: c.id,
          step: s,
          status: 'Completed',
          completedAt: when,
          onboardStatus: expected.status,
          blockingSteps: expected.blockingSteps,
          remainingSteps: expected.remainingSteps,
        });
        const company = await getCompany(c.id, k);
        expect(company.payrollDetails.onboardDetails).toEqual(expected);
        expect(company.payrollDetails.completedItems).toEqual(expected.completedSteps);
        expect(company.payrollDetails.onboardingStartedAt).toBe('2026-11-03T15:20:07Z');
        expect(company.payrollDetails).not.toHaveProperty('onboardingCompletedAt');
        expect(company.payrollDetails.activated).toBe(false);
        if (expected.blockingSteps.length) {
          const problem = expectProblem(await startPayroll(), 409, 'onboarding_incomplete');
          expect(problem.detail).toBe(`Payroll cannot start while onboarding steps block it: ${expected.blockingSteps.join(', ')}.`);
        }
      }

      // What the steps recorded on the company.
      const before = await getCompany(c.id, k);
      expect(before).toMatchObject({ acceptedTerms: true, termsAcceptedAt: '2026-11-03T15:20:07Z' });
      expect(before.payrollDetails).toMatchObject({
        startDate: '2026-12-04',
        payFrequency: 'Weekly',
        processingPeriod: 'FourDay',
        employeeW2DeliveryMethod: 'ElectronicWithPrintFallback',
        contractor1099DeliveryMethod: 'Electronic',
      });
      const stored = await server().db.prisma.companyOnboardStep.findUnique({ where: { companyId_step: { companyId: c.id, step: 'connectBankAccount' } } });
      const data = stored!.data as Record<string, string>;
      expect(data).toMatchObject({ routingNumber: ROUTING, type: 'Checking', accountNumberLastFour: '1234', accountNumberEncrypted: expect.stringMatching(/^v2\./) });
      expect(JSON.stringify(data)).not.toContain(ACCOUNT);

      // Blocking steps done: payroll starts; the startDate of employee_setup is kept.
      at('2026-11-04T17:05:48Z');
      const started = expectStatus(await startPayroll(), 200).body;
      expect(started.payrollDetails).toEqual({
        activated: true,
        canBoardPayroll: true,
        onboardingStartedAt: '2026-11-03T15:20:07Z',
        completedItems: ['signatoryAgreements', 'employeeSetup', 'connectBankAccount', 'taxSetup', 'filingAuthorization'],
        terminated: false,
        inGoodStanding: true,
        startDate: '2026-12-04',
        payFrequency: 'Weekly',
        processingPeriod: 'FourDay',
        employeeW2DeliveryMethod: 'ElectronicWithPrintFallback',
        contractor1099DeliveryMethod: 'Electronic',
        onboardDetails: onboardFor(done),
        implementationDetails: { status: 'NotStarted' },
      });
      expect(await getCompany(c.id, k)).toEqual(started);
      const startedEvents = await events(c.id, 'company.payroll_started');
      expect(startedEvents.map((e) => [e.resourceType, e.resourceId, e.data])).toEqual([['Company', c.id, started]]);
      expectProblem(await startPayroll(), 409, 'payroll_already_started');

      // The non-blocking steps finish the onboarding.
      at('2026-11-04T16:25:12Z');
      done.push('verificationDocuments');
      expect(expectStatus(await step(c.id, 'verificationDocuments', bodies_for(c.signatoryId).verificationDocuments, k), 200).body.onboardStatus).toBe('NeedsAttention');
      expect((await getCompany(c.id, k)).payrollDetails.onboardDetails).toEqual(onboardFor(done));
      at('2026-11-05T10:12:40Z');
      done.push('accountingIntegration');
      expect(expectStatus(await step(c.id, 'accountingIntegration', { provider: 'QuickBooksOnline' }, k), 200).body).toEqual({
        companyId: c.id,
        step: 'accountingIntegration',
        status: 'Completed',
        completedAt: '2026-11-05T10:12:40Z',
        onboardStatus: 'Completed',
        blockingSteps: [],
        remainingSteps: [],
      });
      const finished = await getCompany(c.id, k);
      expect(finished.payrollDetails.onboardDetails).toEqual(onboardFor([...ALL_STEPS]));
      expect(finished.payrollDetails.completedItems).toEqual([...ALL_STEPS]);
      expect(finished.payrollDetails.onboardingCompletedAt).toBe('2026-11-05T10:12:40Z');

      // One event per step, carrying the step result.
      const stepEvents = await events(c.id, 'company.onboard_step_completed');
      expect(stepEvents.map((e) => (e.data as { step: string }).step)).toEqual(done);
      expect(stepEvents[0]).toMatchObject({
        resourceType: 'Company',
        resourceId: c.id,
        data: { id: c.id, companyId: c.id, step: 'signatoryAgreements', status: 'Completed', completedAt: '2026-11-03T15:20:07Z', onboardStatus: 'Blocking' },
      });
    });

    it('re-submitting a completed step replaces what it recorded and keeps it completed; onboardingCompletedAt stays', async () => {
      const c = await freshCompany('Resubmit LLC');
      server().clock.set('2026-03-01T10:00:00Z');
      await completeSteps(c.id, c.signatoryId, [...ALL_STEPS]);
      server().clock.set('2026-03-02T10:00:00Z');
      const other = await signatory(c.id, { firstName: 'Dana', lastName: 'Whitfield', title: 'CFO' });
      expectStatus(await step(c.id, 'signatoryAgreements', { signatoryId: other.id, accepted: true }), 200);
      expectStatus(await step(c.id, 'employeeSetup', { acknowledged: true, payFrequency: 'Biweekly' }), 200);
      expectStatus(await step(c.id, 'verificationDocuments', { kind: 'VoidedCheck', fileName: 'check.png', contentType: 'image/png', base64Content: PNG_BASE64 }), 200);
      const company = await getCompany(c.id);
      expect(company.termsAcceptedAt).toBe('2026-03-02T10:00:00Z');
      expect(company.payrollDetails).toMatchObject({
        completedItems: [...ALL_STEPS],
        payFrequency: 'Biweekly',
        onboardingStartedAt: '2026-03-01T10:00:00Z',
        onboardingCompletedAt: '2026-03-01T10:00:00Z',
      });
      const agreement = await server().db.prisma.companyOnboardStep.findUnique({ where: { companyId_step: { companyId: c.id, step: 'signatoryAgreements' } } });
      expect(agreement).toMatchObject({ data: { signatoryId: other.id, accepted: true }, completedAt: new Date('2026-03-02T10:00:00Z') });
      // Verification uploads are kept beside each other.
      expect(await server().db.prisma.companyVerificationDocument.count({ where: { companyId: c.id } })).toBe(2);
      const uploads = await server().db.prisma.companyOnboardStep.findUnique({ where: { companyId_step: { companyId: c.id, step: 'verificationDocuments' } } });
      expect((uploads!.data as { documents: Array<{ kind: string }> }).documents.map((d) => d.kind)).toEqual(['EinConfirmationLetter', 'VoidedCheck']);
    });

    it('start_payroll without a startDate sets today, and completes an InProgress implementation', async () => {
      const c = await freshCompany('Today LLC');
      server().clock.set('2026-05-14T23:59:00Z');
      expectStatus(await as(t.partner.key).post(`/v1/companies/${c.id}/start_implementation`), 200);
      await completeSteps(c.id, c.signatoryId, BLOCKING);
      server().clock.set('2026-05-15T08:30:00Z');
      const started = expectStatus(await as(c.key).post(`/v1/companies/${c.id}/start_payroll`), 200).body;
      expect(started.payrollDetails).toMatchObject({ activated: true, startDate: '2026-05-15' });
      expect(started.payrollDetails.implementationDetails).toEqual({ status: 'Completed', startedAt: '2026-05-14T23:59:00Z', completedAt: '2026-05-15T08:30:00Z' });
      expect(started.payrollDetails.onboardDetails).toEqual(onboardFor(BLOCKING));
    });
  });

  describe('step validation', () => {
    let c: Awaited<ReturnType<typeof freshCompany>>;
    let foreignSignatory: string;
    beforeAll(async () => {
      c = await freshCompany('Validation LLC');
      foreignSignatory = (await signatory(t.foreignCompany.id, {}, t.foreign.key)).id;
    });

    it.each([
      ['signatoryAgreements', 'accepted'],
      ['filingAuthorization', 'authorized'],
    ] as const)('%s: a signatory of another company or an unknown one -> 422 invalid_reference on body.signatoryId', async (s, flag) => {
      for (const signatoryId of [foreignSignatory, 'sig_unknown']) {
        const problem = expectProblem(await step(c.id, s, { signatoryId, [flag]: true }), 422, 'invalid_reference');
        expect(problem.errors?.map((e) => [e.field, e.code])).toEqual([['body.signatoryId', 'invalid_reference']]);
      }
      expect((await getCompany(c.id)).payrollDetails.completedItems).toEqual([]);
    });

    it.each([
      ['signatoryAgreements', 'accepted false', 'body.accepted', 'const', { signatoryId: 'sig_x', accepted: false }],
      ['signatoryAgreements', 'missing accepted', 'body.accepted', 'required', { signatoryId: 'sig_x' }],
      ['filingAuthorization', 'authorized false', 'body.authorized', 'const', { signatoryId: 'sig_x', authorized: false }],
      ['employeeSetup', 'acknowledged false', 'body.acknowledged', 'const', { acknowledged: false }],
      ['employeeSetup', 'bad payFrequency', 'body.payFrequency', 'enum', { acknowledged: true, payFrequency: 'Daily' }],
      ['employeeSetup', 'bad startDate', 'body.startDate', 'format', { acknowledged: true, startDate: '2026-13-01' }],
      ['connectBankAccount', 'routing number failing the ABA check digit', 'body.routingNumber', 'checksum', { routingNumber: '121000359', accountNumber: ACCOUNT, type: 'Checking' }],
      ['connectBankAccount', 'routing number of 8 digits', 'body.routingNumber', 'pattern', { routingNumber: '12100035', accountNumber: ACCOUNT, type: 'Checking' }],
      ['connectBankAccount', 'account number with letters', 'body.accountNumber', 'pattern', { routingNumber: ROUTING, accountNumber: '12AB5678', type: 'Checking' }],
      ['connectBankAccount', 'bad type', 'body.type', 'enum', { routingNumber: ROUTING, accountNumber: ACCOUNT, type: 'Brokerage' }],
      ['taxSetup', 'missing schedule', 'body.federalDepositSchedule', 'required', { federalFilerType: 'Form941' }],
      ['taxSetup', 'lowercase state', 'body.stateTaxIds[0].state', 'pattern', { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'ca' }] }],
      [
        'taxSetup',
        'a state twice',
        'body.stateTaxIds[1].state',
        'uniqueItems',
        { federalFilerType: 'Form941', federalDepositSchedule: 'Monthly', stateTaxIds: [{ state: 'CA' }, { state: 'CA' }] },
      ],
      ['verificationDocuments', 'content that is not the declared type', 'body.base64Content', 'contentMediaType', { kind: 'VoidedCheck', fileName: 'x.png', contentType: 'image/png', base64Content: PDF_BASE64 }],
      ['verificationDocuments', 'content that is not base64', 'body.base64Content', 'pattern', { kind: 'VoidedCheck', fileName: 'x.pdf', contentType: 'application/pdf', base64Content: 'not base64!' }],
      ['verificationDocuments', 'bad content type', 'body.contentType', 'enum', { kind: 'VoidedCheck', fileName: 'x.gif', contentType: 'image/gif', base64Content: PDF_BASE64 }],
      ['accountingIntegration', 'unknown provider', 'body.provider', 'enum', { provider: 'Ledgerly' }],
      ['accountingIntegration', 'unknown property', 'body.realm', 'additionalProperties', { provider: 'Xero', realm: 'x' }],
    ] as const)('%s: %s -> 400 naming %s (%s)', async (s, _label, field, keyword, body) => {
      expectFieldError(await step(c.id, s, body as Record<string, unknown>), field, keyword);
    });

    it('a bank account whose routing number fails the check digit is not echoed and nothing is recorded', async () => {
      const res = await step(c.id, 'connectBankAccount', { routingNumber: '121000359', accountNumber: ACCOUNT, type: 'Savings' });
      expectProblem(res, 400, 'validation_failed');
      expect(await server().db.prisma.companyOnboardStep.count({ where: { companyId: c.id } })).toBe(0);
    });
  });

  describe('implementation', () => {
    it('NotStarted -> InProgress -> Cancelled -> InProgress -> Completed (start_payroll), with the 409s of each state', async () => {
      const c = await freshCompany('Implementation LLC');
      const post = async (action: string, k: Key = c.key) => seen(await as(k).post(`/v1/companies/${c.id}/${action}`));
      const impl = (res: request.Response) => expectStatus(res, 200).body.payrollDetails.implementationDetails;

      expectProblem(await post('cancel_implementation'), 409, 'implementation_not_started');
      server().clock.set('2026-11-03T14:00:00Z');
      expect(impl(await post('start_implementation', t.corporation.key))).toEqual({ status: 'InProgress', startedAt: '2026-11-03T14:00:00Z' });
      expectProblem(await post('start_implementation'), 409, 'implementation_already_started');
      server().clock.set('2026-11-06T19:45:00Z');
      const cancelled = expectStatus(await post('cancel_implementation', t.partner.key), 200).body;
      expect(cancelled.payrollDetails.implementationDetails).toEqual({ status: 'Cancelled', startedAt: '2026-11-03T14:00:00Z', cancelledAt: '2026-11-06T19:45:00Z' });
      expect(await getCompany(c.id)).toEqual(cancelled);
      expectProblem(await post('cancel_implementation'), 409, 'implementation_not_started');
      server().clock.set('2026-11-07T09:00:00Z');
      expect(impl(await post('start_implementation'))).toEqual({ status: 'InProgress', startedAt: '2026-11-07T09:00:00Z' });

      await completeSteps(c.id, c.signatoryId, BLOCKING);
      server().clock.set('2026-11-08T12:00:00Z');
      expect(impl(await post('start_payroll'))).toEqual({ status: 'Completed', startedAt: '2026-11-07T09:00:00Z', completedAt: '2026-11-08T12:00:00Z' });
      expectProblem(await post('start_implementation'), 409, 'payroll_already_started');
      expectProblem(await post('cancel_implementation'), 409, 'payroll_already_started');

      const kinds = await server().db.prisma.event.findMany({
        where: { companyId: c.id, type: { in: ['company.implementation_started', 'company.implementation_cancelled', 'company.payroll_started'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      expect(kinds.map((e) => [e.type, (e.data as { payrollDetails: { implementationDetails: { status: string } } }).payrollDetails.implementationDetails.status])).toEqual([
        ['company.implementation_started', 'InProgress'],
        ['company.implementation_cancelled', 'Cancelled'],
        ['company.implementation_started', 'InProgress'],
        ['company.payroll_started', 'Completed'],
      ]);
    });

    it('a company whose payroll started without an implementation cannot start one (409 payroll_already_started)', async () => {
      const c = await freshCompany('No Implementation LLC');
      await completeSteps(c.id, c.signatoryId, BLOCKING);
      expect(expectStatus(await as(c.key).post(`/v1/companies/${c.id}/start_payroll`), 200).body.payrollDetails.implementationDetails).toEqual({ status: 'NotStarted' });
      expectProblem(await as(c.key).post(`/v1/companies/${c.id}/start_implementation`), 409, 'payroll_already_started');
      expectProblem(await as(c.key).post(`/v1/companies/${c.id}/cancel_implementation`), 409, 'implementation_not_started');
    });
  });

  describe('a company that is not Active', () => {
    it('refuses every step, embed, start_payroll and start_implementation with 422 company_not_active', async () => {
      const c = await freshCompany('Suspended LLC');
      await server().db.prisma.company.update({ where: { id: c.id }, data: { status: 'Suspended' } });
      const inputs = bodies_for(c.signatoryId);
      for (const s of ALL_STEPS) expectProblem(await step(c.id, s, inputs[s]), 422, 'company_not_active');
      for (const s of ['signatory_agreements', 'verification_documents', 'accounting_integration']) {
        expectProblem(await partner().post(`/v1/companies/${c.id}/onboard/${s}/embed`), 422, 'company_not_active');
      }
      expectProblem(await partner().post(`/v1/companies/${c.id}/start_payroll`), 422, 'company_not_active');
      expectProblem(await partner().post(`/v1/companies/${c.id}/start_implementation`), 422, 'company_not_active');
      const company = await getCompany(c.id);
      expect(company.payrollDetails).toMatchObject({ canBoardPayroll: false, completedItems: [], implementationDetails: { status: 'NotStarted' } });
      expect(await server().db.prisma.event.count({ where: { companyId: c.id, type: 'company.onboard_step_completed' } })).toBe(0);
      expect(await server().db.prisma.document.count({ where: { companyId: c.id } })).toBe(0);
    });

    it('a page issued while Active cannot be finished once the company is suspended', async () => {
      const c = await freshCompany('Suspended Later LLC');
      const url = new URL(expectStatus(await partner().post(`/v1/companies/${c.id}/onboard/accounting_integration/embed`), 200).body.url);
      await server().db.prisma.company.update({ where: { id: c.id }, data: { status: 'Suspended' } });
      const get = await request(server().app).get(url.pathname);
      expect(get.status).toBe(422);
      const post = await request(server().app).post(url.pathname).type('form').send({ provider: 'Xero' });
      expect(post.status).toBe(422);
      expect(post.text).toContain('not active');
    });
  });

  describe('scope', () => {
    it("every operation on another partner's company (or through another company's key) is 404", async () => {
      const id = t.company.id;
      const sig = (await signatory(id)).id;
      const inputs = bodies_for(sig);
      for (const k of [t.foreign.key, t.foreignCompany.key]) {
        for (const s of ALL_STEPS) expectProblem(await step(id, s, inputs[s], k), 404, 'not_found');
        for (const action of ['start_payroll', 'start_implementation', 'cancel_implementation', 'onboard/signatory_agreements/embed']) {
          expectProblem(await as(k).post(`/v1/companies/${id}/${action}`), 404, 'not_found');
        }
        expectProblem(await as(k).get(`/v1/companies/${id}/documents/company_authorization_documents`), 404, 'not_found');
      }
      expectProblem(await partner().post('/v1/companies/com_unknown/start_payroll'), 404, 'not_found');
      expectProblem(await partner().post('/v1/companies/com_unknown/onboard/accounting_integration', { provider: 'Xero' }), 404, 'not_found');
      expect((await getCompany(id)).payrollDetails.completedItems).toEqual([]);
    });
  });

  describe('hosted pages (embed)', () => {
    let c: Awaited<ReturnType<typeof freshCompany>>;
    beforeAll(async () => {
      c = await createCompanyWithKey(server(), t.partner.key, { legalName: 'Fern & <Co> "LLC"' }).then(async (company) => {
        const sig = await signatory(company.id, { firstName: '<b>Ana</b>', lastName: "O'Neil", title: 'CEO & Founder' });
        return { ...company, signatoryId: sig.id, signer: sig };
      });
    });

    const issue = async (path: string, k: Key = t.partner.key) => {
      const res = seen(expectStatus(await as(k).post(`/v1/companies/${c.id}/onboard/${path}/embed`), 200));
      return { body: res.body as { step: string; url: string; expiresAt: string }, path: new URL(res.body.url).pathname };
    };

    it('issues a single-use URL valid 15 minutes, stored only as a hash; the page escapes what it shows; finishing it completes the step', async () => {
      server().clock.set('2026-11-04T18:00:00Z');
      const { body, path } = await issue('signatory_agreements', c.key);
      expect(body).toEqual({ step: 'signatoryAgreements', url: expect.stringMatching(/^https:\/\/payroll\.example\/embed\/onboard\/[A-Za-z0-9_-]{43}$/), expiresAt: '2026-11-04T18:15:00Z' });
      const token = path.split('/').pop()!;
      const rows = await server().db.prisma.companyOnboardEmbed.findMany({ where: { companyId: c.id } });
      expect(rows).toEqual([expect.objectContaining({ step: 'signatoryAgreements', tokenHash: createHash('sha256').update(token).digest('hex'), completedAt: null })]);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(await events(c.id, 'company.onboard_step_completed')).toEqual([]);
      // Nothing about the company changed yet.
      expect((await getCompany(c.id)).payrollDetails.completedItems).toEqual([]);

      const page = await request(server().app).get(path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('Fern &amp; &lt;Co&gt; &quot;LLC&quot;');
      expect(page.text).toContain('&lt;b&gt;Ana&lt;/b&gt; O&#39;Neil, CEO &amp; Founder');
      expect(page.text).toContain(`value="${c.signatoryId}"`);
      expect(page.text).not.toContain('<b>Ana');
      expect(page.text).not.toContain('<Co>');
      // The agreement's terms, one paragraph each (the PDF's line breaks joined).
      expect(page.text).toContain('pay its employees and contractors, and withhold, deposit and report its federal payroll taxes');
      // The expiry in words, in the company's zone (none set: Eastern, EST on this date).
      expect(page.text).toContain('This link works once, until Wednesday, November 4, 2026 at 1:15 PM EST.');

      // A form without the acceptance is refused and does not use the URL up.
      const incomplete = await request(server().app).post(path).type('form').send({ signatoryId: c.signatoryId });
      expect(incomplete.status).toBe(400);
      // The error is written next to the checkbox, tied to it, and listed in the summary linking to it.
      expect(incomplete.text).toContain('aria-describedby="accepted-error" aria-invalid="true"');
      expect(incomplete.text).toContain('<span class="error-text" id="accepted-error">Error: Tick the box to accept the service agreements.</span>');
      expect(incomplete.text).toContain('<li><a href="#accepted">Tick the box to accept the service agreements.</a></li>');
      // The signatory chosen is kept.
      expect(incomplete.text).toContain(`<option value="${c.signatoryId}" selected>`);
      const foreign = await request(server().app).post(path).type('form').send({ signatoryId: 'sig_unknown', accepted: 'true' });
      expect(foreign.status).toBe(422);
      expect(foreign.text).toContain('id="signatoryId-error">Error: The chosen signatory is not a signatory of this company. Choose one from the list.</span>');

      server().clock.set('2026-11-04T18:10:00Z');
      const done = await request(server().app).post(path).type('form').send({ signatoryId: c.signatoryId, accepted: 'true' });
      expect(done.status).toBe(200);
      expect(done.text).toContain('<h1>Done</h1>');
      expect(done.text).toContain('<strong>Accept the service agreements: done for Fern &amp; &lt;Co&gt; &quot;LLC&quot;.</strong>');
      expect(done.text).toContain('Service agreements accepted by &lt;b&gt;Ana&lt;/b&gt; O&#39;Neil, CEO &amp; Founder, on Wednesday, November 4, 2026 at 1:10 PM EST.');
      const company = await getCompany(c.id);
      expect(company).toMatchObject({ acceptedTerms: true, termsAcceptedAt: '2026-11-04T18:10:00Z' });
      expect(company.payrollDetails.onboardDetails).toEqual(onboardFor(['signatoryAgreements']));
      const stepEvents = await events(c.id, 'company.onboard_step_completed');
      expect(stepEvents.map((e) => e.data)).toEqual([
        expect.objectContaining({ id: c.id, step: 'signatoryAgreements', completedAt: '2026-11-04T18:10:00Z', onboardStatus: 'Blocking' }),
      ]);
      expect(await server().db.prisma.companyOnboardEmbed.findFirst({ where: { companyId: c.id } })).toMatchObject({ completedAt: new Date('2026-11-04T18:10:00Z') });

      // Single use: the page and its form are gone.
      const again = await request(server().app).post(path).type('form').send({ signatoryId: c.signatoryId, accepted: 'true' });
      expect(again.status).toBe(410);
      expect(again.text).toContain('already used');
      expect((await request(server().app).get(path)).status).toBe(410);
      expect(await events(c.id, 'company.onboard_step_completed')).toHaveLength(1);
    });

    it('an expired URL is refused (410), before and after its 15 minutes', async () => {
      server().clock.set('2026-11-04T20:00:00Z');
      const { path } = await issue('accounting_integration');
      server().clock.advance(15 * 60 * 1000 - 1000);
      expect((await request(server().app).get(path)).status).toBe(200);
      server().clock.advance(1000);
      const expired = await request(server().app).get(path);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain('expired');
      expect((await request(server().app).post(path).type('form').send({ provider: 'Xero' })).status).toBe(410);
      expect((await getCompany(c.id)).payrollDetails.completedItems).not.toContain('accountingIntegration');
    });

    it('each call issues a new URL; an unknown or malformed token is 404', async () => {
      const a = await issue('accounting_integration');
      const b = await issue('accounting_integration');
      expect(a.path).not.toBe(b.path);
      expect((await request(server().app).get('/embed/onboard/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await request(server().app).get('/embed/onboard/<script>')).status).toBe(404);
      expect((await request(server().app).post('/embed/onboard/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').type('form').send({ provider: 'Xero' })).status).toBe(404);
      expect((await request(server().app).get('/embed/elsewhere')).status).toBe(404);
    });

    it('the accounting integration page finishes its step', async () => {
      const { path } = await issue('accounting_integration', c.key);
      const page = await request(server().app).get(path);
      // Options show labels; the values stay the contract's enum.
      expect(page.text).toContain('<option value="QuickBooksOnline">QuickBooks Online</option>');
      expect(page.text).toContain('<option value="NetSuite">Oracle NetSuite</option>');
      const nope = await request(server().app).post(path).type('form').send({ provider: 'Nope' });
      expect(nope.status).toBe(400);
      expect(nope.text).toContain('id="provider-error">Error: Choose your accounting system.</span>');
      const done = await request(server().app).post(path).type('form').send({ provider: 'NetSuite' });
      expect(done.status).toBe(200);
      expect(done.text).toContain('<p>Accounting system: Oracle NetSuite.</p>');
      expect((await getCompany(c.id)).payrollDetails.completedItems).toContain('accountingIntegration');
      const stored = await server().db.prisma.companyOnboardStep.findUnique({ where: { companyId_step: { companyId: c.id, step: 'accountingIntegration' } } });
      expect(stored!.data).toEqual({ provider: 'NetSuite' });
    });

    it('the verification documents page takes the file as base64 and stores it', async () => {
      const { body, path } = await issue('verification_documents');
      expect(body.step).toBe('verificationDocuments');
      const page = await request(server().app).get(path);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<script nonce="[A-Za-z0-9+/=]+">/);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
      expect(page.text).toContain('<option value="EinConfirmationLetter">EIN confirmation letter (CP 575 or 147C)</option>');
      const bad = await request(server().app).post(path).type('form').send({ kind: 'VoidedCheck', fileName: 'check.png', contentType: 'image/png', base64Content: PDF_BASE64 });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('id="file-error">Error: The content of check.png is not a PNG image. Choose the file again.</span>');
      expect(bad.text).toContain('<option value="VoidedCheck" selected>Voided check</option>');
      const ok = await request(server().app).post(path).type('form').send({ kind: 'VoidedCheck', fileName: 'check.png', contentType: 'image/png', base64Content: PNG_BASE64 });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('<p>Document received: Voided check, file name check.png.</p>');
      const upload = await server().db.prisma.companyVerificationDocument.findFirst({ where: { companyId: c.id } });
      expect(upload).toMatchObject({ kind: 'VoidedCheck', fileName: 'check.png', contentType: 'image/png' });
      expect(Buffer.from(upload!.content).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
      expect((await getCompany(c.id)).payrollDetails.completedItems).toContain('verificationDocuments');
    });
  });

  describe('authorization documents', () => {
    let c: Awaited<ReturnType<typeof freshCompany>>;
    let base: string;
    const download = (path: string, k: Key = t.partner.key) =>
      as(k).get(path).buffer(true).parse(binary).then(seen);

    beforeAll(async () => {
      c = await freshCompany('Documents Landscaping LLC');
      base = `/v1/companies/${c.id}/documents/company_authorization_documents`;
      server().clock.set('2026-11-03T18:20:05Z');
      await completeSteps(c.id, c.signatoryId, ['signatoryAgreements']);
      server().clock.set('2026-11-03T18:21:00Z');
      await completeSteps(c.id, c.signatoryId, ['employeeSetup', 'connectBankAccount', 'taxSetup']);
      server().clock.set('2026-11-03T18:22:40Z');
      await completeSteps(c.id, c.signatoryId, ['filingAuthorization']);
      server().clock.reset();
    });

    const expected = () => [
      { id: expect.stringMatching(/^doc_/), companyId: c.id, category: 'SignatoryAgreement', label: 'Signatory agreement - Maria Alvarez', year: 2026, quarter: 4, createdAt: '2026-11-03T18:20:05Z' },
      { id: expect.stringMatching(/^doc_/), companyId: c.id, category: 'AchDebitAuthorization', label: 'ACH debit authorization', year: 2026, quarter: 4, createdAt: '2026-11-03T18:21:00Z' },
      { id: expect.stringMatching(/^doc_/), companyId: c.id, category: 'FilingAuthorization8655', label: 'Form 8655 Reporting Agent Authorization', year: 2026, quarter: 4, createdAt: '2026-11-03T18:22:40Z' },
    ];

    // Paging, and a company without documents: list-conformance.test.ts.
    it('lists the documents the steps signed, oldest first, with the year and quarter filters', async () => {
      const all = seen(expectStatus(await as(c.key).get(base), 200)).body;
      expect(all).toEqual({ hasResources: true, totalResources: 3, totalPages: 1, pageSize: 10, currentPage: 1, previousPage: null, nextPage: null, results: expected() });
      const docIds = ids(seen(await partner().get(base)));
      expect(ids(await as(t.corporation.key).get(`${base}?year=2026&quarter=4`))).toEqual(docIds);
      expect(ids(await partner().get(`${base}?year=2026`))).toEqual(docIds);
      expect(ids(await partner().get(`${base}?year=2025`))).toEqual([]);
      expect(ids(await partner().get(`${base}?quarter=3`))).toEqual([]);
    });

    it.each([
      ['year below range', 'query.year', 'year=1999'],
      ['quarter out of range', 'query.quarter', 'quarter=5'],
      ['unknown filter', 'query.category', 'category=SignatoryAgreement'],
    ])('list: %s -> 400 naming %s', async (_label, field, q) => {
      expectFieldError(await partner().get(`${base}?${q}`), field);
    });

    it('gets one document and downloads its PDF (company legal name, signatory name and title, date, terms)', async () => {
      const list = expectStatus(await partner().get(base), 200).body.results as Array<{ id: string; category: string }>;
      const byCategory = Object.fromEntries(list.map((d) => [d.category, d.id]));
      for (const doc of list) expect(expectStatus(await as(c.key).get(`${base}/${doc.id}`), 200).body).toEqual(doc);

      const agreement = await download(`${base}/${byCategory.SignatoryAgreement}/download`, c.key);
      expect(agreement.status).toBe(200);
      expect(agreement.headers['content-type']).toBe('application/pdf');
      expect(agreement.headers['content-disposition']).toBe('attachment; filename="Signatory agreement - Maria Alvarez.pdf"');
      expect(agreement.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const agreementText = pdfText(agreement.body);
      expect(agreementText).toEqual(
        expect.arrayContaining([
          'Signatory Agreement',
          'Legal name: Documents Landscaping LLC',
          'EIN: 12-3456789',
          'Name: Maria Alvarez',
          'Title: Chief Executive Officer',
          'Date: 2026-11-03',
        ]),
      );
      expect(agreementText.join('\n')).toContain('withhold, deposit and report its federal payroll taxes');

      const form8655 = pdfText((await download(`${base}/${byCategory.FilingAuthorization8655}/download`, t.corporation.key)).body);
      expect(form8655).toEqual(expect.arrayContaining(['Form 8655 Reporting Agent Authorization', 'Legal name: Documents Landscaping LLC', 'Name: Maria Alvarez', 'Title: Chief Executive Officer']));

      const ach = await download(`${base}/${byCategory.AchDebitAuthorization}/download`);
      const achText = pdfText(ach.body);
      expect(achText).toEqual(
        expect.arrayContaining(['ACH Debit Authorization', 'Legal name: Documents Landscaping LLC', `Routing number: ${ROUTING}`, 'Account number: ending in 1234', 'Account type: Checking', 'Name: Maria Alvarez']),
      );
      expect(ach.body.toString('latin1')).not.toContain(ACCOUNT);
    });

    it('re-submitting a step replaces its document (same id, new signer and date)', async () => {
      const before = expectStatus(await partner().get(base), 200).body.results as Array<{ id: string; category: string }>;
      const dana = await signatory(c.id, { firstName: 'Dana', lastName: 'Whitfield', title: 'Chief Financial Officer' });
      server().clock.set('2027-01-10T09:00:00Z');
      expectStatus(await step(c.id, 'signatoryAgreements', { signatoryId: dana.id, accepted: true }), 200);
      const after = expectStatus(await partner().get(base), 200).body.results as Array<Record<string, unknown>>;
      expect(after).toHaveLength(3);
      const replaced = after.find((d) => d.category === 'SignatoryAgreement')!;
      expect(replaced).toEqual({
        id: before.find((d) => d.category === 'SignatoryAgreement')!.id,
        companyId: c.id,
        category: 'SignatoryAgreement',
        label: 'Signatory agreement - Dana Whitfield',
        year: 2027,
        quarter: 1,
        createdAt: '2027-01-10T09:00:00Z',
      });
      const text = pdfText((await download(`${base}/${replaced.id}/download`)).body);
      expect(text).toEqual(expect.arrayContaining(['Name: Dana Whitfield', 'Title: Chief Financial Officer', 'Date: 2027-01-10']));
      expect(ids(await partner().get(`${base}?year=2027`))).toEqual([replaced.id]);
    });

    it('an unknown document, or one of another company, is 404 (problem JSON, also on download)', async () => {
      const docId = (expectStatus(await partner().get(base), 200).body.results as Array<{ id: string }>)[0].id;
      expectProblem(await partner().get(`${base}/doc_unknown`), 404, 'not_found');
      expectProblem(await partner().get(`${base}/doc_unknown/download`), 404, 'not_found');
      const elsewhere = `/v1/companies/${t.company.id}/documents/company_authorization_documents/${docId}`;
      expectProblem(await partner().get(elsewhere), 404, 'not_found');
      expectProblem(await partner().get(`${elsewhere}/download`), 404, 'not_found');
      expectProblem(await as(t.foreign.key).get(`${base}/${docId}`), 404, 'not_found');
      expectProblem(await as(t.foreignCompany.key).get(`${base}/${docId}/download`), 404, 'not_found');
    });
  });
});
