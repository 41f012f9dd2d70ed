import { defineHandler } from '../../http/handler';

export default defineHandler('verifyFundingAccount', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.fundingAccounts.verify(caller, params.companyId, body),
}));
