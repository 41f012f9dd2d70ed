import { defineHandler } from '../../http/handler';

export default defineHandler('onboardEmployeeWithholdings', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.onboardEmployeeWithholdings(caller, params.companyId, params.employeeId, body),
}));
