import { defineHandler } from '../../http/handler';

export default defineHandler('createEmployeeNetPaySplit', async ({ params, body, caller }, s) => {
  const created = await s.bankAccounts.createSplit(caller, params.companyId, { kind: 'employee', id: params.employeeId }, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/employees/${params.employeeId}/net_pay_splits/${created.id}` };
});
