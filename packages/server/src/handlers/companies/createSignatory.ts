import { defineHandler } from '../../http/handler';

export default defineHandler('createSignatory', async ({ params, body, caller }, s) => {
  const created = await s.onboarding.createSignatory(caller, params.companyId, body);
  return { status: 201, body: created, location: `/v1/companies/${params.companyId}/signatories/${created.id}` };
});
