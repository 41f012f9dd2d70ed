import { defineHandler } from '../../http/handler';

export default defineHandler('createEmployeeBenefit', async ({ params, body, caller }, s) => {
  const created = await s.benefits.createEmployeeBenefit(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/benefits/employee/${created.id}` };
});
