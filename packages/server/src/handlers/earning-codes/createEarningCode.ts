import { defineHandler } from '../../http/handler';

export default defineHandler('createEarningCode', async ({ params, body, caller }, s) => {
  const created = await s.paySetup.createEarningCode(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/earning_codes/${created.id}` };
});
