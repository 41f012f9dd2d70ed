import { defineHandler } from '../../http/handler';

export default defineHandler('getCompany', async ({ params, caller }, s) => ({ status: 200, body: await s.companies.get(caller, params.companyId) }));
