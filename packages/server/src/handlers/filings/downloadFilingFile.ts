import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadFilingFile', async ({ params, caller }, s) => {
  const { bytes, sha256, filename } = await s.filingFiles.download(caller, params.companyId, params.filingFileId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-SHA256': sha256, 'Content-Disposition': contentDisposition(filename) } };
});
