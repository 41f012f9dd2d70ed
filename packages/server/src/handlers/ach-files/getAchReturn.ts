import { defineHandler } from '../../http/handler';

export default defineHandler('getAchReturn', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.achReturns.get(caller, params.achReturnId),
}));
