import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeReciprocityElections', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerForms.getEmployeeReciprocity(caller, params.companyId, params.employeeId),
}));
