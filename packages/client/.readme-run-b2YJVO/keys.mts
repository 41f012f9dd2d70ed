// example: keys
import { createPayrollClient } from '@payroll/client';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000/v1';

// A partner key: creates companies; sees every company of the partner.
const partner = createPayrollClient({ baseUrl, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY ?? '' } });
// A corporation key: the companies of one corporation.
const corporation = createPayrollClient({ baseUrl, apiKey: { kind: 'Corporation', key: process.env.CORPORATION_KEY ?? '' } });
// A company key: one company's resources only.
const company = createPayrollClient({ baseUrl, apiKey: { kind: 'Company', key: process.env.COMPANY_KEY ?? '' } });
// The operator key: issues partners, corporations and keys (/operator/...).
const operator = createPayrollClient({ baseUrl, apiKey: { kind: 'Operator', key: process.env.OPERATOR_API_KEY ?? '' } });

const { data, response } = await partner.GET('/companies', { params: { query: { pageSize: 1 } } });
console.log(`partner key: HTTP ${response.status}, ${data?.totalResources} companies`);
console.log([corporation, company, operator].length, 'more clients ready');
