import { defineHandler } from '../../http/handler';

export default defineHandler('createContractor', async ({ params, body, caller }, s) => {
  const created = await s.contractors.create(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/contractors/${created.id}` };
});
