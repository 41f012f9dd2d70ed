import { defineHandler } from '../../http/handler';

export default defineHandler('deleteEmployeeBankAccount', async ({ params, caller }, s) => {
  await s.bankAccounts.deleteAccount(caller, params.companyId, { kind: 'employee', id: params.employeeId }, params.bankAccountId);
  return { status: 204, body: undefined };
});
