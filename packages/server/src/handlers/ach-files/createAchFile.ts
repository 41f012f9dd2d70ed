import { defineHandler } from '../../http/handler';

export default defineHandler('createAchFile', async ({ body, caller }, s) => {
  const file = await s.achFiles.createFile(caller, body);
  return { status: 201, body: file, location: `/v1/ach_files/${file.id}` };
});
