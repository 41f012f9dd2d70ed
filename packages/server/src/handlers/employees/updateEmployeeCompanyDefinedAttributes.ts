import { defineHandler } from '../../http/handler';

export default defineHandler('updateEmployeeCompanyDefinedAttributes', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.updateEmployeeAttributes(caller, params.companyId, params.employeeId, body),
}));
