import { defineHandler } from '../../http/handler';

export default defineHandler('previewContractorForm', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.previewContractorForm(caller, params.companyId, params.contractorId, params.formId, body),
}));
