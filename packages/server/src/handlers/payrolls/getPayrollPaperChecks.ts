import { defineHandler } from '../../http/handler';

export default defineHandler('getPayrollPaperChecks', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.payrolls.paperChecks(caller, params.companyId, params.payrollId),
}));
