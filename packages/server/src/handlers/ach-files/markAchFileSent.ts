import { defineHandler } from '../../http/handler';

export default defineHandler('markAchFileSent', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.achFiles.markSent(caller, params.achFileId),
}));
