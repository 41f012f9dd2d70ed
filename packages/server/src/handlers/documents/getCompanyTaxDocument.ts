import { defineHandler } from '../../http/handler';

export default defineHandler('getCompanyTaxDocument', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.get('company', caller, params.companyId, params.documentId),
}));
