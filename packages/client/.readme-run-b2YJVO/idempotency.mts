// example: idempotency
import { randomUUID } from 'node:crypto';
import { createPayrollClient, unwrap, PayrollApiError } from '@payroll/client';

const api = createPayrollClient({ baseUrl: process.env.BASE_URL!, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY! } });
const address = { street1: '1 Congress Ave', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };
const body = { legalName: 'Harbor Tacos LLC', email: 'ops@harbortacos.example', legalType: 'LimitedLiabilityCompany' as const, address };

const key = randomUUID();
const first = await unwrap(api.POST('/companies', { params: { header: { 'Idempotency-Key': key } }, body }));
const retry = await unwrap(api.POST('/companies', { params: { header: { 'Idempotency-Key': key } }, body }));
console.log(`same company: ${first.id === retry.id}`);

try {
  await unwrap(api.POST('/companies', { params: { header: { 'Idempotency-Key': key } }, body: { ...body, legalName: 'Other LLC' } }));
} catch (err) {
  if (err instanceof PayrollApiError) console.log(`reused key: ${err.status} ${err.code}`);
  else throw err;
}
