import { defineHandler } from '../../http/handler';

export default defineHandler('listDepartments', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.org.listDepartments(caller, params.companyId, query),
}));
