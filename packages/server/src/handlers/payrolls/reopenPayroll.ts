import { defineHandler } from '../../http/handler';

export default defineHandler('reopenPayroll', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.payrolls.reopen(caller, params.companyId, params.payrollId),
}));
