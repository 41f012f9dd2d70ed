import { defineHandler } from '../../http/handler';

export default defineHandler('listCompanyBenefits', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.benefits.listCompanyBenefits(caller, params.companyId, query),
}));
