import { defineHandler } from '../../http/handler';

export default defineHandler('sandboxMovePayroll', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.sandbox.movePayroll(caller, params.companyId, params.payrollId, body.action),
}));
