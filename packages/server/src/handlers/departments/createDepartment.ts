import { defineHandler } from '../../http/handler';

export default defineHandler('createDepartment', async ({ params, body, caller }, s) => {
  const created = await s.org.createDepartment(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/departments/${created.id}` };
});
