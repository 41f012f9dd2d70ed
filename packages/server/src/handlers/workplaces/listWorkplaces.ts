import { defineHandler } from '../../http/handler';

export default defineHandler('listWorkplaces', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.org.listWorkplaces(caller, params.companyId, query),
}));
