import { defineHandler } from '../../http/handler';

export default defineHandler('listTimecards', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.timecards.list(caller, params.companyId, query),
}));
