import { defineHandler } from '../../http/handler';

export default defineHandler('createContractorBankAccount', async ({ params, body, caller }, s) => {
  const created = await s.bankAccounts.createAccount(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/contractors/${params.contractorId}/bank_accounts/${created.id}` };
});
