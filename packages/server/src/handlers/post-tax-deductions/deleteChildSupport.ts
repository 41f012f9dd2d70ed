import { defineHandler } from '../../http/handler';

export default defineHandler('deleteChildSupport', async ({ params, caller }, s) => {
  await s.deductions.deleteChildSupport(caller, params.companyId, params.deductionId);
  return { status: 204, body: undefined };
});
