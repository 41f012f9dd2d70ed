import { defineHandler } from '../../http/handler';

export default defineHandler('embedEmployeePaystubs', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerFlows.createLink(caller, params.companyId, 'EmployeePaystubs', params.employeeId),
}));
