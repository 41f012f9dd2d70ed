import { defineHandler } from '../../http/handler';

export default defineHandler('updateEmployeeBenefit', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.benefits.updateEmployeeBenefit(caller, params.companyId, params.benefitId, body),
}));
