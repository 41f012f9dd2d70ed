import { defineHandler } from '../../http/handler';

export default defineHandler('onboardTaxSetup', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.onboarding.completeStep(caller, params.companyId, 'taxSetup', body),
}));
