import { defineHandler } from '../../http/handler';

export default defineHandler('listAchFiles', async ({ query, caller }, s) => ({
  status: 200,
  body: await s.achFiles.listFiles(caller, query),
}));
