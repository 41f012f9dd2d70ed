import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeCompanyDefinedAttributes', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerForms.getEmployeeAttributes(caller, params.companyId, params.employeeId),
}));
