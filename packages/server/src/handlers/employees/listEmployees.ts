import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployees', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.employees.list(caller, params.companyId, query),
}));
