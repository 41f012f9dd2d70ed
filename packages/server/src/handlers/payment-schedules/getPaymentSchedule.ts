import { defineHandler } from '../../http/handler';

export default defineHandler('getPaymentSchedule', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.paySetup.getPaymentSchedule(caller, params.companyId, params.paymentScheduleId),
}));
