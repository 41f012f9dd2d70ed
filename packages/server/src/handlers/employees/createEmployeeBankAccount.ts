import { defineHandler } from '../../http/handler';

export default defineHandler('createEmployeeBankAccount', async ({ params, body, caller }, s) => {
  const created = await s.bankAccounts.createAccount(caller, params.companyId, { kind: 'employee', id: params.employeeId }, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/employees/${params.employeeId}/bank_accounts/${created.id}` };
});
