import { defineHandler } from '../../http/handler';

export default defineHandler('listEarningCodes', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paySetup.listEarningCodes(caller, params.companyId, query),
}));
