import { defineHandler } from '../../http/handler';

export default defineHandler('embedVerificationDocuments', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.onboarding.createEmbed(caller, params.companyId, 'verificationDocuments'),
}));
