import { defineHandler } from '../../http/handler';

export default defineHandler('getCorporation', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.companies.getCorporation(caller, params.corporationId),
}));
