import { defineHandler } from '../../http/handler';

export default defineHandler('getCompanyLocalTax', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.localTaxes.get(caller, params.companyId, params.localTaxId),
}));
