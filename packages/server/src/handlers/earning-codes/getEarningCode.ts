import { defineHandler } from '../../http/handler';

export default defineHandler('getEarningCode', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paySetup.getEarningCode(caller, params.companyId, params.earningCodeId),
}));
