import { defineHandler } from '../../http/handler';

export default defineHandler('getContractorBankAccount', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.getAccount(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, params.bankAccountId),
}));
