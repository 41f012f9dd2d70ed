import { defineHandler } from '../../http/handler';

export default defineHandler('listPositivePayFiles', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.positivePay.listFiles(caller, params.companyId, query),
}));
