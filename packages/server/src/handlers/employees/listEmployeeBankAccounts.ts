import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeeBankAccounts', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.listAccounts(caller, params.companyId, { kind: 'employee', id: params.employeeId }, query),
}));
