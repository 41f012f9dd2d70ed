import { defineHandler } from '../../http/handler';

export default defineHandler('clockIn', async ({ params, body, caller }, s) => {
  const created = await s.timecards.clockIn(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/timecards/employees/${created.id}` };
});
