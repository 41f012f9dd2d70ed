import { defineHandler } from '../../http/handler';

export default defineHandler('downloadEmployeeTaxDocument', async ({ params, caller }, s) => {
  const { pdf, disposition } = await s.taxDocuments.download('employee', caller, params.companyId, params.documentId);
  return { status: 200, body: pdf, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } };
});
