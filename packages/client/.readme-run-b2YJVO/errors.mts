// example: errors
import { createPayrollClient, unwrap, PayrollApiError } from '@payroll/client';

const api = createPayrollClient({ baseUrl: process.env.BASE_URL!, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY! } });

// openapi-fetch style: inspect the typed problem body yourself.
const { error, response } = await api.GET('/companies/{companyId}', { params: { path: { companyId: 'com_does_not_exist' } } });
if (!response.ok) console.log(`${response.status} ${error?.code}: ${error?.title}`);

// unwrap style: the data, or a PayrollApiError.
try {
  await unwrap(api.POST('/companies', { body: { legalName: '', email: 'not-an-email', legalType: 'LimitedLiabilityCompany', address: { state: 'CA' } } }));
} catch (err) {
  if (!(err instanceof PayrollApiError)) throw err;
  console.log(`${err.status} ${err.code}: ${err.problem?.title} (has request id: ${err.requestId !== undefined})`);
  for (const e of err.errors) console.log(`  ${e.field} (${e.code}): ${e.message}`);
}
