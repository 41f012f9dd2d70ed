import { defineHandler } from '../../http/handler';

export default defineHandler('updateContractor', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.contractors.update(caller, params.companyId, params.contractorId, body),
}));
