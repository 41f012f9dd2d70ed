import { defineHandler } from '../../http/handler';

export default defineHandler('getCompanyBenefit', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.benefits.getCompanyBenefit(caller, params.companyId, params.benefitId),
}));
