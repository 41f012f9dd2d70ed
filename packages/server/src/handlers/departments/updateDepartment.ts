import { defineHandler } from '../../http/handler';

export default defineHandler('updateDepartment', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.org.updateDepartment(caller, params.companyId, params.departmentId, body),
}));
