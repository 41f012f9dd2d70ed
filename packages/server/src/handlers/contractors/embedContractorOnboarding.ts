import { defineHandler } from '../../http/handler';

export default defineHandler('embedContractorOnboarding', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerFlows.createLink(caller, params.companyId, 'ContractorOnboarding', params.contractorId),
}));
