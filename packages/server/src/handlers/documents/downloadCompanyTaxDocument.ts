import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadCompanyTaxDocument', async ({ params, caller }, s) => {
  const { bytes, filename } = await s.taxDocuments.download('company', caller, params.companyId, params.documentId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(filename) } };
});
