import { defineHandler } from '../../http/handler';

export default defineHandler('getCompanyTaxCoverage', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.taxCoverage.company(caller, params.companyId, query),
}));
