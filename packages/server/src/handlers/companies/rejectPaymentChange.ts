import { defineHandler } from '../../http/handler';

export default defineHandler('rejectPaymentChange', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paymentChanges.reject(caller, params.companyId, params.paymentChangeId),
}));
