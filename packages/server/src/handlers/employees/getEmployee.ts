import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployee', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.employees.get(caller, params.companyId, params.employeeId),
}));
