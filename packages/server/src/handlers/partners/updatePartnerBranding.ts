import { defineHandler } from '../../http/handler';

export default defineHandler('updatePartnerBranding', async ({ body, caller }, s) => ({
  status: 200,
  body: await s.branding.update(caller, body),
}));
