import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeBankAccount', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.getAccount(caller, params.companyId, { kind: 'employee', id: params.employeeId }, params.bankAccountId),
}));
