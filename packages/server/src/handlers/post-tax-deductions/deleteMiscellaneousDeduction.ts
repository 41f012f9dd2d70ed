import { defineHandler } from '../../http/handler';

export default defineHandler('deleteMiscellaneousDeduction', async ({ params, caller }, s) => {
  await s.deductions.deleteMiscellaneousDeduction(caller, params.companyId, params.deductionId);
  return { status: 204, body: undefined };
});
