import { defineHandler } from '../../http/handler';

export default defineHandler('startBreak', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.timecards.startBreak(caller, params.companyId, params.timecardId, body),
}));
