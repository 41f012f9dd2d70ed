import { defineHandler } from '../../http/handler';

export default defineHandler('listPayrolls', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.payrolls.list(caller, params.companyId, query),
}));
