import { defineHandler } from '../../http/handler';

export default defineHandler('resolveFundingFailure', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.funding.resolve(caller, params.companyId, params.fundingFailureId),
}));
