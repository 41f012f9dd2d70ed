import { defineHandler } from '../../http/handler';

export default defineHandler('voidPayrollItem', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.payrolls.voidItem(caller, params.companyId, params.payrollId, params.itemId, body),
}));
