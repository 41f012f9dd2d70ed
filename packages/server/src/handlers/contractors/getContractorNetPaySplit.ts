import { defineHandler } from '../../http/handler';

export default defineHandler('getContractorNetPaySplit', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.getSplit(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, params.netPaySplitId),
}));
