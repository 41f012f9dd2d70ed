import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeeTaxDocuments', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.list('employee', caller, params.companyId, query),
}));
