import { defineHandler } from '../../http/handler';

export default defineHandler('deleteEmployeeExternalPayroll', async ({ params, caller }, s) => {
  await s.externalPayrolls.delete(caller, params.companyId, params.employeeId, params.externalPayrollId);
  return { status: 204, body: undefined };
});
