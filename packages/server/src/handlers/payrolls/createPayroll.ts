import { defineHandler } from '../../http/handler';

export default defineHandler('createPayroll', async ({ params, body, caller }, s) => {
  const created = await s.payrolls.create(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/payrolls/${created.id}` };
});
