import { defineHandler } from '../../http/handler';

export default defineHandler('updateEmployeeReciprocityElections', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.updateEmployeeReciprocity(caller, params.companyId, params.employeeId, body),
}));
