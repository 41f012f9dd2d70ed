import { defineHandler } from '../../http/handler';

export default defineHandler('correctTimecard', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.timecards.correct(caller, params.companyId, params.timecardId, body),
}));
