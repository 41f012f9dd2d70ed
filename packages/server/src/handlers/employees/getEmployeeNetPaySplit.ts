import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeNetPaySplit', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.bankAccounts.getSplit(caller, params.companyId, { kind: 'employee', id: params.employeeId }, params.netPaySplitId),
}));
