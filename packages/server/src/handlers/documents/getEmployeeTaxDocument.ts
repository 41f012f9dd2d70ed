import { defineHandler } from '../../http/handler';

export default defineHandler('getEmployeeTaxDocument', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.get('employee', caller, params.companyId, params.documentId),
}));
