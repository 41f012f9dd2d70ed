import { defineHandler } from '../../http/handler';

export default defineHandler('getFundingAccount', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.fundingAccounts.get(caller, params.companyId),
}));
