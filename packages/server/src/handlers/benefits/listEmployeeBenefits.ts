import { defineHandler } from '../../http/handler';

export default defineHandler('listEmployeeBenefits', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.benefits.listEmployeeBenefits(caller, params.companyId, query),
}));
