import { defineHandler } from '../../http/handler';

export default defineHandler('markPositivePayFileSent', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.positivePay.markSent(caller, params.companyId, params.positivePayFileId),
}));
