import { defineHandler } from '../../http/handler';

export default defineHandler('listChildSupports', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.deductions.listChildSupports(caller, params.companyId, query),
}));
