import { defineHandler } from '../../http/handler';

export default defineHandler('getContractorPaystub', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paystubs.getContractor(caller, params.companyId, params.contractorId, params.payrollId),
}));
