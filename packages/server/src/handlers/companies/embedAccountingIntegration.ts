import { defineHandler } from '../../http/handler';

export default defineHandler('embedAccountingIntegration', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.onboarding.createEmbed(caller, params.companyId, 'accountingIntegration'),
}));
