import { defineHandler } from '../../http/handler';

export default defineHandler('confirmPaymentChange', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paymentChanges.confirm(caller, params.companyId, params.paymentChangeId),
}));
