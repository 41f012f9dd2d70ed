import { defineHandler } from '../../http/handler';

export default defineHandler('listCompanyAuthorizationDocuments', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.onboarding.listAuthorizationDocuments(caller, params.companyId, query),
}));
