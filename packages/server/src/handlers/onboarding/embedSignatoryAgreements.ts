import { defineHandler } from '../../http/handler';

export default defineHandler('embedSignatoryAgreements', async ({ params, caller, origin }, s) => ({
  status: 200,
  body: await s.onboarding.createEmbed(caller, params.companyId, 'signatoryAgreements', origin),
}));
