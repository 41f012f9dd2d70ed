import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeForm', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerForms.getEmployeeForm(caller, params.companyId, params.employeeId, params.formId),
}));
