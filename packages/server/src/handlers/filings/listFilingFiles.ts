import { defineHandler } from '../../http/handler';

export default defineHandler('listFilingFiles', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.filingFiles.list(caller, params.companyId, query),
}));
