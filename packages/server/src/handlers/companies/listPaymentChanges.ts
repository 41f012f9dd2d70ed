import { defineHandler } from '../../http/handler';

export default defineHandler('listPaymentChanges', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paymentChanges.list(caller, params.companyId, query),
}));
