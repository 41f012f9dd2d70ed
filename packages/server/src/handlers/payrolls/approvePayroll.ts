import { defineHandler } from '../../http/handler';

export default defineHandler('approvePayroll', async ({ params, body, caller }, s) => ({
  status: 200,
  // The body is optional (contract PayrollApproveRequest): none acknowledges nothing.
  body: await s.payrolls.approve(caller, params.companyId, params.payrollId, body ?? {}),
}));
