import { defineHandler } from '../../http/handler';

export default defineHandler('onboardVerificationDocuments', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.onboarding.completeStep(caller, params.companyId, 'verificationDocuments', body),
}));
