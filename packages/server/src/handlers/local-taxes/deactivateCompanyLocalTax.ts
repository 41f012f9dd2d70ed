import { defineHandler } from '../../http/handler';

export default defineHandler('deactivateCompanyLocalTax', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.localTaxes.deactivate(caller, params.companyId, params.localTaxId),
}));
