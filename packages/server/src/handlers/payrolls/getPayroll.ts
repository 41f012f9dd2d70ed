import { defineHandler } from '../../http/handler';

export default defineHandler('getPayroll', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.payrolls.get(caller, params.companyId, params.payrollId),
}));
