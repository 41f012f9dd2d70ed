import { defineHandler } from '../../http/handler';

export default defineHandler('deleteEmployeeBenefit', async ({ params, caller }, s) => {
  await s.benefits.deleteEmployeeBenefit(caller, params.companyId, params.benefitId);
  return { status: 204, body: undefined };
});
