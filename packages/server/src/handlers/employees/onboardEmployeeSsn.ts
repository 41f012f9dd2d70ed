import { defineHandler } from '../../http/handler';

export default defineHandler('onboardEmployeeSsn', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.onboardEmployeeSsn(caller, params.companyId, params.employeeId, body),
}));
