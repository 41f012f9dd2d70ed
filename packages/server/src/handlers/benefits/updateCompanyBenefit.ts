import { defineHandler } from '../../http/handler';

export default defineHandler('updateCompanyBenefit', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.benefits.updateCompanyBenefit(caller, params.companyId, params.benefitId, body),
}));
