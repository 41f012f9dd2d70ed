import { defineHandler } from '../../http/handler';

export default defineHandler('downloadContractorPaystub', async ({ params, caller }, s) => {
  const { pdf, disposition } = await s.paystubs.downloadContractor(caller, params.companyId, params.contractorId, params.payrollId);
  return { status: 200, body: pdf, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } };
});
