import { defineHandler } from '../../http/handler';

export default defineHandler('reversePayroll', async ({ params, body, caller }, s) => {
  const reversal = await s.payrolls.reverse(caller, params.companyId, params.payrollId, body);
  return { status: 201, body: reversal, location: `/v1/companies/${params.companyId}/payrolls/${reversal.id}` };
});
