import { defineHandler } from '../../http/handler';

export default defineHandler('listContractorForms', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.workerForms.listContractorForms(caller, params.companyId, params.contractorId, query),
}));
