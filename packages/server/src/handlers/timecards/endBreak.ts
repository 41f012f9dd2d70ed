import { defineHandler } from '../../http/handler';

export default defineHandler('endBreak', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.timecards.endBreak(caller, params.companyId, params.timecardId, body ?? {}),
}));
