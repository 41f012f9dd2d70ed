import { defineHandler } from '../../http/handler';

export default defineHandler('updateChildSupport', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.deductions.updateChildSupport(caller, params.companyId, params.deductionId, body),
}));
