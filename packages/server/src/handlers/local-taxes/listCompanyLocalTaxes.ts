import { defineHandler } from '../../http/handler';

export default defineHandler('listCompanyLocalTaxes', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.localTaxes.list(caller, params.companyId, query),
}));
