import { defineHandler } from '../../http/handler';

export default defineHandler('submitEmployeeForm', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.submitEmployeeForm(caller, params.companyId, params.employeeId, params.formId, body),
}));
