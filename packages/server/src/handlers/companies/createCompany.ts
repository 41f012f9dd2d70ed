import { defineHandler } from '../../http/handler';

export default defineHandler('createCompany', async ({ body, caller }, s) => {
  const company = await s.companies.create(caller, body);
  return { status: 201, body: company, location: `/v1/companies/${company.id}` };
});
