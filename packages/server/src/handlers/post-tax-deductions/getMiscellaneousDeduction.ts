import { defineHandler } from '../../http/handler';

export default defineHandler('getMiscellaneousDeduction', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.deductions.getMiscellaneousDeduction(caller, params.companyId, params.deductionId),
}));
