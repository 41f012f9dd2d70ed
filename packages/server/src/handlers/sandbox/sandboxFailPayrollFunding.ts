import { defineHandler } from '../../http/handler';

export default defineHandler('sandboxFailPayrollFunding', async ({ params, body, caller }, s) => ({
  status: 201,
  body: await s.sandbox.failFunding(caller, params.companyId, params.payrollId, body),
}));
