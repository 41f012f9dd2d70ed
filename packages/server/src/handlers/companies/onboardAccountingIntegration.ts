import { defineHandler } from '../../http/handler';

export default defineHandler('onboardAccountingIntegration', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.onboarding.completeStep(caller, params.companyId, 'accountingIntegration', body),
}));
