// The reply of a report operation (tag Reports): JSON pages by default, the whole report as a streamed
// CSV file when the request's Accept asks for text/csv, 406 `not_acceptable` when it allows neither.
import { Readable } from 'node:stream';
import { contentDisposition } from './content-disposition';
import { ApiError } from './problem';

const JSON_TYPE = 'application/json';
const CSV_TYPE = 'text/csv';

export interface ReportReply<B> {
  status: 200;
  body: B | Readable;
  headers: Record<string, string>;
}

/**
 * Negotiates the media type, then asks for the JSON page (`json`) or the CSV lines (`csv`, the header
 * line first; read lazily, batch by batch, as the response is written). The service checks the scope and
 * the query before either returns, so a problem (400, 404) is still answered as a problem.
 */
export async function reportReply<B>(
  accepts: (types: string[]) => string | false,
  file: string,
  companyId: string,
  json: () => Promise<B>,
  csv: () => Promise<AsyncIterable<string>>,
): Promise<ReportReply<B>> {
  const type = accepts([JSON_TYPE, CSV_TYPE]);
  if (!type) throw new ApiError(406, 'not_acceptable', 'This report is served as application/json or text/csv.');
  if (type === CSV_TYPE) {
    const lines = await csv();
    return {
      status: 200,
      body: Readable.from(lines, { objectMode: false }),
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition(`${file}-${companyId}.csv`) },
    };
  }
  // Named explicitly: the response validator picks the schema by Content-Type, not by the Accept header.
  return { status: 200, body: await json(), headers: { 'Content-Type': 'application/json; charset=utf-8' } };
}
