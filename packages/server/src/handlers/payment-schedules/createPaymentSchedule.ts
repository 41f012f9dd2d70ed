import { defineHandler } from '../../http/handler';

export default defineHandler('createPaymentSchedule', async ({ params, body, caller }, s) => {
  const created = await s.paySetup.createPaymentSchedule(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/payment_schedules/${created.id}` };
});
