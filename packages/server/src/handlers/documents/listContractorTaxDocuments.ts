import { defineHandler } from '../../http/handler';

export default defineHandler('listContractorTaxDocuments', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.taxDocuments.list('contractor', caller, params.companyId, query),
}));
