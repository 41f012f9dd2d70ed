import { defineHandler } from '../../http/handler';

export default defineHandler('listCompanies', async ({ query, caller }, s) => ({ status: 200, body: await s.companies.list(caller, query) }));
