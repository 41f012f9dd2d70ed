import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadPositivePayFile', async ({ params, caller }, s) => {
  const { bytes, sha256, filename } = await s.positivePay.download(caller, params.companyId, params.positivePayFileId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Content-SHA256': sha256, 'Content-Disposition': contentDisposition(filename) } };
});
