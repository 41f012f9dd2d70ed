import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadContractorPaystub', async ({ params, caller }, s) => {
  const { bytes, filename } = await s.paystubs.downloadContractor(caller, params.companyId, params.contractorId, params.payrollId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(filename) } };
});
