import { defineHandler } from '../../http/handler';

export default defineHandler('createEmployeeExternalPayroll', async ({ params, body, caller }, s) => ({
  status: 201,
  body: await s.externalPayrolls.create(caller, params.companyId, params.employeeId, body),
}));
