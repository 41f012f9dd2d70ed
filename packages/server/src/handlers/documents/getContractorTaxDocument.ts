import { defineHandler } from '../../http/handler';

export default defineHandler('getContractorTaxDocument', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.get('contractor', caller, params.companyId, params.documentId),
}));
