// Written by `npm run codegen` for GET /companies/{companyId}/filing_files/{filingFileId}/download, new in openapi.yaml: it answers 501 not_implemented,
// or the contract's example with STUB_RESPONSES=examples (README, "Stub responses"). Replace it with the
// operation's handler (`defineHandler('downloadFilingFile', ...)`, as its neighbours do); codegen never overwrites this file.
import { notImplemented } from '../not-implemented';

export default notImplemented('downloadFilingFile');
