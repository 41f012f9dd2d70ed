import { defineHandler } from '../../http/handler';

export default defineHandler('deleteCompanyBenefit', async ({ params, caller }, s) => {
  await s.benefits.deleteCompanyBenefit(caller, params.companyId, params.benefitId);
  return { status: 204, body: undefined };
});
