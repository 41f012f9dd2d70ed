import { defineHandler } from '../../http/handler';

export default defineHandler('clockOut', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.timecards.clockOut(caller, params.companyId, params.timecardId, body ?? {}),
}));
