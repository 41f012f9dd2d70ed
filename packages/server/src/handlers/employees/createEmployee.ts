import { defineHandler } from '../../http/handler';

export default defineHandler('createEmployee', async ({ params, body, caller }, s) => {
  const created = await s.employees.create(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/employees/${created.id}` };
});
