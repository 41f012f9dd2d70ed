import { defineHandler } from '../../http/handler';

export default defineHandler('updateEmployeeBankAccount', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.updateAccount(caller, params.companyId, { kind: 'employee', id: params.employeeId }, params.bankAccountId, body),
}));
