import { defineHandler } from '../../http/handler';

export default defineHandler('voidPayroll', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.payrolls.void(caller, params.companyId, params.payrollId, body),
}));
