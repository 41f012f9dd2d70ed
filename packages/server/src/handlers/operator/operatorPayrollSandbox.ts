import { defineHandler } from '../../http/handler';

export default defineHandler('operatorPayrollSandbox', async ({ params, body }, s) => ({
  status: 200,
  body: await s.payrolls.sandbox(params.payrollId, body.action),
}));
