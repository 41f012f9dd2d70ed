import { defineHandler } from '../../http/handler';

export default defineHandler('listPaymentSchedules', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paySetup.listPaymentSchedules(caller, params.companyId, query),
}));
