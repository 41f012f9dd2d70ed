import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeExternalPayrolls', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.externalPayrolls.list(caller, params.companyId, params.employeeId, query.year),
}));
