import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeeForms', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.workerForms.listEmployeeForms(caller, params.companyId, params.employeeId, query),
}));
