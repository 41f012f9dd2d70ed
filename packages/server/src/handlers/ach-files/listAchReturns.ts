import { defineHandler } from '../../http/handler';

export default defineHandler('listAchReturns', async ({ query, caller }, s) => ({
  status: 200,
  body: await s.achReturns.list(caller, query),
}));
