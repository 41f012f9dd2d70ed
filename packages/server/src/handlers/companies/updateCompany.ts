import { defineHandler } from '../../http/handler';

export default defineHandler('updateCompany', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.companies.update(caller, params.companyId, body),
}));
