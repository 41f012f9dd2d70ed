import { defineHandler } from '../../http/handler';

export default defineHandler('submitContractorForm', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.workerForms.submitContractorForm(caller, params.companyId, params.contractorId, params.formId, body),
}));
