import { defineHandler } from '../../http/handler';

export default defineHandler('recordFilingAcknowledgement', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.filingFiles.recordAcknowledgement(caller, params.companyId, params.filingFileId, body),
}));
