import { defineHandler } from '../../http/handler';

export default defineHandler('listMiscellaneousDeductions', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.deductions.listMiscellaneousDeductions(caller, params.companyId, query),
}));
