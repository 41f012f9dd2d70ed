import { defineHandler } from '../../http/handler';

export default defineHandler('getChildSupport', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.deductions.getChildSupport(caller, params.companyId, params.deductionId),
}));
