import { defineHandler } from '../../http/handler';

export default defineHandler('createMiscellaneousDeduction', async ({ params, body, caller }, s) => {
  const created = await s.deductions.createMiscellaneousDeduction(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/post_tax_deductions/miscellaneous/${created.id}` };
});
