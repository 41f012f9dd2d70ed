import { defineHandler } from '../../http/handler';

export default defineHandler('listSignatories', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.onboarding.listSignatories(caller, params.companyId, query),
}));
