import { defineHandler } from '../../http/handler';

export default defineHandler('createWorkplace', async ({ params, body, caller }, s) => {
  const created = await s.org.createWorkplace(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/workplaces/${created.id}` };
});
