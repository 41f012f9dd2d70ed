import { defineHandler } from '../../http/handler';

export default defineHandler('getPositivePayFile', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.positivePay.getFile(caller, params.companyId, params.positivePayFileId),
}));
