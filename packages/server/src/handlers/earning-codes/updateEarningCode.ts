import { defineHandler } from '../../http/handler';

export default defineHandler('updateEarningCode', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.paySetup.updateEarningCode(caller, params.companyId, params.earningCodeId, body),
}));
