import { defineHandler } from '../../http/handler';

export default defineHandler('listContractors', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.contractors.list(caller, params.companyId, query),
}));
