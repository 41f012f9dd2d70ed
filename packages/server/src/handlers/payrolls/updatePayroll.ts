import { defineHandler } from '../../http/handler';

export default defineHandler('updatePayroll', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.payrolls.update(caller, params.companyId, params.payrollId, body),
}));
