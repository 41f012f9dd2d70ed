import { defineHandler } from '../../http/handler';

export default defineHandler('getFilingFile', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.filingFiles.get(caller, params.companyId, params.filingFileId),
}));
