import { defineHandler } from '../../http/handler';

export default defineHandler('updateContractorBankAccount', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.updateAccount(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, params.bankAccountId, body),
}));
