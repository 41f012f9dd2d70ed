import { defineHandler } from '../../http/handler';

export default defineHandler('getTimecard', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.timecards.get(caller, params.companyId, params.timecardId),
}));
