import { defineHandler } from '../../http/handler';

export default defineHandler('onboardConnectBankAccount', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.onboarding.completeStep(caller, params.companyId, 'connectBankAccount', body),
}));
