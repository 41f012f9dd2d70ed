import { defineHandler } from '../../http/handler';

export default defineHandler('listContractorBankAccounts', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.listAccounts(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, query),
}));
