import { defineHandler } from '../../http/handler';

export default defineHandler('getContractor', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.contractors.get(caller, params.companyId, params.contractorId),
}));
