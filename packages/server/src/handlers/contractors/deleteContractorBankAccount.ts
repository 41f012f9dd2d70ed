import { defineHandler } from '../../http/handler';

export default defineHandler('deleteContractorBankAccount', async ({ params, caller }, s) => {
  await s.bankAccounts.deleteAccount(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, params.bankAccountId);
  return { status: 204, body: undefined };
});
