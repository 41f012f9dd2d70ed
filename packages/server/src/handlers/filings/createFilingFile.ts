import { defineHandler } from '../../http/handler';

export default defineHandler('createFilingFile', async ({ params, body, caller }, s) => {
  const file = await s.filingFiles.create(caller, params.companyId, body);
  return { status: 201, body: file, location: `/v1/companies/${params.companyId}/filing_files/${file.id}` };
});
