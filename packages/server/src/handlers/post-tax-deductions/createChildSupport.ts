import { defineHandler } from '../../http/handler';

export default defineHandler('createChildSupport', async ({ params, body, caller }, s) => {
  const created = await s.deductions.createChildSupport(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/post_tax_deductions/child_support/${created.id}` };
});
