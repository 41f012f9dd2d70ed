import { defineHandler } from '../../http/handler';

export default defineHandler('listContractorNetPaySplits', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.listSplits(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, query),
}));
