import { defineHandler } from '../../http/handler';

export default defineHandler('listContractorPaystubs', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paystubs.listContractor(caller, params.companyId, params.contractorId, query),
}));
