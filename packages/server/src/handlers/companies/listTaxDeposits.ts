import { defineHandler } from '../../http/handler';

export default defineHandler('listTaxDeposits', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.paySetup.listTaxDeposits(caller, params.companyId, query),
}));
