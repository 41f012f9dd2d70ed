import { contentDisposition } from '../../http/content-disposition';
import { defineHandler } from '../../http/handler';

export default defineHandler('downloadAchFile', async ({ params, caller }, s) => {
  const { bytes, sha256, filename } = await s.achFiles.download(caller, params.achFileId);
  return { status: 200, body: bytes, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-SHA256': sha256, 'Content-Disposition': contentDisposition(filename) } };
});
