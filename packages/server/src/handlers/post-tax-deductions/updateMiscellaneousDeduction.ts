import { defineHandler } from '../../http/handler';

export default defineHandler('updateMiscellaneousDeduction', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.deductions.updateMiscellaneousDeduction(caller, params.companyId, params.deductionId, body),
}));
