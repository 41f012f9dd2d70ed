import { defineHandler } from '../../http/handler';

export default defineHandler('updateEmployee', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.employees.update(caller, params.companyId, params.employeeId, body),
}));
