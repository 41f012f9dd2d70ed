import { defineHandler } from '../../http/handler';

export default defineHandler('listCompanyTaxDocuments', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.list('company', caller, params.companyId, query),
}));
