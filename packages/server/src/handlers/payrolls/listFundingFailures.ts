import { defineHandler } from '../../http/handler';

export default defineHandler('listFundingFailures', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.funding.list(caller, params.companyId, query),
}));
