import { defineHandler } from '../../http/handler';

export default defineHandler('createContractorNetPaySplit', async ({ params, body, caller }, s) => {
  const created = await s.bankAccounts.createSplit(caller, params.companyId, { kind: 'contractor', id: params.contractorId }, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/contractors/${params.contractorId}/net_pay_splits/${created.id}` };
});
