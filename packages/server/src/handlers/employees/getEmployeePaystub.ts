import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeePaystub', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paystubs.getEmployee(caller, params.companyId, params.employeeId, params.payrollId),
}));
