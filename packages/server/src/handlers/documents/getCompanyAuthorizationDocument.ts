import { defineHandler } from '../../http/handler';

export default defineHandler('getCompanyAuthorizationDocument', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.onboarding.getAuthorizationDocument(caller, params.companyId, params.documentId),
}));
