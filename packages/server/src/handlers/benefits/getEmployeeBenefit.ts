import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeBenefit', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.benefits.getEmployeeBenefit(caller, params.companyId, params.benefitId),
}));
