import { defineHandler } from '../../http/handler';

export default defineHandler('onboardContractorForms', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.onboardContractorForms(caller, params.companyId, params.contractorId, body),
}));
