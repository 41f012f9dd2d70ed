import { defineHandler } from '../../http/handler';

export default defineHandler('sandboxFailPayrollItemPayment', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.sandbox.failItemPayment(caller, params.companyId, params.payrollId, params.itemId, body),
}));
