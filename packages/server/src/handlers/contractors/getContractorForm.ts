import { defineHandler } from '../../http/handler';

export default defineHandler('getContractorForm', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerForms.getContractorForm(caller, params.companyId, params.contractorId, params.formId),
}));
