import { defineHandler } from '../../http/handler';

export default defineHandler('onboardSignatoryAgreements', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.onboarding.completeStep(caller, params.companyId, 'signatoryAgreements', body),
}));
