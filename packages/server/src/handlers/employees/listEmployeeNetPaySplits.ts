import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeeNetPaySplits', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.listSplits(caller, params.companyId, { kind: 'employee', id: params.employeeId }, query),
}));
