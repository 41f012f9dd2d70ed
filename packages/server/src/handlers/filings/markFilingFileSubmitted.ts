import { defineHandler } from '../../http/handler';

export default defineHandler('markFilingFileSubmitted', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.filingFiles.markSubmitted(caller, params.companyId, params.filingFileId),
}));
