import { defineHandler } from '../../http/handler';

export default defineHandler('getPayrollLedger', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.ledger.get(caller, params.companyId, params.payrollId),
}));
