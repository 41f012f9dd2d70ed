import { defineHandler } from '../../http/handler';

export default defineHandler('updatePaymentSchedule', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.paySetup.updatePaymentSchedule(caller, params.companyId, params.paymentScheduleId, body),
}));
