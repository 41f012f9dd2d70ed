import { defineHandler } from '../../http/handler';

export default defineHandler('listPaydays', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paySetup.listPaydays(caller, params.companyId, params.paymentScheduleId, query),
}));
