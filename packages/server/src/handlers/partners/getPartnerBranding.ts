import { defineHandler } from '../../http/handler';

export default defineHandler('getPartnerBranding', async ({ caller }, s) => ({
  status: 200,
  body: await s.branding.get(caller),
}));
