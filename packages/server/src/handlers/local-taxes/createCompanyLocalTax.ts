import { defineHandler } from '../../http/handler';

export default defineHandler('createCompanyLocalTax', async ({ params, body, caller }, s) => {
  const created = await s.localTaxes.create(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/local_taxes/${created.id}` };
});
