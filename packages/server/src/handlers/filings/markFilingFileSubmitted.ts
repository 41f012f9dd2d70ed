// Written by `npm run codegen` for POST /companies/{companyId}/filing_files/{filingFileId}/mark_submitted, new in openapi.yaml: it answers 501 not_implemented,
// or the contract's example with STUB_RESPONSES=examples (README, "Stub responses"). Replace it with the
// operation's handler (`defineHandler('markFilingFileSubmitted', ...)`, as its neighbours do); codegen never overwrites this file.
import { notImplemented } from '../not-implemented';

export default notImplemented('markFilingFileSubmitted');
