import { defineHandler } from '../../http/handler';

export default defineHandler('downloadEmployeePaystub', async ({ params, caller }, s) => {
  const { pdf, disposition } = await s.paystubs.downloadEmployee(caller, params.companyId, params.employeeId, params.payrollId);
  return { status: 200, body: pdf, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } };
});
