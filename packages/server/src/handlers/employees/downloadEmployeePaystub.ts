import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadEmployeePaystub', async ({ params, caller }, s) => {
  const { bytes, filename } = await s.paystubs.downloadEmployee(caller, params.companyId, params.employeeId, params.payrollId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(filename) } };
});
