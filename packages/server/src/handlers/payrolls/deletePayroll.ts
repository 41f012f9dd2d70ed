import { defineHandler } from '../../http/handler';

export default defineHandler('deletePayroll', async ({ params, caller }, s) => {
  await s.payrolls.delete(caller, params.companyId, params.payrollId);
  return { status: 204, body: undefined };
});
