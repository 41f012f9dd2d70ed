import { defineHandler } from '../../http/handler';

export default defineHandler('embedEmployeeOnboarding', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerFlows.createLink(caller, params.companyId, 'EmployeeOnboarding', params.employeeId),
}));
