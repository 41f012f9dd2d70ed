import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeePaystubs', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paystubs.listEmployee(caller, params.companyId, params.employeeId, query),
}));
