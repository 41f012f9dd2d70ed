// example: paging
import { createPayrollClient, paginate } from '@payroll/client';

const api = createPayrollClient({ baseUrl: process.env.BASE_URL!, apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY! } });

// One page at a time:
const first = await api.GET('/companies', { params: { query: { page: 1, pageSize: 2 } } });
console.log(`page ${first.data?.currentPage} of ${first.data?.totalPages}, next: ${first.data?.nextPage}`);

// Every company, two per request:
const names: string[] = [];
for await (const company of paginate((page) => api.GET('/companies', { params: { query: { page, pageSize: 2 } } }))) {
  names.push(company.legalName);
}
console.log(`${names.length} companies`);
