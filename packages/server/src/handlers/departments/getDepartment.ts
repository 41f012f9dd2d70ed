import { defineHandler } from '../../http/handler';

export default defineHandler('getDepartment', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.org.getDepartment(caller, params.companyId, params.departmentId),
}));
