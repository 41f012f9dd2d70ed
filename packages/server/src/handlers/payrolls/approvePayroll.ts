import { defineHandler } from '../../http/handler';

export default defineHandler('approvePayroll', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.payrolls.approve(caller, params.companyId, params.payrollId),
}));
