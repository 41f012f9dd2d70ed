import { defineHandler } from '../../http/handler';

export default defineHandler('createCompanyBenefit', async ({ params, body, caller }, s) => {
  const created = await s.benefits.createCompanyBenefit(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/benefits/company/${created.id}` };
});
