import { defineHandler } from '../../http/handler';

export default defineHandler('recordAchReturns', async ({ body, caller }, s) => ({
  status: 200,
  body: await s.achReturns.record(caller, body),
}));
