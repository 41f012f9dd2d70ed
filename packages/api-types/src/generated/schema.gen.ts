// GENERATED from openapi.yaml by codegen/generate.ts. DO NOT EDIT BY HAND: change openapi.yaml, then run `npm run codegen`.
/* eslint-disable */
export interface paths {
    "/companies": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Companies in the caller's scope: a partner's companies, a
         *     corporation's companies, or the one company of a company key.
         *     Filters `id`, `corporationId`, `partnerId`, `status` and `search`
         *     (legal name, trade name, email), each with its `include*` flag.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listCompanies"];
        put?: never;
        /**
         * Create a company
         * @description Creates a company under the calling partner (optionally inside one of
         *     its corporations, `corporationId`) or, with a corporation key, under
         *     that corporation and its partner. The company starts `Active`, with
         *     `payrollDetails.activated` false and merchant onboarding `NotStarted`.
         *
         *     Callers: Partner, Corporation. A company key is `403 forbidden`.
         *     Errors: `422 invalid_reference` when `corporationId` is not one of the
         *     partner's corporations (or is sent with a corporation key).
         *     Emits `company.created`.
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Get a company
         * @description Returns one company with its payroll onboarding (`payrollDetails`,
         *     including `onboardDetails` and `implementationDetails`) and its merchant
         *     details (`merchantDetails`).
         *
         *     Callers: Partner, Corporation, Company. A company outside the key's scope
         *     is `404 not_found`.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a company
         * @description Changes the fields sent (`CompanyUpdate`); fields not sent keep their
         *     values. `address` is replaced as a whole. Allowed in every company
         *     status; `status`, `payrollDetails` and `merchantDetails` are not changed
         *     here (see the `onboard/*`, `start_payroll` and `*_implementation`
         *     operations).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.updated`.
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/companies/{companyId}/start_payroll": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start payroll for a company
         * @description Activates payroll for the company once its onboarding has no blocking
         *     step left: sets `payrollDetails.activated` to `true`, sets
         *     `payrollDetails.startDate` to today when it was not set by
         *     `onboard/employee_setup`, and moves an `InProgress` implementation
         *     (`payrollDetails.implementationDetails.status`) to `Completed`. From
         *     then on the company's payrolls can be approved (before, approve is
         *     `422 company_payroll_not_started`). No request body.
         *
         *     Callers: Partner, Corporation, Company.
         *     State: only while `payrollDetails.activated` is `false`, otherwise
         *     `409 payroll_already_started`; only while
         *     `payrollDetails.onboardDetails.blockingSteps` is empty, otherwise
         *     `409 onboarding_incomplete` (the detail names the blocking steps).
         *     Errors: `409 onboarding_incomplete`, `409 payroll_already_started`,
         *     `409 idempotency_request_in_flight`, `422 company_not_active` (company
         *     status is not `Active`), `422 idempotency_key_reused`.
         *     Emits `company.payroll_started`.
         */
        post: operations["startPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/signatories": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List signatories
         * @description The company's signatories, paged, in creation order.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listSignatories"];
        put?: never;
        /**
         * Create a signatory
         * @description Adds a signatory: a person authorized to sign for the company. A
         *     signatory accepts the service agreements
         *     (`onboard/signatory_agreements`) and signs the filing authorization
         *     (`onboard/filing_authorization`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `signatory.created`.
         */
        post: operations["createSignatory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/signatory_agreements": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the service agreements
         * @description Records that one of the company's signatories (`signatoryId`) accepted the
         *     service agreements (`accepted: true`); sets the company's `acceptedTerms`
         *     to `true` and `termsAcceptedAt` to now. Produces the `SignatoryAgreement`
         *     company authorization document (a re-submission replaces it).
         *
         *     Completes step `signatoryAgreements` (a blocking step: `start_payroll`
         *     needs it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (`signatoryId` is not a signatory of this
         *     company), `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardSignatoryAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/signatory_agreements/embed": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a hosted page for the service agreements
         * @description Creates a short-lived URL (valid 15 minutes, `expiresAt`) of a hosted page
         *     on which a signatory reviews and accepts the service agreements. Finishing
         *     the page has the same effect as `onboardSignatoryAgreements`. No request
         *     body; each call issues a new URL (a page this service
         *     serves under `/embed/onboard/`; a used or expired URL answers 410, an
         *     unknown one 404). Nothing about the company changes until
         *     the page is finished.
         *
         *     The URL is built on the service's public base URL (`PUBLIC_BASE_URL`,
         *     set by whoever runs it), never on the request's `Host` or
         *     `X-Forwarded-*` headers. The page may be shown in a frame only by the
         *     origins of the `EMBED_FRAME_ANCESTORS` allowlist (the partners' own
         *     sites, sent as `Content-Security-Policy: frame-ancestors`); with none
         *     configured no site may frame it (`frame-ancestors 'none'`,
         *     `X-Frame-Options: DENY`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits no event (the finished page emits `company.onboard_step_completed`).
         */
        post: operations["embedSignatoryAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/employee_setup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm employee and payroll setup
         * @description Records the acknowledgement (`acknowledged: true`) that the company's
         *     employees and contractors are set up (or will be before the first
         *     payroll), and optionally the payroll settings kept in `payrollDetails`:
         *     `startDate`, `payFrequency`, `processingPeriod`,
         *     `employeeW2DeliveryMethod` and `contractor1099DeliveryMethod` (settings
         *     not sent keep their values).
         *
         *     Completes step `employeeSetup` (not blocking: `start_payroll` does not
         *     wait for it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardEmployeeSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/connect_bank_account": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect the funding bank account
         * @description Connects the bank account that funds the company's payrolls and tax
         *     deposits (debited by ACH). The account number is write-only: stored
         *     encrypted, never returned or logged. A new submission replaces the
         *     previous account. Produces the `AchDebitAuthorization` company
         *     authorization document (the account number appears in it only as its
         *     last four digits), signed by the signatory who accepted the service
         *     agreements when one has.
         *
         *     Completes step `connectBankAccount` (a blocking step: `start_payroll`
         *     needs it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` (`routingNumber` fails the ABA check
         *     digit), `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardConnectBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/tax_setup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up company taxes
         * @description Records the company's federal filing setup (`federalFilerType`,
         *     `federalDepositSchedule`, which sets the `dueDate` of its tax deposits)
         *     and its state tax accounts (`stateTaxIds`, one entry per state): the
         *     account numbers, kept for filings and printed on W-2 box 15, and the
         *     company's state unemployment insurance (SUI) rate, effective-dated.
         *     Each `unemploymentRate` takes effect on its
         *     `unemploymentRateEffectiveDate` (default: January 1 of the current
         *     year, in UTC) and applies to payrolls paid on or after that date until
         *     a later-dated rate of the same state takes over; rates given with an
         *     earlier submission stay on file for the dates they cover, and a rate
         *     given again for the same state and date replaces it. A payroll paid in
         *     a state where the company has no rate in force uses the state's
         *     new-employer rate and warns `sui_new_employer_rate`.
         *
         *     Completes step `taxSetup` (a blocking step: `start_payroll` needs it) and
         *     answers the step result with the company's onboarding summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` (a state appears twice in
         *     `stateTaxIds`), `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardTaxSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/filing_authorization": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize tax filings
         * @description Records that one of the company's signatories (`signatoryId`) authorizes
         *     the service to file and pay the company's payroll taxes on its behalf (IRS
         *     Form 8655 and state equivalents, `authorized: true`). Produces the
         *     `FilingAuthorization8655` company authorization document (a
         *     re-submission replaces it).
         *
         *     Completes step `filingAuthorization` (a blocking step: `start_payroll`
         *     needs it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (`signatoryId` is not a signatory of this
         *     company), `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardFilingAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/verification_documents": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a verification document
         * @description Uploads one document that verifies the business (for example the IRS EIN
         *     confirmation letter or a voided check), as base64 content of a PDF, PNG or
         *     JPEG (the whole JSON body is at most 1 MiB). One document completes the
         *     step; further uploads are kept beside it.
         *
         *     Completes step `verificationDocuments` (not blocking: `start_payroll` does
         *     not wait for it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` (`base64Content` does not decode to a
         *     file of `contentType`: PDF, PNG or JPEG signature), `422 company_not_active`
         *     (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardVerificationDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/verification_documents/embed": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a hosted page for verification documents
         * @description Creates a short-lived URL (valid 15 minutes, `expiresAt`) of a hosted page
         *     on which the company uploads its verification documents. Finishing the
         *     page has the same effect as `onboardVerificationDocuments`. No request
         *     body; each call issues a new URL (a page this service
         *     serves under `/embed/onboard/`; a used or expired URL answers 410, an
         *     unknown one 404). Nothing about the company changes until
         *     the page is finished.
         *
         *     The URL is built on the service's public base URL (`PUBLIC_BASE_URL`,
         *     set by whoever runs it), never on the request's `Host` or
         *     `X-Forwarded-*` headers. The page may be shown in a frame only by the
         *     origins of the `EMBED_FRAME_ANCESTORS` allowlist (the partners' own
         *     sites, sent as `Content-Security-Policy: frame-ancestors`); with none
         *     configured no site may frame it (`frame-ancestors 'none'`,
         *     `X-Frame-Options: DENY`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits no event (the finished page emits `company.onboard_step_completed`).
         */
        post: operations["embedVerificationDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/accounting_integration": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect an accounting integration
         * @description Records the accounting system (`provider`) to which the company's payroll
         *     journal entries are synced.
         *
         *     Completes step `accountingIntegration` (not blocking: `start_payroll` does
         *     not wait for it) and answers the step result with the company's onboarding
         *     summary.
         *
         *     Re-submitting a completed step replaces what it recorded and keeps the
         *     step completed. The company's onboarding is derived again on every step:
         *     `onboardDetails.status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else `Completed`;
         *     the first step sets `payrollDetails.onboardingStartedAt`, reaching
         *     `Completed` sets `payrollDetails.onboardingCompletedAt`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.onboard_step_completed`.
         */
        post: operations["onboardAccountingIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/onboard/accounting_integration/embed": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a hosted page for the accounting integration
         * @description Creates a short-lived URL (valid 15 minutes, `expiresAt`) of a hosted page
         *     on which the company signs in to its accounting system and connects it.
         *     Finishing the page has the same effect as `onboardAccountingIntegration`.
         *     No request body; each call issues a new URL (a page this service
         *     serves under `/embed/onboard/`; a used or expired URL answers 410, an
         *     unknown one 404). Nothing about the company
         *     changes until the page is finished.
         *
         *     The URL is built on the service's public base URL (`PUBLIC_BASE_URL`,
         *     set by whoever runs it), never on the request's `Host` or
         *     `X-Forwarded-*` headers. The page may be shown in a frame only by the
         *     origins of the `EMBED_FRAME_ANCESTORS` allowlist (the partners' own
         *     sites, sent as `Content-Security-Policy: frame-ancestors`); with none
         *     configured no site may frame it (`frame-ancestors 'none'`,
         *     `X-Frame-Options: DENY`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 company_not_active` (company status is not `Active`),
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits no event (the finished page emits `company.onboard_step_completed`).
         */
        post: operations["embedAccountingIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/start_implementation": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start implementation
         * @description Starts the company's implementation: the guided setup project in which
         *     the partner's implementation team prepares the company for payroll
         *     (prior payrolls of the year, settings review). Sets
         *     `payrollDetails.implementationDetails.status` to `InProgress` and
         *     `startedAt` to now (clearing `cancelledAt`). The implementation becomes
         *     `Completed` when payroll is started (`start_payroll`). No request body.
         *
         *     Callers: Partner, Corporation, Company.
         *     State: from `NotStarted` or `Cancelled` -> `InProgress`; `InProgress` is
         *     `409 implementation_already_started`; `Completed` (or payroll already
         *     started) is `409 payroll_already_started`.
         *     Errors: `409 implementation_already_started`, `409 payroll_already_started`,
         *     `409 idempotency_request_in_flight`, `422 company_not_active` (company
         *     status is not `Active`), `422 idempotency_key_reused`.
         *     Emits `company.implementation_started`.
         */
        post: operations["startImplementation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/cancel_implementation": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel implementation
         * @description Cancels the company's implementation: sets
         *     `payrollDetails.implementationDetails.status` to `Cancelled` and
         *     `cancelledAt` to now. It can be started again later. No request body.
         *
         *     Callers: Partner, Corporation, Company.
         *     State: from `InProgress` -> `Cancelled`; `NotStarted` or `Cancelled` is
         *     `409 implementation_not_started`; `Completed` is
         *     `409 payroll_already_started`.
         *     Errors: `409 implementation_not_started`, `409 payroll_already_started`,
         *     `409 idempotency_request_in_flight`, `422 idempotency_key_reused`.
         *     Emits `company.implementation_cancelled`.
         */
        post: operations["cancelImplementation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/reports/payroll_journal": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Payroll journal report
         * @description One row per line of every item of the approved payrolls asked for
         *     (`payrollId`, or `paydayFrom` and `paydayTo` together): earnings,
         *     reimbursements, taxes (federal and state, as the item's `taxes`: name as
         *     `type`, `jurisdiction`, `code`, payer as `side`), benefit contributions
         *     (the employee's and the company's share each its own row) and post-tax
         *     deductions of employee items; compensation (`ContractorPayment`) and
         *     reimbursement of contractor items. Approved payrolls are those in a status
         *     other than `Draft`; void items are left out (their amounts count toward
         *     nothing). Rows are ordered by payday, payroll id, employee items before
         *     contractor items, item position, then line kind in the order above
         *     (within taxes, the employee's before the company's). Lines with a zero
         *     amount are left out, except earnings. `workplaceId` is the earning line's
         *     workplace; other lines of an employee item carry the workplace of its
         *     first earning that has one, contractor lines the item's workplace.
         *     Exactly one of `payrollId` and the payday range: `400 validation_failed`
         *     otherwise, and when `paydayFrom` is after `paydayTo`. A `payrollId` of
         *     another company, or of a Draft payroll, gives no rows.
         *
         *     As JSON (the default), a page of rows; as CSV when the request's
         *     `Accept` asks for `text/csv` (content negotiation; an `Accept` that
         *     allows neither is `406 not_acceptable`): every row of the report, not
         *     paged (`page` and `pageSize` are ignored), streamed, with the header line
         *     `payrollId,payday,workerType,workerId,workerName,workplaceId,lineKind,type,jurisdiction,code,description,side,amount`, amounts with two decimals (`1234.50`),
         *     absent values empty, RFC 4180 quoting.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getPayrollJournalReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/reports/tax_liabilities": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Tax liabilities report
         * @description The company's tax liabilities of the approved payrolls with payday in
         *     `from`..`to` (both included), by period (the calendar month of the
         *     payday, `2026-01`), jurisdiction and tax code: `liability` is the sum of
         *     the items' tax lines of that code (employee and company shares together;
         *     void items left out), `deposited` the amount of the `Paid` tax deposits
         *     of those payrolls and code, `creditApplied` the credits of voided taxes
         *     taken off those deposits, and `outstanding` = liability - deposited -
         *     creditApplied (negative when taxes already deposited were voided
         *     afterwards: the credit later deposits take up). `taxDepositIds` lists
         *     every deposit of those payrolls and code, whatever its status, oldest
         *     first. Rows by period, then `US` before the states in alphabetical
         *     order, then code. `from` after `to` is `400 validation_failed`.
         *
         *     As JSON (the default), a page of rows; as CSV when the request's
         *     `Accept` asks for `text/csv` (content negotiation; an `Accept` that
         *     allows neither is `406 not_acceptable`): every row of the report, not
         *     paged (`page` and `pageSize` are ignored), streamed, with the header line
         *     `period,jurisdiction,code,liability,deposited,creditApplied,outstanding,taxDepositIds (space separated)`, amounts with two decimals (`1234.50`),
         *     absent values empty, RFC 4180 quoting.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getTaxLiabilitiesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/reports/cash_requirement": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Cash requirement report
         * @description The payroll's `totals.cashRequirement` broken down by payment method
         *     (`DirectDeposit` before `Manual`) and funding: `EmployeeNetPay`,
         *     `ContractorNetPay`, `EmployeeTaxes` (withheld, federal and state) and
         *     `CompanyTaxes`, each with the number of items it sums. A row is there
         *     for each payment method that has items of its kind (employee rows for
         *     employee items, `ContractorNetPay` for contractor items).
         *     `inCashRequirement` is false for the net pay of `Manual` items (paper
         *     checks the company pays itself) and true for every other row; the
         *     amounts of the rows where it is true add up to `totals.cashRequirement`
         *     exactly. Every item of the payroll counts, void ones included (as in the
         *     payroll's totals, which approval fixed). Any payroll of the company, a
         *     Draft one included (its current estimate); an unknown payroll is `404
         *     not_found`.
         *
         *     As JSON (the default), a page of rows; as CSV when the request's
         *     `Accept` asks for `text/csv` (content negotiation; an `Accept` that
         *     allows neither is `406 not_acceptable`): every row of the report, not
         *     paged (`page` and `pageSize` are ignored), streamed, with the header line
         *     `paymentMethod,funding,items,amount,inCashRequirement`, amounts with two decimals (`1234.50`),
         *     absent values empty, RFC 4180 quoting.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getCashRequirementReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/reports/tax_summary": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Quarterly or annual tax summary
         * @description Per employee, then for the company (the last row, `employeeId`
         *     absent), the figures Forms 941, 940 and W-2 are made of, for the year or
         *     one of its quarters: the sums of the items of approved payrolls with
         *     payday in the period (void items left out) and of the employees'
         *     external payrolls of the period (`createEmployeeExternalPayroll`), the
         *     same sums the tax documents print. Employees by id. The company row adds
         *     up the employee rows; it is there also when no employee was paid (all
         *     zero). FUTA-subject wages of external payrolls are their Medicare wages,
         *     as on the 940.
         *
         *     As JSON (the default), a page of rows; as CSV when the request's
         *     `Accept` asks for `text/csv` (content negotiation; an `Accept` that
         *     allows neither is `406 not_acceptable`): every row of the report, not
         *     paged (`page` and `pageSize` are ignored), streamed, with the header line
         *     `employeeId,employeeName,grossPay,federalIncomeTaxWages,federalIncomeTax,socialSecurityWages,socialSecurityEmployee,socialSecurityCompany,medicareWages,medicareEmployee,medicareCompany,additionalMedicareWages,additionalMedicareEmployee,futaSubjectWages,futaWages,futaCompany`, amounts with two decimals (`1234.50`),
         *     absent values empty, RFC 4180 quoting.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getTaxSummaryReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/reports/contractor_payments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Contractor payments report
         * @description For 1099 reconciliation: every payment to a contractor on an approved
         *     payroll with payday in `from`..`to` (both included; void items left
         *     out), a `Payment` row each, then a `ContractorTotal` row per contractor
         *     with the sums of its payments (`payrollId`, `payday` and
         *     `paymentMethod` absent). `compensation` is what Form 1099-NEC box 1
         *     counts (the item's gross pay); `reimbursement` is not compensation;
         *     `netPay` is what was paid. Contractors by id, their payments by payday
         *     then payroll id. `from` after `to` is `400 validation_failed`.
         *
         *     As JSON (the default), a page of rows; as CSV when the request's
         *     `Accept` asks for `text/csv` (content negotiation; an `Accept` that
         *     allows neither is `406 not_acceptable`): every row of the report, not
         *     paged (`page` and `pageSize` are ignored), streamed, with the header line
         *     `rowType,contractorId,contractorName,payrollId,payday,paymentMethod,compensation,reimbursement,netPay`, amounts with two decimals (`1234.50`),
         *     absent values empty, RFC 4180 quoting.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractorPaymentsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/tax_deposits": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List tax deposits
         * @description The company's federal tax deposits, paged. Approving a payroll creates
         *     one deposit per tax with an amount on it (employee and employer shares
         *     together), `Pending`, due per the company's federal deposit schedule
         *     (`onboard/tax_setup`; Monthly: the 15th of the next month, Semiweekly:
         *     the Wednesday or Friday after payday). A deposit becomes `Paid` when it
         *     is made and `Failed` when its debit fails; reopening the payroll removes
         *     its `Pending` deposits. Filters `payrollId` and `status`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listTaxDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corporations/{corporationId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Corporation id.
                 * @example corp_5g2h8j4k1l9z
                 */
                corporationId: string;
            };
            cookie?: never;
        };
        /**
         * Get a corporation
         * @description Returns one corporation with the ids of its companies.
         *
         *     Callers: Partner (its corporations), Corporation (itself; any other id is
         *     `404 not_found`). A company key is `403 forbidden`.
         */
        get: operations["getCorporation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/workplaces": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List workplaces
         * @description The company's workplaces, oldest first. Filters: `active`, and
         *     `search` (matched against the workplace name) with its
         *     `includeSearch` flag.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listWorkplaces"];
        put?: never;
        /**
         * Create a workplace
         * @description Creates a workplace of the company. The address must carry at least
         *     `street1`, `city`, `state` and `zipcode` (it decides the tax
         *     jurisdiction of the work done there); `active` defaults to `true`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: only the idempotency ones (`409 idempotency_request_in_flight`,
         *     `422 idempotency_key_reused`).
         *     Emits `workplace.created`.
         */
        post: operations["createWorkplace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/workplaces/{workplaceId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Workplace id.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId: string;
            };
            cookie?: never;
        };
        /**
         * Get a workplace
         * @description Returns one workplace of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getWorkplace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a workplace
         * @description Changes the fields sent; the others keep their values. An `address`,
         *     when sent, replaces the whole address. Setting `active` to `false`
         *     retires the workplace: existing assignments, timecards and payrolls
         *     keep pointing at it.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: only the idempotency ones (`409 idempotency_request_in_flight`,
         *     `422 idempotency_key_reused`).
         *     Emits `workplace.updated`.
         */
        patch: operations["updateWorkplace"];
        trace?: never;
    };
    "/companies/{companyId}/departments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List departments
         * @description The company's departments, oldest first. Filters: `active`, and
         *     `search` (matched against the department name) with its
         *     `includeSearch` flag.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listDepartments"];
        put?: never;
        /**
         * Create a department
         * @description Creates a department of the company, optionally under a parent
         *     department (`parentId`, a department of the same company);
         *     `active` defaults to `true`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when `parentId` is not a department
         *     of this company.
         *     Emits `department.created`.
         */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/departments/{departmentId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Department id.
                 * @example dep_3m8q1w5e9r2t
                 */
                departmentId: string;
            };
            cookie?: never;
        };
        /**
         * Get a department
         * @description Returns one department of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getDepartment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a department
         * @description Changes the fields sent; the others keep their values. `parentId:
         *     null` makes the department top-level. Setting `active` to `false`
         *     retires the department: employees and contractors keep pointing at
         *     it.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when `parentId` is not a department
         *     of this company, or would make a cycle (the department itself or one
         *     of its descendants).
         *     Emits `department.updated`.
         */
        patch: operations["updateDepartment"];
        trace?: never;
    };
    "/companies/{companyId}/earning_codes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List earning codes
         * @description The company's earning codes, oldest first.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEarningCodes"];
        put?: never;
        /**
         * Create an earning code
         * @description Creates an earning code of the company. Its `type` (see
         *     `EarningCodeType`) is fixed at creation and decides how the amounts
         *     paid under the code in a payroll payment's `earningCodeEarnings`
         *     (`{earningCodeId, value, valueOverride}`) are treated: the amount
         *     (`valueOverride` when sent, else `value`) is added to gross as given,
         *     with the taxability and cash treatment of the type. `active`
         *     defaults to `true`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: only the idempotency ones (`409 idempotency_request_in_flight`,
         *     `422 idempotency_key_reused`).
         *     Emits `earning_code.created`.
         */
        post: operations["createEarningCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/earning_codes/{earningCodeId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Earning code id.
                 * @example ec_5w8e2r6t1y3u
                 */
                earningCodeId: string;
            };
            cookie?: never;
        };
        /**
         * Get an earning code
         * @description Returns one earning code of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEarningCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an earning code
         * @description Changes `name` and/or `active`; the `type` is fixed at creation
         *     (sending it is `400 validation_failed`), so approved payrolls keep
         *     their meaning. Setting `active` to `false` retires the code;
         *     payrolls already using it keep it.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: only the idempotency ones (`409 idempotency_request_in_flight`,
         *     `422 idempotency_key_reused`).
         *     Emits `earning_code.updated`.
         */
        patch: operations["updateEarningCode"];
        trace?: never;
    };
    "/companies/{companyId}/payment_schedules": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List payment schedules
         * @description The company's payment schedules, oldest first.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listPaymentSchedules"];
        put?: never;
        /**
         * Create a payment schedule
         * @description Creates a payment schedule of the company. The schedule generates
         *     paydays from `firstPayday` (and, for `Semimonthly`, `secondPayday`)
         *     and pay periods from `firstPeriodEnd`; see `PaymentSchedule` for the
         *     rules and `listPaydays` for the generated dates. `active` defaults
         *     to `true`.
         *
         *     `secondPayday` is required for `Semimonthly` and not allowed for the
         *     other frequencies (`400 validation_failed` otherwise).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_date_range` when `firstPeriodEnd` is after
         *     `firstPayday`, or `secondPayday` is not after `firstPayday` in the
         *     same calendar month.
         *     Emits `payment_schedule.created`.
         */
        post: operations["createPaymentSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payment_schedules/{paymentScheduleId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payment schedule id.
                 * @example ps_9t4y7u2i6o1p
                 */
                paymentScheduleId: string;
            };
            cookie?: never;
        };
        /**
         * Get a payment schedule
         * @description Returns one payment schedule of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getPaymentSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payment schedule
         * @description Changes the fields sent; the others keep their values. The resulting
         *     schedule must satisfy the create rules: switching to `Semimonthly`
         *     needs `secondPayday` in the same request, and switching to another
         *     frequency drops the stored `secondPayday`. Changed dates only affect the paydays generated from
         *     now on; payrolls already created keep their dates. Setting `active`
         *     to `false` retires the schedule; its paydays can still be listed.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` for a `secondPayday` that does not
         *     fit the frequency; `422 invalid_date_range` when the resulting
         *     `firstPeriodEnd` is after `firstPayday`, or `secondPayday` is not
         *     after `firstPayday` in the same calendar month.
         *     Emits `payment_schedule.updated`.
         */
        patch: operations["updatePaymentSchedule"];
        trace?: never;
    };
    "/companies/{companyId}/payment_schedules/{paymentScheduleId}/paydays": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payment schedule id.
                 * @example ps_9t4y7u2i6o1p
                 */
                paymentScheduleId: string;
            };
            cookie?: never;
        };
        /**
         * List the paydays of a payment schedule
         * @description The paydays the schedule generates whose `payday` falls between
         *     `startDate` and `endDate` (both inclusive), in date order (not
         *     creation order). Nothing is generated before `firstPayday`. Without
         *     `startDate` the range starts today (the service's clock); without
         *     `endDate` it ends 12 months after `startDate`.
         *
         *     Generation (see `PaymentSchedule`): scheduled paydays step from
         *     `firstPayday` by the frequency; each pay period ends
         *     `firstPayday - firstPeriodEnd` days before its scheduled payday and
         *     starts the day after the previous period's end. A scheduled payday
         *     that falls on a weekend or a US Federal Reserve holiday moves to the
         *     previous business day and is flagged `impactedByWeekendOrHoliday`.
         *     `deadline` (the approval deadline of a payroll on that payday) is
         *     the payday minus N business days, N = 4, 3, 2, 1 for the company's
         *     `payrollDetails.processingPeriod` `FourDay`, `ThreeDay`, `TwoDay`,
         *     `OneDay` (default `FourDay`), skipping weekends and Federal Reserve
         *     holidays.
         *
         *     Federal Reserve holidays: New Year's Day, Birthday of Martin Luther
         *     King Jr., Washington's Birthday, Memorial Day, Juneteenth,
         *     Independence Day, Labor Day, Columbus Day, Veterans Day,
         *     Thanksgiving Day, Christmas Day. A holiday on a Sunday is observed
         *     the following Monday; a holiday on a Saturday is not moved (the
         *     Friday before is a business day).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_date_range` when `endDate` is before
         *     `startDate` or the range is longer than 2 years.
         */
        get: operations["listPaydays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_authorization_documents": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List company authorization documents
         * @description Authorization documents the company signed during onboarding (Form 8655 reporting agent authorization, signatory agreement, ACH debit authorization, ...), produced by the `onboard/*` steps.
         *     Oldest first (creation time, then id); a company without any yet
         *     gets an empty page. Filters: `year`, `quarter` (a document's `year` and
         *     `quarter` are those of the day it was signed). Re-submitting a step
         *     replaces the document it produced (same id).
         *     Each document's PDF is at `.../company_authorization_documents/{documentId}/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listCompanyAuthorizationDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_authorization_documents/{documentId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_1q9w3e7r5t2y
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Get a company authorization document
         * @description Returns the metadata of one company authorization document of the company; the PDF
         *     itself is at `/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getCompanyAuthorizationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_authorization_documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_1q9w3e7r5t2y
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Download a company authorization document
         * @description Returns the PDF of one company authorization document of the company, as
         *     `application/pdf` with a `Content-Disposition: attachment` file name.
         *     Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["downloadCompanyAuthorizationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_tax_documents": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List company tax documents
         * @description The company's tax filings (Forms 941, 940, 944, W-3, 1096, state quarterly and annual returns), produced as the filing periods close.
         *     Oldest first (creation time, then id); a company without any yet
         *     gets an empty page. Filters: `year`, `quarter`.
         *     Each document's PDF is at `.../company_tax_documents/{documentId}/download`.
         *
         *     Produced in this version: Form 941 (`941`, `quarter` set) for every
         *     calendar quarter and Form 940 (`940`, no `quarter`) for every
         *     calendar year in which the company has at least one approved
         *     payroll (status other than Draft) with its payday in the period,
         *     once the period has closed by the service's clock (a quarter on the
         *     day after its last day, a year on January 1 of the next year). The
         *     other categories are not produced yet. Documents are produced when
         *     the company's tax documents (of any kind) are next listed or read,
         *     once: a closed period cannot change any more, and reading again
         *     produces nothing new; `createdAt` is when they were produced. The
         *     federal figures, from the approved payrolls' items, are printed on
         *     the PDF labelled by line: 941 lines 1 (employees paid in the
         *     quarter), 2 (wages subject to federal income tax), 3 (federal income
         *     tax withheld), 5a, 5c and 5d (taxable Social Security, Medicare and
         *     Additional Medicare wages x 12.4%, 2.9% and 0.9%), 5e, 6, 7 (the
         *     fractions-of-cents difference between those products and the taxes
         *     withheld and owed per paycheck), 10 and 12; 940 lines 3 (total
         *     payments to employees), 4 (payments exempt from FUTA, such as
         *     Section 125 benefits), 5 (payments above the $7,000 FUTA wage base
         *     per employee), 6, 7 (taxable FUTA wages), 8 and 12 (FUTA tax, 0.6%).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listCompanyTaxDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_tax_documents/{documentId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_8u4i2o6p0a3s
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Get a company tax document
         * @description Returns the metadata of one company tax document of the company; the PDF
         *     itself is at `/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getCompanyTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/company_tax_documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_8u4i2o6p0a3s
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Download a company tax document
         * @description Returns the PDF of one company tax document of the company, as
         *     `application/pdf` with a `Content-Disposition: attachment` file name.
         *     Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["downloadCompanyTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/contractor_tax_documents": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List contractor tax documents
         * @description Contractors' tax forms (1099-NEC, 1099-MISC), produced after the end of each year in which the contractor was paid.
         *     Oldest first (creation time, then id); a company without any yet
         *     gets an empty page. Filters: `year`, `quarter`, `contractorId`.
         *
         *     Produced in this version: one Form 1099-NEC (`1099Nec`, no
         *     `quarter`) per contractor with an item on an approved payroll
         *     (status other than Draft) paid in the year, once the year has closed
         *     by the service's clock (January 1 of the next year), when the
         *     company's tax documents are next listed or read, and only once (see
         *     `listCompanyTaxDocuments`); 1099-MISC is not produced yet. Its PDF
         *     prints the payer (name, EIN, address), the recipient (name, address,
         *     the TIN as its last four digits only), box 1 (nonemployee
         *     compensation: the contractor's gross pay of the year; reimbursements
         *     are not included) and box 4 (federal income tax withheld: 0).
         *     Each document's PDF is at `.../contractor_tax_documents/{documentId}/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractorTaxDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/contractor_tax_documents/{documentId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_4l6z8x0c2v5b
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Get a contractor tax document
         * @description Returns the metadata of one contractor tax document of the company; the PDF
         *     itself is at `/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractorTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/contractor_tax_documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_4l6z8x0c2v5b
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Download a contractor tax document
         * @description Returns the PDF of one contractor tax document of the company, as
         *     `application/pdf` with a `Content-Disposition: attachment` file name.
         *     Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["downloadContractorTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/employee_tax_documents": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List employee tax documents
         * @description Employees' tax forms (W-2, W-2c), produced after the end of each year in which the employee was paid.
         *     Oldest first (creation time, then id); a company without any yet
         *     gets an empty page. Filters: `year`, `quarter`, `employeeId`.
         *
         *     Produced in this version: one Form W-2 (`W2`, no `quarter`) per
         *     employee with an item on an approved payroll (status other than
         *     Draft) paid in the year, once the year has closed by the service's
         *     clock (January 1 of the next year), when the company's tax documents
         *     are next listed or read, and only once (see
         *     `listCompanyTaxDocuments`); W-2c is not produced yet. Its PDF prints
         *     the employer (name, EIN, address), the employee (name, address, the
         *     SSN as its last four digits only) and boxes 1 (wages subject to
         *     federal income tax, after pre-tax benefits), 2 (federal income tax
         *     withheld), 3 and 4 (Social Security wages and tax withheld), 5 and 6
         *     (Medicare wages, and Medicare tax withheld including Additional
         *     Medicare).
         *     Each document's PDF is at `.../employee_tax_documents/{documentId}/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeeTaxDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/employee_tax_documents/{documentId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_5d7f1g3h9j2k
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Get an employee tax document
         * @description Returns the metadata of one employee tax document of the company; the PDF
         *     itself is at `/download`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/documents/employee_tax_documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_5d7f1g3h9j2k
                 */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Download an employee tax document
         * @description Returns the PDF of one employee tax document of the company, as
         *     `application/pdf` with a `Content-Disposition: attachment` file name.
         *     Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["downloadEmployeeTaxDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List employees
         * @description Employees of the company. Filters `id`, `workplaceId` (one of the
         *     employee's workplaces), `departmentId`, `state` (the residence
         *     state) and `search` (first, middle and last name, email), each with
         *     its `include*` flag; `active` keeps only active (`true`) or inactive
         *     (`false`) employees.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Create an employee
         * @description Creates an employee in the company. The service assigns `id` and
         *     `code`; a full `ssn`, when given, is stored encrypted and only its
         *     last four digits are returned (`ssnLastFour`), with
         *     `ssnValidationStatus` Validated or Invalid (Pending when no SSN is
         *     given). When `workplaces` is omitted and `primaryWorkplaceId` is
         *     given, `workplaces` becomes `[primaryWorkplaceId]`; when exactly one
         *     workplace is given and `primaryWorkplaceId` is omitted, that one is
         *     the primary. `active` defaults to true, `formW2ElectronicConsent` to
         *     false, `defaultPaymentMethod` to Manual. `onboard` is derived at once
         *     (see `EmployeeOnboard`); a new employee is usually `Blocking` or
         *     `NeedsAttention`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when a workplace or department id is
         *     unknown in this company; `422 workplace_not_assigned` when
         *     `primaryWorkplaceId` is not one of `workplaces`; `422
         *     invalid_date_range` when `terminationDate` is before `startDate`;
         *     `422 company_not_active` when the company is Suspended or
         *     Deactivated.
         *     Emits `employee.created`.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * Get an employee
         * @description One employee of the company, with its derived `onboard` block. The
         *     full SSN is never returned, only `ssnLastFour`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an employee
         * @description Changes the fields sent; the others keep their values. `workplaces`,
         *     `residence` and `wage` are replaced as a whole. `terminationDate` and
         *     `departmentId` may be sent as `null` to clear them. A new `ssn` is
         *     validated again (`ssnValidationStatus`). `onboard` is derived again.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when a workplace or department id is
         *     unknown in this company; `422 workplace_not_assigned` when the
         *     resulting `primaryWorkplaceId` is not one of the resulting
         *     `workplaces`; `422 invalid_date_range` when `terminationDate` is
         *     before `startDate`.
         *     Emits `employee.updated`.
         */
        patch: operations["updateEmployee"];
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/paystubs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * List an employee's paystubs
         * @description The employee's paystubs, one per approved payroll (status Pending,
         *     Processing, Paid, PartiallyPaid or Failed) that has an item for the
         *     employee. Draft payrolls have no paystubs. Ordered by payroll
         *     approval time, then payroll id.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeePaystubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/paystubs/{payrollId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Get an employee's paystub for a payroll
         * @description The employee's paystub for one payroll: earnings, employee taxes,
         *     benefits, post-tax deductions and reimbursements of the period, each
         *     with its year-to-date amount (calendar year of the payday, this
         *     employer), and the totals. Paystubs exist for approved payrolls only:
         *     a Draft payroll, or a payroll without an item for this employee, is
         *     `404 not_found`. Taxes are federal and state (each line with its
         *     `jurisdiction` and `code`); local taxes are not computed.
         *
         *     Lines of the same kind are one line (earnings by type, earning-code
         *     earnings by code, benefits by benefit, deductions by deduction,
         *     reimbursements by earning code or description): their amounts and
         *     hours add up, and `rate` is present only when every merged line had
         *     the same rate. A line paid earlier in the year but not on this
         *     paystub is listed after this paystub's lines with `amount` 0 and its
         *     `ytdAmount`, so the lines' year-to-date amounts add up to the
         *     totals'. A line whose amount and year to date are both zero is left
         *     out. Year to date counts the employee's items on this company's
         *     approved payrolls paid in the payday's calendar year up to and
         *     including this one, in (payday, approval time, payroll id) order.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeePaystub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/paystubs/{payrollId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Download an employee's paystub as PDF
         * @description The paystub of `getEmployeePaystub` rendered as a PDF document: the
         *     company, the employee's name, the pay period, payday and payment
         *     method, every line with its current and year-to-date amount, the
         *     totals, net pay, and where net pay went (each bank account by type
         *     and last four digits, or the paper check). The PDF shows the last
         *     four digits of the SSN and of bank account numbers only. A Draft
         *     payroll, or a payroll without an item for this employee, is
         *     `404 not_found`. Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["downloadEmployeePaystub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/forms": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * List an employee's forms
         * @description The forms the employee fills in, each with its fields and the values
         *     last submitted: first the federal Form W-4 (2020 or later
         *     revision), then the state withholding certificates of the states of
         *     the employee's workplaces and any state certificate on file, in this
         *     order: Form DE 4 (`frm_ca4d8e2k6w1q`, jurisdiction `CA`), Form
         *     IT-2104 (`frm_ny2104h7m3p5`, `NY`), Form IL-W-4
         *     (`frm_ilw4r8t2v6n9`, `IL`). Their fields, and the state's default
         *     when none is on file, are described at `submitEmployeeForm`. State
         *     income tax is not yet withheld on payrolls: the certificates are
         *     stored for when it is.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeeForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/forms/{formId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Form id.
                 * @example frm_9w4f2e6r1t3y
                 */
                formId: string;
            };
            cookie?: never;
        };
        /**
         * Get an employee's form
         * @description One form of the employee with its fields; a field's `value` is the
         *     value last submitted (absent before the first submission). Every
         *     employee form can be read and submitted by id, the state
         *     certificates (`frm_ca4d8e2k6w1q` DE 4, `frm_ny2104h7m3p5` IT-2104,
         *     `frm_ilw4r8t2v6n9` IL-W-4; see `submitEmployeeForm`) included,
         *     whatever states the employee's workplaces are in.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeForm"];
        put?: never;
        /**
         * Submit an employee's form
         * @description Submits the values of the form's fields (`values`, keyed by field
         *     `name`) with the employee's electronic `signature` and `signedAt`.
         *     A submission replaces the previous one as a whole and applies to
         *     payrolls approved afterwards. For the federal W-4 (2020 or later)
         *     the fields are `filingStatus` (Single, MarriedFilingJointly,
         *     HeadOfHousehold), `multipleJobs` (Step 2(c) box),
         *     `dependentsAmount` (Step 3), `otherIncome` (Step 4(a)),
         *     `deductions` (Step 4(b)) and `extraWithholding` (Step 4(c)); Step 5
         *     is `signature` (the employee's full legal name) and `signedAt`. It
         *     is the same record that `onboardEmployeeWithholdings` writes, and it
         *     completes the onboard `withholdings` step.
         *
         *     State withholding certificates (the form's `jurisdiction` is the
         *     state; one per employee and state). Allowances are whole numbers
         *     from 0 to 999; amounts are dollars per pay period from 0 to
         *     999,999,999.99 with at most two decimals; a field left out counts as
         *     0 (or false). State income tax is not yet withheld on payrolls; when
         *     it is, a state without a certificate on file is withheld by the
         *     state's default, given with each form:
         *     - Form DE 4 (`frm_ca4d8e2k6w1q`, CA): `filingStatus` (Single:
         *       "Single or Married (with two or more incomes)"; Married: "Married
         *       (one income)"; HeadOfHousehold), `regularAllowances` (line 1a),
         *       `estimatedDeductionAllowances` (line 1b), `additionalAmount`
         *       (line 2), `exempt` (lines 3-4: nothing is withheld). Without a
         *       DE 4: Single with zero allowances.
         *     - Form IT-2104 (`frm_ny2104h7m3p5`, NY): `filingStatus` (Single,
         *       HeadOfHousehold, Married, MarriedWithholdAtHigherSingleRate),
         *       `allowances` (line 1, New York State), `additionalWithholding`
         *       (line 3, New York State amount), `exempt` (a Form IT-2104-E is on
         *       file: nothing is withheld). New York City and Yonkers lines are
         *       not collected. Without an IT-2104: Single with zero allowances.
         *     - Form IL-W-4 (`frm_ilw4r8t2v6n9`, IL): `basicAllowances` (line 1),
         *       `additionalAllowances` (line 2), `additionalWithholding` (line 3),
         *       `exempt` (exempt from both federal and Illinois withholding:
         *       nothing is withheld). Without an IL-W-4: no allowances, tax on the
         *       whole compensation.
         *     A state certificate does not change the employee's onboarding.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 form_invalid` when a required field is missing, a name
         *     is not a field of the form, a value does not fit the field's
         *     `type`, `options` or bounds, or the state's withholding cannot read
         *     it (`errors` lists each field as `body.values.<name>`), or
         *     `signedAt` is in the future. The W-4 amounts are from 0 to
         *     999,999,999.99 with at most two decimals.
         *     Emits `employee.updated`.
         */
        post: operations["submitEmployeeForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/company_defined_attributes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * Get an employee's company-defined attributes
         * @description The attributes the company defines for its employees (configured per
         *     company outside this API; an empty list when none are defined), each
         *     with this employee's value (`null` when not set). Values are strings
         *     whatever the `type`: Number as a decimal string, Date as
         *     `YYYY-MM-DD`, Boolean as `true` or `false`, Select as one of
         *     `options`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeCompanyDefinedAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an employee's company-defined attributes
         * @description Sets the values of the attributes named in `attributes`; the others
         *     keep their values. `null` clears a value. Returns the full list.
         *     Missing values of required attributes are listed in
         *     `onboard.companyDefinedAttributes`, which is derived again.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when a `name` is not an attribute
         *     defined by the company; `400 validation_failed` when a value does
         *     not fit the attribute's `type` or `options`, or a `name` appears
         *     twice in the body.
         *     Emits `employee.updated`.
         */
        patch: operations["updateEmployeeCompanyDefinedAttributes"];
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/external_payrolls": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * An employee's payrolls run before the service, for one year
         * @description The employee's external payrolls of `year` (default: the service
         *     clock's year), by payday, with their sums: what counts toward this
         *     year's wage bases, limits and tax documents besides the payrolls run
         *     here (see `createEmployeeExternalPayroll`).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeExternalPayrolls"];
        put?: never;
        /**
         * Record a payroll the employee was paid before the service
         * @description A company that switches to this service during a year records each
         *     employee's payrolls of the year paid elsewhere (by payday, or as one
         *     record of the year's sums before the switch), so that the year's
         *     figures start where they stood:
         *     - the wages count toward the Social Security, FUTA and state wage
         *       bases (SUI, state programs) and the Additional Medicare threshold of
         *       later payrolls of the same year;
         *     - the benefit contributions count toward the IRS annual limits;
         *     - wages and taxes count in the year's W-2 (boxes 1-6 and 15-17) and
         *       Form 940, and in the Form 941 of the quarter of their payday.
         *     They are not paystubs and do not appear in paystub year to date.
         *
         *     Validation: `payday` is on or before the service clock's date and
         *     in a year with tax tables; amounts are cents, not negative. Federal
         *     taxes use their codes (`us_fit` employee, `us_fica_ss` and
         *     `us_fica_medicare` employee and company, `us_fica_additional_medicare`
         *     employee, `us_futa` company); state taxes their state's codes as on
         *     payroll items (`ca_sit`, `ca_sdi`, `ca_sui_er`, ...), each code and
         *     payer once. Locked: once a payroll of the company paid in that year
         *     has been approved here, the year's external payrolls can no longer
         *     be added or deleted (`409 external_payrolls_locked`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 external_payrolls_locked`, `422 invalid_date_range`
         *     (payday after today), `422 unsupported_tax_year`.
         *     Emits `employee.updated`.
         */
        post: operations["createEmployeeExternalPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/external_payrolls/{externalPayrollId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description External payroll id (`xpr_` prefix).
                 * @example xpr_4k8m2n6p0q3r
                 */
                externalPayrollId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an external payroll recorded in error
         * @description Deletes one external payroll, until the year is locked (see
         *     `createEmployeeExternalPayroll`). Corrections are a delete and a new
         *     record.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found`, `409 external_payrolls_locked`.
         *     Emits `employee.updated`.
         */
        delete: operations["deleteEmployeeExternalPayroll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/reciprocity_elections": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * Get an employee's reciprocity elections
         * @description The employee's state reciprocity elections: for a pair of work state
         *     and residence state with a reciprocity agreement, whether the
         *     employee elected to have only the residence state's income tax
         *     withheld. An election in force on a payroll's payday (elected, and
         *     `effectiveStart` on or before it) makes the residence state the
         *     withholding state for that work state where the two states have an
         *     agreement that year. Work state: residents it exempts (2025, 2026):
         *     IA: IL; IL: IA, KY, MI, WI; IN: KY, MI, OH, PA, WI; KY: IL, IN, MI,
         *     OH, VA, WV, WI; MD: DC, PA, VA, WV; MI: IL, IN, KY, MN, OH, WI; MN:
         *     MI, ND; MT: ND; ND: MN, MT; NJ: PA; OH: IN, KY, MI, PA, WV; PA: IN,
         *     MD, NJ, OH, VA, WV; VA: DC, KY, MD, PA, WV; WI: IL, IN, KY, MI; WV:
         *     KY, MD, OH, PA, VA; DC: every nonresident. Without an agreement an
         *     election changes nothing. An agreement covers income tax only: the
         *     work state's employee-paid programs and local taxes remain. A
         *     residence state whose method is not built yet warns
         *     `state_taxes_not_computed` naming it.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeReciprocityElections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an employee's reciprocity elections
         * @description Adds or replaces elections, matched by the pair (`workState`,
         *     `residenceState`); elections not sent are kept. Returns the full
         *     list. An election in force on a payroll's payday decides which state
         *     withholds income tax for that work state (see
         *     `getEmployeeReciprocityElections`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` when `workState` equals
         *     `residenceState` or a pair appears twice in the body.
         *     Emits `employee.updated`.
         */
        patch: operations["updateEmployeeReciprocityElections"];
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/bank_accounts": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * List an employee's bank accounts
         * @description The employee's bank accounts, Active and Disabled. Account numbers
         *     appear as their last four digits only.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeeBankAccounts"];
        put?: never;
        /**
         * Add a bank account to an employee
         * @description Adds a bank account (status Active) for direct deposit. The full
         *     `accountNumber` is stored encrypted and never returned; responses
         *     carry `accountNumberLastFour`. The account's id is added to the
         *     employee's `bankAccounts`, and `onboard` is derived again (an Active
         *     account completes the `paymentMethod` step of a DirectDeposit
         *     employee).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 idempotency_key_reused` only (no other business rule).
         *     Emits `bank_account.created` and `employee.updated`.
         */
        post: operations["createEmployeeBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/bank_accounts/{bankAccountId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Bank account id.
                 * @example ba_5k8m2p4r7t1w
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get an employee's bank account
         * @description One bank account of the employee. The account number appears as its
         *     last four digits only.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeBankAccount"];
        put?: never;
        post?: never;
        /**
         * Delete an employee's bank account
         * @description Deletes the bank account and removes it from the employee's
         *     `bankAccounts`; `onboard` is derived again. Non-default net pay
         *     splits that reference it stay as history.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 resource_in_use` when the account is used by the
         *     employee's default net pay split (create a new default split first).
         *     Emits `bank_account.deleted` and `employee.updated`.
         */
        delete: operations["deleteEmployeeBankAccount"];
        options?: never;
        head?: never;
        /**
         * Update an employee's bank account
         * @description Changes the fields sent. A new `accountNumber` replaces the stored
         *     one (encrypted; `accountNumberLastFour` follows). `status` Disabled
         *     takes the account out of use: it cannot be used in new net pay
         *     splits, and `onboard` is derived again.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 resource_in_use` when setting `status` Disabled on an
         *     account used by the employee's default net pay split (create a new
         *     default split first).
         *     Emits `bank_account.updated` (and `employee.updated` when `onboard`
         *     changes).
         */
        patch: operations["updateEmployeeBankAccount"];
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/net_pay_splits": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        /**
         * List an employee's net pay splits
         * @description The employee's net pay splits, the default one and earlier ones
         *     (`isDefault` false).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeeNetPaySplits"];
        put?: never;
        /**
         * Create a net pay split for an employee
         * @description Creates a net pay split: how direct-deposit net pay is distributed
         *     over the employee's bank accounts. Splits are paid in ascending
         *     `priority`; every split but the last has exactly one of `amount`
         *     (dollars) or `percentage` (of the whole net pay); the last split
         *     (highest `priority`) has neither and takes the remainder. With
         *     `isDefault` true (the default), the new split becomes the
         *     employee's `defaultNetPaySplit` and the previous default gets
         *     `isDefault` false. Splits cannot be changed; create a new one.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when a `bankAccountId` is not one of
         *     the employee's bank accounts; `422 invalid_split` when priorities
         *     repeat, a bank account appears twice, a non-last split has neither
         *     or both of `amount` and `percentage`, the last split has either, the
         *     percentages add up to more than 100, or an account is Disabled.
         *     Emits `net_pay_split.created` (and `employee.updated` when the
         *     default changes).
         */
        post: operations["createEmployeeNetPaySplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/net_pay_splits/{netPaySplitId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Net pay split id.
                 * @example nps_3x7c1v9b5n2m
                 */
                netPaySplitId: string;
            };
            cookie?: never;
        };
        /**
         * Get an employee's net pay split
         * @description One net pay split of the employee.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeNetPaySplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/onboard/ssn_setup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an employee's SSN
         * @description Stores the employee's social security number (encrypted; never
         *     returned or logged) and validates it: a syntactically invalid SSN
         *     (area 000, 666 or 9xx; group 00; serial 0000) gets
         *     `ssnValidationStatus` Invalid, any other Validated. Returns the
         *     employee with `ssnLastFour`, `ssnValidationStatus` and `onboard`
         *     derived again (the `ssn` step is complete when Validated). May be
         *     repeated to correct the number.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 idempotency_key_reused` only (an Invalid SSN is stored
         *     and reported, not refused).
         *     Emits `employee.updated`.
         */
        post: operations["onboardEmployeeSsn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/employees/{employeeId}/onboard/withholdings_setup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an employee's federal withholdings (W-4)
         * @description Records the employee's federal Form W-4 (2020 or later): filing
         *     status, the Step 2(c) box, Step 3 credits, Step 4(a) other income,
         *     Step 4(b) deductions, Step 4(c) extra withholding, signature and
         *     date. It writes the same record as submitting the employee's W-4
         *     form (`submitEmployeeForm`), replaces any earlier W-4, applies to
         *     payrolls approved afterwards, and completes the onboard
         *     `withholdings` step. Returns the employee with `onboard` derived
         *     again. Without a W-4, federal income tax is withheld as Single with
         *     no adjustments.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 form_invalid` when `signedAt` is in the future, or an
         *     amount is above 999,999,999.99 or has more than two decimals
         *     (`errors` lists each field as `body.<name>`).
         *     Emits `employee.updated`.
         */
        post: operations["onboardEmployeeWithholdings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List contractors
         * @description The company's contractors, in creation order. Filters: `id`, `workplaceId`
         *     (contractors assigned to that workplace), `departmentId`, `state` (state
         *     code of the contractor's address), `active`, and `search` (first, middle
         *     and last name, business name, email), each but `active` with its
         *     `include*` flag.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractors"];
        put?: never;
        /**
         * Create a contractor
         * @description Creates a contractor (a 1099 worker: an `Individual` or a `Business`) in
         *     the company. `ssn` is write-only: it is stored encrypted and answered only
         *     as `ssnLastFour`; `ssnValidationStatus` is `Pending` until an SSN is
         *     given, then `Invalid` for a syntactically invalid SSN (area 000, 666 or
         *     9xx, group 00, serial 0000) and `Validated` otherwise. `ein` is returned
         *     as given. `primaryWorkplaceId` is answered as `primaryWorkplace` and is
         *     added to `workplaces` when not listed there. Defaults: `active` true,
         *     `defaultPaymentMethod` `DirectDeposit`, `form1099ElectronicConsent` false.
         *     `onboard` is derived at once (see `ContractorOnboard`): `type`, the SSN
         *     (Individual) or EIN (Business) and, for DirectDeposit, an Active bank
         *     account are blocking steps.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when `primaryWorkplaceId`, an entry of
         *     `workplaces` or `departmentId` is not a workplace or department of this
         *     company; `422 invalid_date_range` when `terminationDate` is before
         *     `startDate`; `422 idempotency_key_reused`;
         *     `409 idempotency_request_in_flight`.
         *     Emits `contractor.created`.
         */
        post: operations["createContractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        /**
         * Get a contractor
         * @description One contractor of the company, with its derived `onboard` block. The full
         *     SSN is never returned (`ssnLastFour` only).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a contractor
         * @description Changes the fields sent and leaves the others as they are. `workplaces`,
         *     when sent, replaces the list (`primaryWorkplaceId` is added to it when not
         *     listed). A new `ssn` is validated again (`ssnValidationStatus`). `onboard`
         *     is derived again, so setting `type`, `ssn`, `ein` or
         *     `defaultPaymentMethod` can complete or reopen onboarding steps.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` for a workplace or department that is not
         *     the company's; `422 invalid_date_range` when `terminationDate` would be
         *     before `startDate`; `422 idempotency_key_reused`;
         *     `409 idempotency_request_in_flight`.
         *     Emits `contractor.updated`.
         */
        patch: operations["updateContractor"];
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/paystubs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        /**
         * List a contractor's paystubs
         * @description The contractor's paystubs, one per approved payroll (status Pending,
         *     Processing, Paid, PartiallyPaid or Failed) that has an item for the
         *     contractor. Draft payrolls have no paystubs. Ordered by payroll approval
         *     time, then payroll id. A contractor paystub carries `contractorId`, the
         *     earnings line `ContractorPayment` (hours x pay rate) and the reimbursement
         *     lines (`Reimbursement`), each with its year-to-date amount (calendar year
         *     of the payday, this company), and the totals: net = gross +
         *     reimbursements. Contractors have no withholding, so `taxes`, `benefits`
         *     and `deductions` are empty and their totals zero. The reimbursement
         *     line is described `Reimbursement`; a line paid earlier in the year
         *     but not on this paystub appears with `amount` 0 and its `ytdAmount`,
         *     and a line whose amount and year to date are both zero is left out.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractorPaystubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/paystubs/{payrollId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Get a contractor's paystub for a payroll
         * @description The contractor's paystub for one payroll. A contractor paystub carries
         *     `contractorId`, the earnings line `ContractorPayment` (hours x pay rate)
         *     and the reimbursement lines (`Reimbursement`), each with its year-to-date
         *     amount (calendar year of the payday, this company), and the totals: net =
         *     gross + reimbursements. Contractors have no withholding, so `taxes`,
         *     `benefits` and `deductions` are empty and their totals zero.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` also for a Draft payroll or a payroll without an
         *     item for this contractor.
         */
        get: operations["getContractorPaystub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/paystubs/{payrollId}/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Download a contractor's paystub as PDF
         * @description Returns the paystub of `getContractorPaystub` rendered as a PDF, as
         *     `application/pdf` with a `Content-Disposition: attachment` file name. The
         *     PDF shows the last four digits of the SSN and of bank account numbers
         *     only. Errors are still `application/problem+json`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` also for a Draft payroll or a payroll without an
         *     item for this contractor.
         */
        get: operations["downloadContractorPaystub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/forms": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        /**
         * List the forms a contractor can fill
         * @description The forms the contractor fills in, each with its fields and the values
         *     last submitted: the federal Form W-9 (Request for Taxpayer Identification
         *     Number and Certification). The `ssn` value is never returned.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractorForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/forms/{formId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        /**
         * Get a contractor form
         * @description One contractor form with its fields (name, label, type, whether required,
         *     options), enough to render it and collect the values for preview and
         *     submit. A field's `value` is the value last submitted (absent before the
         *     first submission); the `ssn` value is never returned.
         *
         *     W-9 fields (keys of `values`): `name` (line 1), `businessName` (line 2),
         *     `federalTaxClassification` (`Individual` or `Business`), `street1`,
         *     `street2`, `city`, `state`, `zipcode` (lines 5 and 6), and `ssn`
         *     (Individual) or `ein` (Business) (Part I). The Part II certification is
         *     `signature` (the signer's full legal name) and `signedAt`, beside
         *     `values`.
         *     Text values must have the field's format where it has one: `state` a
         *     two-letter code, `zipcode` `NNNNN` or `NNNNN-NNNN`, `ssn` `NNN-NN-NNNN` or
         *     9 digits, `ein` `NN-NNNNNNN` or 9 digits.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractorForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/forms/{formId}/preview": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a filled contractor form
         * @description Fills the form with the values sent and returns the filled PDF as base64.
         *     Stores nothing and changes nothing; fields without a value are left blank,
         *     so a partial form can be previewed. The `ssn` is printed masked
         *     (`***-**-` and its last four digits), like everywhere else.
         *
         *     W-9 fields (keys of `values`): `name` (line 1), `businessName` (line 2),
         *     `federalTaxClassification` (`Individual` or `Business`), `street1`,
         *     `street2`, `city`, `state`, `zipcode` (lines 5 and 6), and `ssn`
         *     (Individual) or `ein` (Business) (Part I). The Part II certification is
         *     `signature` (the signer's full legal name) and `signedAt`, beside
         *     `values`.
         *     Text values must have the field's format where it has one: `state` a
         *     two-letter code, `zipcode` `NNNNN` or `NNNNN-NNNN`, `ssn` `NNN-NN-NNNN` or
         *     9 digits, `ein` `NN-NNNNNNN` or 9 digits.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 form_invalid` when a name is not a field of the form or a
         *     value does not fit the field's `type` or `options` (`errors` lists each
         *     field as `body.values.<name>`), or `signedAt` is in the future;
         *     `422 idempotency_key_reused`; `409 idempotency_request_in_flight`.
         *     Emits no event.
         */
        post: operations["previewContractorForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/forms/{formId}/submit": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a signed contractor form
         * @description Validates and stores the signed W-9 as the contractor's tax form (a
         *     submission replaces the previous one as a whole) and copies its values to
         *     the contractor: `type` (from `federalTaxClassification`), `ssn`
         *     (write-only, validated again) or `ein`, `businessName` and the address
         *     (`street1`, `street2`, `city`, `state`, `zipcode`). `onboard` is derived
         *     again, which completes the `type` and `ssn` (Individual) or `ein`
         *     (Business) steps. Answers the updated contractor.
         *
         *     W-9 fields (keys of `values`): `name` (line 1), `businessName` (line 2),
         *     `federalTaxClassification` (`Individual` or `Business`), `street1`,
         *     `street2`, `city`, `state`, `zipcode` (lines 5 and 6), and `ssn`
         *     (Individual) or `ein` (Business) (Part I). The Part II certification is
         *     `signature` (the signer's full legal name) and `signedAt`, beside
         *     `values`.
         *     Text values must have the field's format where it has one: `state` a
         *     two-letter code, `zipcode` `NNNNN` or `NNNNN-NNNN`, `ssn` `NNN-NN-NNNN` or
         *     9 digits, `ein` `NN-NNNNNNN` or 9 digits.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 form_invalid` when a required field is missing, a name is not
         *     a field of the form, a value does not fit the field's `type` or `options`,
         *     or the taxpayer number does not match the classification (Individual
         *     without `ssn`, Business without `ein`), with `errors` listing each field
         *     as `body.values.<name>`; or `signedAt` is in the future;
         *     `422 idempotency_key_reused`; `409 idempotency_request_in_flight`.
         *     Emits `contractor.updated`.
         */
        post: operations["submitContractorForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/bank_accounts": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        /**
         * List a contractor's bank accounts
         * @description The contractor's bank accounts, Active and Disabled, in creation order.
         *     Account numbers appear as their last four digits only.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractorBankAccounts"];
        put?: never;
        /**
         * Add a bank account to a contractor
         * @description Adds a bank account (status Active) for direct deposit. The full
         *     `accountNumber` is stored encrypted and never returned; responses carry
         *     `accountNumberLastFour`. The account's id is added to the contractor's
         *     `bankAccounts`, and `onboard` is derived again (an Active account
         *     completes the `paymentMethod` step of a DirectDeposit contractor).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 idempotency_key_reused` only (no other business rule);
         *     `409 idempotency_request_in_flight`.
         *     Emits `bank_account.created` and `contractor.updated`.
         */
        post: operations["createContractorBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/bank_accounts/{bankAccountId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Bank account id.
                 * @example ba_9k4m2n7p3q8r
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        /**
         * Get a contractor's bank account
         * @description One bank account of the contractor (`accountNumberLastFour` only).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractorBankAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a contractor's bank account
         * @description Deletes the bank account and removes it from the contractor's
         *     `bankAccounts`; `onboard` is derived again (a DirectDeposit contractor
         *     left without an Active account has the `paymentMethod` step open again).
         *     Non-default net pay splits that reference it stay as history.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 resource_in_use` when the account is used by the contractor's
         *     default net pay split (create a new default split first).
         *     Emits `bank_account.deleted` and `contractor.updated`.
         */
        delete: operations["deleteContractorBankAccount"];
        options?: never;
        head?: never;
        /**
         * Update a contractor's bank account
         * @description Changes the fields sent. A new `accountNumber` replaces the stored one
         *     (encrypted; `accountNumberLastFour` follows). `status` Disabled takes the
         *     account out of use: it cannot be used in new net pay splits, and `onboard`
         *     is derived again.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 resource_in_use` when setting `status` Disabled on an account
         *     used by the contractor's default net pay split (create a new default split
         *     first); `422 idempotency_key_reused`; `409 idempotency_request_in_flight`.
         *     Emits `bank_account.updated` (and `contractor.updated` when `onboard`
         *     changes).
         */
        patch: operations["updateContractorBankAccount"];
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/net_pay_splits": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        /**
         * List a contractor's net pay splits
         * @description The contractor's net pay splits, the default one and earlier ones
         *     (`isDefault` false), in creation order.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listContractorNetPaySplits"];
        put?: never;
        /**
         * Create a net pay split for a contractor
         * @description Creates a net pay split: how direct-deposit net pay is distributed over
         *     the contractor's bank accounts. Splits are paid in ascending `priority`;
         *     every split but the last has exactly one of `amount` (dollars) or
         *     `percentage` (of the whole net pay); the last split (highest `priority`)
         *     has neither and takes the remainder. With `isDefault` true (the default),
         *     the new split becomes the contractor's `defaultNetPaySplit` and the
         *     previous default gets `isDefault` false. Splits cannot be changed; create
         *     a new one.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` when a `bankAccountId` is not one of the
         *     contractor's bank accounts; `422 invalid_split` when priorities repeat, a
         *     bank account appears twice, a non-last split has neither or both of
         *     `amount` and `percentage`, the last split has either, the percentages add
         *     up to more than 100, or an account is Disabled;
         *     `422 idempotency_key_reused`; `409 idempotency_request_in_flight`.
         *     Emits `net_pay_split.created` (and `contractor.updated` when the default
         *     changes).
         */
        post: operations["createContractorNetPaySplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/net_pay_splits/{netPaySplitId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Net pay split id.
                 * @example nps_5r2t8y4u1i7o
                 */
                netPaySplitId: string;
            };
            cookie?: never;
        };
        /**
         * Get a contractor's net pay split
         * @description One net pay split of the contractor.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getContractorNetPaySplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/contractors/{contractorId}/onboard/forms": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a contractor's W-9 in one step
         * @description Completes the contractor's tax paperwork in one call: sets `type`, the SSN
         *     (Individual) or EIN (Business), `businessName` when sent and the address,
         *     generates the federal W-9 from them, signed with `signature` and dated the
         *     day of the request, and stores it as the contractor's tax form (replacing
         *     a previous one, as `submitContractorForm` does). `ssn` is write-only and
         *     validated (`ssnValidationStatus`). `onboard` is derived again, which
         *     completes the `type` and `ssn` or `ein` steps. Answers the updated
         *     contractor.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 form_invalid` when the W-9 cannot be completed: an Individual
         *     without `ssn` or without first and last name on file, a Business without
         *     `ein` or without `businessName` (sent or on file), or an address without
         *     `street1`, `city`, `state` or `zipcode` (`errors` names `body.ssn`,
         *     `body.ein`, `body.businessName`, `body.address.<part>`, or
         *     `contractor.firstName` / `contractor.lastName` for a name missing on
         *     file); `422 idempotency_key_reused`;
         *     `409 idempotency_request_in_flight`.
         *     Emits `contractor.updated`.
         */
        post: operations["onboardContractorForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List payrolls
         * @description Payrolls of the company, paged, in creation order (then id). Filters
         *     `id` and `status`, each with its `include*` flag, and the payday
         *     range `paydayFrom`..`paydayTo` (inclusive). A payroll listed in
         *     `Draft` carries the figures computed at its last write.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `400 validation_failed` for an unknown `status`, a malformed
         *     date or `paydayFrom` after `paydayTo`.
         */
        get: operations["listPayrolls"];
        put?: never;
        /**
         * Create a payroll
         * @description Creates a payroll in status `Draft` for the company, with the
         *     employee and contractor items sent (an employee or contractor appears
         *     at most once; a duplicate is `400 validation_failed`).
         *
         *     Defaults: `type` `Regular`; `frequency` from the payment schedule
         *     (`paymentScheduleId`) when given, else the company's
         *     `payrollDetails.payFrequency`; `processingPeriod` from the company's
         *     `payrollDetails.processingPeriod` (`FourDay` when unset);
         *     `forceSupplementalWithholdings` false, `applyBenefits` and
         *     `applyDeductions` true. For each employee item, `paymentMethod`,
         *     `flsaOvertimeExemption` and `supplementalTaxMethod` default to the
         *     employee's `defaultPaymentMethod` and `wage`; a payment's `payRate`
         *     defaults to the employee's wage rate and its `workplaceId` to the
         *     employee's primary workplace. Contractor items default the same way
         *     from the contractor. An employee whose wage period is `Annually`
         *     gets `isSalaryRate` true with the defaulted `payRate`. Without a
         *     `frequency`, a payment schedule or a company `payFrequency`, or with
         *     hours but neither a `payRate` nor an employee wage rate, the request
         *     is `400 validation_failed` on that field. Direct-deposit net pay is
         *     spread by the worker's default net pay split, or paid wholly to the
         *     worker's first active bank account when it has none.
         *
         *     The service sets `deadline` (approval deadline) = `payday` minus N
         *     business days, N = 4/3/2/1 for `FourDay`/`ThreeDay`/`TwoDay`/`OneDay`,
         *     skipping weekends and US Federal Reserve holidays. A Draft stores the
         *     gross-to-net computed at its last write (create or update): item
         *     amounts, `totals` and `warnings` are that estimate; `preview`
         *     recomputes with current data without storing, and `approve` computes
         *     the final figures. `fundingMethod` is `Ach`; `isVoid` false;
         *     `isManaged` true.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (payment schedule, employee,
         *     contractor, workplace or earning code not of this company),
         *     `422 invalid_date_range` (`periodEnd` before `periodStart`, or
         *     `payday` before `periodStart`), `422 employee_inactive` (an inactive
         *     employee or contractor), `422 workplace_not_assigned` (a workplace
         *     that is not one of the worker's workplaces), `422 company_not_active`,
         *     `422 unsupported_tax_year` (no federal tax tables for the payday's
         *     year), `422 employee_terminated` (a `Regular` or `Bonus` payroll
         *     whose period starts after an employee's `terminationDate`). A
         *     creation whose deadline has already passed succeeds with the payroll
         *     warning `approval_deadline_passed`.
         *     Emits `payroll.created`.
         *
         *     Off-cycle payrolls and final pay. `type` `OffCycle` carries an
         *     `offCycleReason`; its `offCycleOptions` apply as for any payroll
         *     (`forceSupplementalWithholdings` withholds federal and state income
         *     tax on all wages as supplemental wages; `applyBenefits` and
         *     `applyDeductions` false leave out benefits and post-tax deductions).
         *     Termination: set the employee's `terminationDate` (`updateEmployee`),
         *     then pay the final wages with an `OffCycle` payroll of reason
         *     `Termination` (or in a `Regular` payroll whose period includes the
         *     termination date). From then on the employee leaves later `Regular`
         *     payrolls: an item for them in a payroll whose `periodStart` is after
         *     the termination date is `422 employee_terminated`; `Correction`,
         *     `Termination` and `Other` off-cycle payrolls may still pay them (pay
         *     owed later, such as a commission). Benefits and post-tax deductions
         *     apply to final pay like any pay, by their own effective dates (end
         *     them with `effectiveEnd`; a child support order keeps applying until
         *     ended); timecards are kept, and completed timecards can still be
         *     corrected and read.
         *
         *     Timecard hours (`timecardHours` true). An employee item sent without
         *     `payments` is paid from the employee's completed timecards: each
         *     timecard's clock-in to clock-out less its unpaid breaks (paid breaks
         *     are worked time), cut at midnight in the company's `timeZone` and at
         *     the pay period's ends (only the period's days are paid), one payment
         *     per workplace. Overtime is determined for `NonExempt` items: hours
         *     over 40 in the company's workweek (`workweekStartDay`; a workweek
         *     begun before the period counts its earlier hours) at 1.5x; at
         *     California workplaces also over 8 in a workday at 1.5x and over 12 at
         *     2x, and on the seventh consecutive workday of the workweek the first
         *     8 at 1.5x and the rest at 2x; hours paid as daily overtime do not
         *     count again toward the 40. A timecard already paid by another
         *     approved payroll is not paid again. Items sent with `payments` keep them. The
         *     item lists the timecards used (`timecardIds`); a timecard still open
         *     adds the warning `timecard_open`. Hours are recomputed at every
         *     preview and at approval, so a timecard correction shows in the next
         *     preview. Without the company's `timeZone` it is `422
         *     company_time_zone_required`.
         */
        post: operations["createPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Get a payroll
         * @description Returns one payroll in any status. In `Draft` its item amounts,
         *     `totals` and `warnings` are those computed at its last write (create,
         *     update or reopen); from `Pending` on they are the final figures
         *     stored by `approve`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getPayroll"];
        put?: never;
        post?: never;
        /**
         * Delete a draft payroll
         * @description Deletes a payroll in status `Draft`, with its items. Nothing else
         *     refers to a Draft (paystubs and tax deposits exist only from
         *     approval on).
         *
         *     State: allowed only in `Draft`; in any other status it is
         *     `409 payroll_not_draft` (reopen a `Pending` payroll first).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_draft`.
         *     Emits `payroll.deleted`.
         */
        delete: operations["deletePayroll"];
        options?: never;
        head?: never;
        /**
         * Update a draft payroll
         * @description Changes a payroll in status `Draft`; it stays `Draft`. Only the
         *     fields sent change. `employeeItems` and `contractorItems`, when sent,
         *     replace the whole list (an item for the same employee or contractor
         *     keeps its `id`). A new `payday` or `processingPeriod` recomputes
         *     `deadline`. The gross-to-net estimate (item amounts, `totals`,
         *     `warnings`) is recomputed and stored, as on create.
         *
         *     `type`, `frequency` and `processingPeriod` are plain strings on
         *     update (as the interface document gives them) but must be values of
         *     `PayrollType`, `PayFrequency` and `ProcessingPeriod`; anything else is
         *     `400 validation_failed`.
         *
         *     State: allowed only in `Draft`; in any other status
         *     (`Pending`, `Processing`, `Paid`, `PartiallyPaid`, `Failed`) it is
         *     `409 payroll_not_draft`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_draft`; `422 invalid_reference`,
         *     `422 invalid_date_range`, `422 employee_inactive`,
         *     `422 workplace_not_assigned`, `422 unsupported_tax_year` as on create.
         *     Emits `payroll.updated`.
         */
        patch: operations["updatePayroll"];
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/preview": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Preview a draft payroll's gross-to-net
         * @description Computes the payroll's gross-to-net now, with current data (benefits,
         *     deductions, W-4s and year-to-date amounts as of this moment), and
         *     returns the payroll as `approve` would store it, with `status` still
         *     `Draft` and no `approvedAt`. Repeatable; it stores nothing and emits
         *     no event. What `approve` would refuse is reported as payroll
         *     warnings instead: `negative_net_pay` (an item's net below zero),
         *     `worker_onboarding_blocking` (an employee or contractor whose
         *     onboarding is `Blocking`), `approval_deadline_passed`.
         *
         *     State: allowed only in `Draft`; in any other status it is
         *     `409 payroll_not_draft` (read the stored figures with `getPayroll`).
         *
         *     **Gross-to-net (federal only).** Per employee item, in this order:
         *     1. Earnings. Hourly lines = hours x `payRate` x multiplier (regular,
         *        paid holiday, sick, PTO 1.0; overtime 1.5; double overtime 2.0); a
         *        line's `*Override` amount replaces its computed amount. With
         *        `isSalaryRate`, `payRate` is annual and the regular amount is
         *        `payRate` / periods per year (52, 26, 24, 12, 4, 1 for the
         *        payroll's `frequency`). `nonHourlyRegular`, `bonus`, `commission`,
         *        `paycheckTips`, `severance` and each earning code's `value` (or
         *        `valueOverride`) are added as given. `cashTips`, `groupTermLife`,
         *        `otherImputed`, `shareholderBenefits` and `shareholderHsa` are
         *        taxable but not paid in cash. Gross pay is the sum.
         *     2. Pre-tax benefits (the employee's benefits effective on payday;
         *        with `applyBenefits`): contribution amounts are per month, per
         *        period = monthly x 12 / periods per year; percents are of gross.
         *        Section 125 types (`*125`) reduce federal income tax, FICA and
         *        FUTA wages; `Pension401K` reduces federal income tax wages only.
         *     3. Taxable wages per tax, then employee taxes: Social Security 6.2%
         *        up to the year's wage base ($176,100 in 2025, $184,500 in 2026),
         *        year-to-date aware; Medicare 1.45%; Additional Medicare 0.9%
         *        employee-only on wages over $200,000 year to date with this
         *        employer; federal income tax by IRS Publication 15-T, percentage
         *        method for automated systems (Worksheet 1A, Form W-4 2020 or
         *        later; no W-4 on file: Single, no adjustments). Supplemental wages
         *        are withheld at a flat 22% (37% above $1,000,000 year to date) when
         *        `supplementalTaxMethod` is `Flat` or `forceSupplementalWithholdings`
         *        is set, else aggregated with regular wages. Tax tables are chosen
         *        by the payday's year.
         *     4. Post-tax deductions (with `applyDeductions`): child support
         *        withholds `amount` per period capped at `maxPercent` (default 50)
         *        of disposable earnings (gross minus taxes); miscellaneous
         *        deductions withhold `amount` or `percent`, stopping at
         *        `totalAmount` and `annualLimit`.
         *     5. Net = gross - non-cash earnings + reimbursements - employee taxes
         *        - employee benefits - deductions.
         *
         *     Beside it: employer Social Security 6.2% and Medicare 1.45%, FUTA
         *     0.6% employer-only on the first $7,000 of FUTA wages per employee per
         *     year, and employer benefit contributions. Contractors: gross = hours
         *     x `payRate`, no withholding, net = gross + reimbursement. Amounts are
         *     decimal, rounded half-up to cents per line item. State taxes (state
         *     income tax, employee-paid state programs, employer SUI) are computed
         *     as described under "State and local taxes" above, with their
         *     warnings. Totals: `liability` =
         *     employeeGross + employeeReimbursements + contractorGross +
         *     contractorReimbursements + companyTaxes + companyBenefits;
         *     `cashRequirement` = net pay of DirectDeposit items + employee taxes +
         *     company taxes (Manual, paper-check net pay is excluded).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_draft`; `422 unsupported_tax_year` (no
         *     federal tax tables for the payday's year).
         */
        get: operations["previewPayroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/approve": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a draft payroll
         * @description Approves a `Draft` payroll: computes the final gross-to-net (below),
         *     stores each item's result, the `totals`, the paystubs of every
         *     employee and contractor on it and the tax deposits, sets
         *     `approvedAt`, and moves it to `Pending`; the payroll is then locked
         *     (no update, delete or preview). No request body.
         *
         *     State: `Draft` -> `Pending`. In any other status it is
         *     `409 payroll_not_draft`. Two approvals racing on one payroll: exactly
         *     one wins, the other gets `409 payroll_not_draft`, or `409 payroll_busy`
         *     (with `Retry-After`) while the winner is still computing.
         *
         *     One at a time per company: while another payroll of the company is
         *     being created, updated, previewed, approved or reopened, or its tax
         *     documents produced, this is `409 payroll_busy` with `Retry-After`
         *     (as are those other operations), so that one company's large payroll
         *     cannot take the service's database connections from the others.
         *
         *     Refusals (`422`, the payroll stays `Draft`):
         *     `approval_deadline_passed` (an `Ach` payroll after its `deadline`,
         *     that is once the service clock's UTC date is later than `deadline`);
         *     `payroll_blocked` (an employee or contractor on it has onboarding
         *     status `Blocking`); `company_payroll_not_started` (the company's
         *     `payrollDetails.activated` is false: `start_payroll` not done);
         *     `negative_net_pay` (an item's net pay below zero);
         *     `unsupported_tax_year` (no federal tax tables for the payday's year);
         *     `funding_failed` (the funding debit of an approved payroll of the
         *     company failed and is not resolved yet: `resolveFundingFailure`).
         *
         *     Money movement is simulated: a `Pending` payroll moves to
         *     `Processing` once its deadline has passed and to `Paid` on `payday`,
         *     by a service clock that can be set, so tests need not wait; the
         *     operator's sandbox control (`operatorPayrollSandbox`) can force the
         *     moves and inject failures (`Failed`, `PartiallyPaid`). Each of these
         *     moves emits `payroll.status_changed`. The service makes the moves
         *     that are due before every read of the company's payrolls (list, get,
         *     paper checks) and once a minute in the background, so reads always
         *     reflect the clock.
         *
         *     **Gross-to-net (federal only).** Per employee item, in this order:
         *     1. Earnings. Hourly lines = hours x `payRate` x multiplier (regular,
         *        paid holiday, sick, PTO 1.0; overtime 1.5; double overtime 2.0); a
         *        line's `*Override` amount replaces its computed amount. With
         *        `isSalaryRate`, `payRate` is annual and the regular amount is
         *        `payRate` / periods per year (52, 26, 24, 12, 4, 1 for the
         *        payroll's `frequency`). `nonHourlyRegular`, `bonus`, `commission`,
         *        `paycheckTips`, `severance` and each earning code's `value` (or
         *        `valueOverride`) are added as given. `cashTips`, `groupTermLife`,
         *        `otherImputed`, `shareholderBenefits` and `shareholderHsa` are
         *        taxable but not paid in cash. Gross pay is the sum.
         *     2. Pre-tax benefits (the employee's benefits effective on payday;
         *        with `applyBenefits`): contribution amounts are per month, per
         *        period = monthly x 12 / periods per year; percents are of gross.
         *        Section 125 types (`*125`) reduce federal income tax, FICA and
         *        FUTA wages; `Pension401K` reduces federal income tax wages only.
         *     3. Taxable wages per tax, then employee taxes: Social Security 6.2%
         *        up to the year's wage base ($176,100 in 2025, $184,500 in 2026),
         *        year-to-date aware; Medicare 1.45%; Additional Medicare 0.9%
         *        employee-only on wages over $200,000 year to date with this
         *        employer; federal income tax by IRS Publication 15-T, percentage
         *        method for automated systems (Worksheet 1A, Form W-4 2020 or
         *        later; no W-4 on file: Single, no adjustments). Supplemental wages
         *        are withheld at a flat 22% (37% above $1,000,000 year to date) when
         *        `supplementalTaxMethod` is `Flat` or `forceSupplementalWithholdings`
         *        is set, else aggregated with regular wages. Tax tables are chosen
         *        by the payday's year.
         *     4. Post-tax deductions (with `applyDeductions`): child support
         *        withholds `amount` per period capped at `maxPercent` (default 50)
         *        of disposable earnings (gross minus taxes); miscellaneous
         *        deductions withhold `amount` or `percent`, stopping at
         *        `totalAmount` and `annualLimit`.
         *     5. Net = gross - non-cash earnings + reimbursements - employee taxes
         *        - employee benefits - deductions.
         *
         *     Beside it: employer Social Security 6.2% and Medicare 1.45%, FUTA
         *     0.6% employer-only on the first $7,000 of FUTA wages per employee per
         *     year, and employer benefit contributions. Contractors: gross = hours
         *     x `payRate`, no withholding, net = gross + reimbursement. Amounts are
         *     decimal, rounded half-up to cents per line item. State taxes (state
         *     income tax, employee-paid state programs, employer SUI) are computed
         *     as described under "State and local taxes" above, with their
         *     warnings. Totals: `liability` =
         *     employeeGross + employeeReimbursements + contractorGross +
         *     contractorReimbursements + companyTaxes + companyBenefits;
         *     `cashRequirement` = net pay of DirectDeposit items + employee taxes +
         *     company taxes (Manual, paper-check net pay is excluded).
         *
         *     Worked check (2026, weekly, Single W-4 without adjustments, 40 h at
         *     $25 plus 5 h overtime, Medical125 $216.67 a month = $50.00 a week,
         *     Pension401K 5%): gross 1,187.50; Social Security 70.53; Medicare
         *     16.49; federal income tax 87.45; employer FUTA 6.83. Worked in
         *     California without a DE 4 (Single, no allowances) at a company SUI
         *     rate of 3.4%: CA income tax 32.90 (DE 44 Method B on 1,078.12), CA
         *     SDI 14.79 (1.3% of 1,137.50), net 855.96; employer CA SUI 38.68.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_draft`; `422 approval_deadline_passed`,
         *     `422 payroll_blocked`, `422 negative_net_pay`,
         *     `422 unsupported_tax_year`, `422 company_payroll_not_started`,
         *     `422 funding_failed`.
         *     Emits `payroll.approved`.
         */
        post: operations["approvePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/reopen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen an approved payroll
         * @description Returns a `Pending` payroll to `Draft` so that it can be edited,
         *     previewed, approved again or deleted: removes the paystubs and tax
         *     deposits its approval created and clears `approvedAt`. The item
         *     amounts, `totals` and `warnings` stay as the Draft estimate. No
         *     request body.
         *
         *     State: `Pending` -> `Draft`, only while the approval deadline has not
         *     passed (the service clock's UTC date is on or before `deadline`).
         *     In `Draft`, `Processing`, `Paid`, `PartiallyPaid` or `Failed` it is
         *     `409 payroll_not_pending`; a `Pending` payroll past its deadline is
         *     `409 payroll_reopen_deadline_passed`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_pending`, `409 payroll_reopen_deadline_passed`.
         *     Emits `payroll.reopened`.
         */
        post: operations["reopenPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/void": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a paid payroll
         * @description Voids every item of a payroll whose money has moved, with a reason:
         *     the whole payroll is undone as if each item were voided with
         *     `voidPayrollItem` (items already void stay as they are), and the
         *     payroll's `isVoid` becomes true with its `voidReason` and `voidedAt`.
         *
         *     What a void does (here and for one item):
         *     - the item's `isVoid` becomes true, with `voidReason` and `voidedAt`;
         *     - its wages, taxes, benefits and deductions leave year to date: later
         *       payrolls' wage bases, limits and paystubs, the miscellaneous
         *       deductions' `withheldToDate`, and tax documents produced after the
         *       void (documents already produced are not changed);
         *     - its taxes leave the company's tax liabilities: the taxes were
         *       deposited with the payroll, so they become a credit per tax code
         *       that later approvals take off their tax deposits (each deposit's
         *       `creditApplied`), never below zero; what is left carries to the
         *       next one;
         *     - its paystub stays, marked void (`isVoid`), and no longer counts
         *       toward later paystubs' year to date.
         *     Money: movement is simulated in this service, so a void records no
         *     bank movement. The voided net pay was paid to the worker: recovering
         *     it (a direct-deposit reversal, where the bank allows one, or a
         *     stopped check) is the company's; the service does not debit the
         *     worker.
         *
         *     States: only a `Paid` or `PartiallyPaid` payroll (money has moved);
         *     a `Pending` payroll is reopened instead (`reopenPayroll`), and a
         *     `Draft`, `Processing` or `Failed` one is `409 payroll_not_paid`.
         *     Voiding a void payroll again is `409 payroll_already_void`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 payroll_not_paid`, `409 payroll_already_void`.
         *     Emits `payroll.voided` (the payroll without its items).
         */
        post: operations["voidPayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/items/{itemId}/void": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
                /**
                 * @description An employee item (`pei_`) or contractor item (`pci_`) id of the payroll.
                 * @example pei_3x8c1v6b9n2m
                 */
                itemId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void one paid item of a payroll
         * @description Voids one employee or contractor item of a `Paid` or `PartiallyPaid`
         *     payroll, with a reason. What a void does is described on
         *     `voidPayroll`. When every item of the payroll is void, the payroll
         *     is void too (`isVoid`, with this reason).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` (no such item on this payroll), `409
         *     payroll_not_paid`, `409 payroll_item_already_void`.
         *     Emits `payroll.item_voided` (the payroll without its items, and the
         *     item's id as `itemId`).
         */
        post: operations["voidPayrollItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/payrolls/{payrollId}/paper_checks": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        /**
         * Get a payroll's paper checks
         * @description Returns the printable paper checks of the payroll's `Manual` items
         *     (employees and contractors paid by paper check), one check per page,
         *     as a base64-encoded PDF in `base64Content`. Each check shows the
         *     company, a check number (1001, 1002, ... in item order, employees
         *     first), the payday, the payee, the net pay in figures and in words,
         *     and a memo with the pay period.
         *
         *     State: in `Draft` there are no checks yet: `paperChecksAvailable` is
         *     false and `base64Content` is the empty string. From `Pending` on
         *     (`Pending`, `Processing`, `Paid`, `PartiallyPaid`, `Failed`) the PDF
         *     is returned with `paperChecksAvailable` true, unless the payroll has
         *     no `Manual` item, in which case it is false with an empty string.
         *     Never a `409`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getPayrollPaperChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List timecards
         * @description Timecards of the company's employees, in creation order (then id).
         *     Filters `id`, `employeeId`, `workplaceId`, `status` and `search`, each
         *     with its `include*` flag (`true`, the default, keeps the matching
         *     timecards; `false` excludes them). `search` is a case-insensitive
         *     substring match over the employee's first, middle and last names and
         *     email, and the timecard's `clockInNote` and `clockOutNote`.
         *     `workedHours` of open timecards is computed at the time of the
         *     response.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listTimecards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/{timecardId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        /**
         * Get a timecard
         * @description Returns one timecard with its breaks, its edit history (`changes`) and
         *     its `workedHours` (for an open timecard, computed at the time of the
         *     response). A timecard of another company, or outside the key's scope,
         *     is `404 not_found`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getTimecard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/clock_in": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clock an employee in
         * @description Creates a timecard for the employee at the workplace, with status
         *     `InProgress` and `clockIn` set to the time the service receives the
         *     request; `note` is stored as `clockInNote`.
         *
         *     Rules:
         *     - The employee must belong to the company (otherwise
         *       `422 invalid_reference`, field `body.employeeId`) and be active
         *       (`422 employee_inactive`).
         *     - The workplace must belong to the company (otherwise
         *       `422 invalid_reference`, field `body.workplaceId`) and be one of the
         *       employee's workplaces (`422 workplace_not_assigned`).
         *     - An employee has at most one open (`InProgress` or `OnBreak`)
         *       timecard: clocking in while one is open is
         *       `409 timecard_already_open`. Simultaneous clock-ins for one employee
         *       are serialized: exactly one creates the timecard, the others get
         *       `409 timecard_already_open`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 timecard_already_open`, `409 idempotency_request_in_flight`;
         *     `422 invalid_reference`, `422 employee_inactive`,
         *     `422 workplace_not_assigned`, `422 idempotency_key_reused`.
         *     Emits `timecard.clocked_in`.
         */
        post: operations["clockIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/{timecardId}/correct": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct a completed timecard
         * @description Corrects a `Completed` timecard's `clockIn`, `clockOut` and its
         *     breaks' `breakStart` and `breakEnd`, with a reason. Each changed
         *     value is recorded in `changes` (`field`, `from`, `to`, `reason`, on
         *     the timecard; a break's also on the break), and payrolls taking
         *     hours from timecards (`createPayroll` `timecardHours`) see the
         *     correction at their next preview or approval.
         *
         *     Refused: an open timecard (`409 timecard_not_completed`: clock it
         *     out first); a timecard whose hours were paid in an approved payroll
         *     (`409 timecard_paid`: a payroll no longer Draft lists it in an
         *     item's `timecardIds`; correct the pay with an off-cycle payroll);
         *     a clock-out not after the clock-in, later than now, more than 24
         *     hours after the clock-in, or a break outside them or ending before it
         *     starts (`422 invalid_date_range`); a break id of another timecard
         *     (`422 invalid_reference`); a break named twice (`400
         *     validation_failed`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 timecard_not_completed`, `409 timecard_paid`, `422
         *     invalid_date_range`, `422 invalid_reference`.
         *     Emits `timecard.corrected`.
         */
        post: operations["correctTimecard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/{timecardId}/clock_out": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clock an employee out
         * @description Closes the timecard: `InProgress` or `OnBreak` -> `Completed`, with
         *     `clockOut` set to the time the service receives the request; `note`
         *     is stored as `clockOutNote`. The body may be `{}`.
         *
         *     When the timecard is `OnBreak`, the open break is ended at the
         *     clock-out time (`breakEnd` = `clockOut`) and that is recorded in
         *     `changes`: on the break (`field: breakEnd`) and on the timecard
         *     (`field: breaks.<breakId>.breakEnd`), both with `from: null`,
         *     `to: <clockOut>` and `reason: break_ended_at_clock_out`.
         *     `workedHours` is then final.
         *
         *     A `Completed` timecard cannot be clocked out again:
         *     `409 timecard_completed`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 timecard_completed`, `409 idempotency_request_in_flight`;
         *     `422 idempotency_key_reused`.
         *     Emits `timecard.clocked_out` (preceded by `timecard.break_ended` when
         *     an open break was ended).
         */
        post: operations["clockOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/{timecardId}/start_break": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a break
         * @description Opens a break of the given `type` on the timecard: `InProgress` ->
         *     `OnBreak`, with `breakStart` set to the time the service receives the
         *     request; `note` is stored as `breakStartNote`. One break is open at a
         *     time. Unpaid breaks (`UnpaidMealBreak`, `UnpaidRestBreak`) are
         *     subtracted from the timecard's `workedHours`; paid ones are not.
         *
         *     Only an `InProgress` timecard can start a break: `OnBreak` is
         *     `409 timecard_not_in_progress`, `Completed` is
         *     `409 timecard_completed`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 timecard_not_in_progress`, `409 timecard_completed`,
         *     `409 idempotency_request_in_flight`; `422 idempotency_key_reused`.
         *     Emits `timecard.break_started`.
         */
        post: operations["startBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/timecards/employees/{timecardId}/end_break": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a break
         * @description Ends the timecard's open break: `OnBreak` -> `InProgress`, with
         *     `breakEnd` set to the time the service receives the request; `note`
         *     is stored as `breakEndNote`. The body may be `{}`.
         *
         *     Only an `OnBreak` timecard has a break to end: `InProgress` or
         *     `Completed` is `409 timecard_not_on_break`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 timecard_not_on_break`, `409 idempotency_request_in_flight`;
         *     `422 idempotency_key_reused`.
         *     Emits `timecard.break_ended`.
         */
        post: operations["endBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/benefits/employee": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List employee benefits
         * @description Employee benefits of the company, among the ids given in `id` (required
         *     by the interface document), that match every other filter given.
         *     `description` is a case-insensitive substring match; `period`, `type`,
         *     `hsaContributionLimit` and `employeeId` are exact. `effective` keeps the
         *     benefits in force on that date (`effectiveStart` <= date and
         *     (`effectiveEnd` null or >= date)). Each `*Above` filter keeps values strictly
         *     greater, each `*Below` strictly less; a null value never matches.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEmployeeBenefits"];
        put?: never;
        /**
         * Create an employee benefit
         * @description Enrolls an employee of the company in a benefit. With `companyBenefitId` the
         *     benefit belongs to that company benefit: it inherits the company benefit's
         *     `type` and `period` (if sent they must equal them) and the company benefit's
         *     `associatedEmployeeBenefits` goes up by one. Without `companyBenefitId`,
         *     `type` is required (`400 validation_failed` otherwise). `period` is a
         *     plain string in the interface document but must be a BenefitPeriod value
         *     (`Monthly`, the default), `400 validation_failed` otherwise. A null or
         *     absent `effectiveStart` means the linked company benefit's `effectiveStart`,
         *     or else the day of the request (UTC).
         *
         *     Contribution amounts are per month (`period` Monthly, the only BenefitPeriod):
         *     a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for
         *     Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up
         *     to cents. Percents are of the payroll item's gross earnings. A party (employee
         *     or company) contributes either an amount or a percent: both non-null at once
         *     is `422 contribution_conflict`.
         *
         *     Tax treatment: Section 125 types (`*125`) are pre-tax, the employee
         *     contribution reduces federal income tax, Social Security, Medicare and FUTA
         *     wages; `Pension401K` reduces federal income tax wages only (FICA and FUTA still
         *     apply). Employee contributions add to the payroll's `employeeBenefits` total
         *     and are subtracted from net pay; company contributions are not taken from pay
         *     and add to `companyBenefits` (and `liability`).
         *
         *     A benefit applies to a payroll whose payday lies within `effectiveStart`..`effectiveEnd`
         *     (inclusive; a null end is open-ended); off-cycle payrolls take benefits only with
         *     `offCycleOptions.applyBenefits`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (`employeeId` is not an employee of this
         *     company; `companyBenefitId` is not a company benefit of this company; `type`
         *     or `period` differ from the linked company benefit's);
         *     `422 contribution_conflict` (an amount and a percent for the same party);
         *     `422 invalid_date_range` (`effectiveEnd` before `effectiveStart`).
         *     Emits `benefit.created`.
         */
        post: operations["createEmployeeBenefit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/benefits/employee/{benefitId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee benefit id.
                 * @example ebn_5k9w2p7r3t1y
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        /**
         * Get an employee benefit
         * @description Returns one employee benefit of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEmployeeBenefit"];
        put?: never;
        post?: never;
        /**
         * Delete an employee benefit
         * @description Deletes an employee benefit; a linked company benefit's
         *     `associatedEmployeeBenefits` goes down by one.
         *
         *     Payrolls already approved keep the benefit lines stored at approval and are not
         *     changed; Draft payrolls use the current data on their next preview or approval.
         *
         *     Callers: Partner, Corporation, Company.
         *     Emits `benefit.deleted`.
         */
        delete: operations["deleteEmployeeBenefit"];
        options?: never;
        head?: never;
        /**
         * Update an employee benefit
         * @description Changes the fields sent; the others keep their values. `employeeId`,
         *     `companyBenefitId` and `type` cannot be changed (create another benefit).
         *     `period` and `hsaContributionLimit` are plain strings in the interface
         *     document's update body: `period` must be a BenefitPeriod value (`Monthly`)
         *     and `hsaContributionLimit` an HsaContributionLimit value (`Single`,
         *     `Family`), `400 validation_failed` otherwise. Setting one of a party's pair
         *     (`employeeContributionAmount`/`employeeContributionPercent`, or the
         *     company's) clears the stored other one; sending both of a pair is
         *     `422 contribution_conflict`. The dates are checked after merging:
         *     `effectiveEnd` before `effectiveStart` is `422 invalid_date_range`.
         *
         *     Payrolls already approved keep the benefit lines stored at approval and are not
         *     changed; Draft payrolls use the current data on their next preview or approval.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 contribution_conflict`, `422 invalid_date_range`.
         *     Emits `benefit.updated`.
         */
        patch: operations["updateEmployeeBenefit"];
        trace?: never;
    };
    "/companies/{companyId}/benefits/company": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List company benefits
         * @description Company benefits of the company, among the ids given in `id` (required by
         *     the interface document), that match every other filter given.
         *     `description` is a case-insensitive substring match; `period` and `type`
         *     are exact. `effective` keeps the benefits in force on that date
         *     (`effectiveStart` <= date and (`effectiveEnd` null or >= date)). Each
         *     `*Above` filter keeps values strictly greater, each `*Below` strictly less;
         *     a null value never matches.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listCompanyBenefits"];
        put?: never;
        /**
         * Create a company benefit
         * @description Creates a company benefit plan. Employee benefits point at it with
         *     `companyBenefitId` and inherit its `type` and `period`;
         *     `associatedEmployeeBenefits` (response only) counts them and starts at 0.
         *     The plan's contribution fields record its standard terms; payrolls withhold
         *     and contribute from each employee benefit's own contribution fields.
         *
         *     Contribution amounts are per month (`period` Monthly, the only BenefitPeriod):
         *     a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for
         *     Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up
         *     to cents. Percents are of the payroll item's gross earnings. A party (employee
         *     or company) contributes either an amount or a percent: both non-null at once
         *     is `422 contribution_conflict`.
         *
         *     Tax treatment: Section 125 types (`*125`) are pre-tax, the employee
         *     contribution reduces federal income tax, Social Security, Medicare and FUTA
         *     wages; `Pension401K` reduces federal income tax wages only (FICA and FUTA still
         *     apply). Employee contributions add to the payroll's `employeeBenefits` total
         *     and are subtracted from net pay; company contributions are not taken from pay
         *     and add to `companyBenefits` (and `liability`).
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 contribution_conflict` (an amount and a percent for the same
         *     party); `422 invalid_date_range` (`effectiveEnd` before `effectiveStart`).
         *     Emits `benefit.created`.
         */
        post: operations["createCompanyBenefit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/benefits/company/{benefitId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Company benefit id.
                 * @example cbn_4j8h2g6f1d3s
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        /**
         * Get a company benefit
         * @description Returns one company benefit of the company, with the number of employee
         *     benefits that point at it (`associatedEmployeeBenefits`).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getCompanyBenefit"];
        put?: never;
        post?: never;
        /**
         * Delete a company benefit
         * @description Deletes a company benefit that no employee benefit points at. While
         *     `associatedEmployeeBenefits` is above 0 the answer is `409 resource_in_use`:
         *     delete those employee benefits first.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `409 resource_in_use`.
         *     Emits `benefit.deleted`.
         */
        delete: operations["deleteCompanyBenefit"];
        options?: never;
        head?: never;
        /**
         * Update a company benefit
         * @description Changes the fields sent; the others keep their values. `type` cannot be
         *     changed. `period` is a plain string in the interface document's update body
         *     but must be a BenefitPeriod value (`Monthly`), `400 validation_failed`
         *     otherwise. Setting one of a party's pair (amount or percent) clears the
         *     stored other one; sending both of a pair is `422 contribution_conflict`. The
         *     dates are checked after merging: `effectiveEnd` before `effectiveStart` is
         *     `422 invalid_date_range`. Linked employee benefits keep their own dates and
         *     contributions.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 contribution_conflict`, `422 invalid_date_range`.
         *     Emits `benefit.updated`.
         */
        patch: operations["updateCompanyBenefit"];
        trace?: never;
    };
    "/companies/{companyId}/post_tax_deductions/child_support": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List child support deductions
         * @description Child support deductions of the company, optionally of one employee
         *     (`employeeId`).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listChildSupports"];
        put?: never;
        /**
         * Create a child support deduction
         * @description Records a child support garnishment order for an employee of the company.
         *
         *     Each payroll whose payday lies within `effectiveStart`..`effectiveEnd`
         *     (inclusive; no end means open-ended) withholds `amount` per pay period after
         *     taxes, but never more than `maxPercent` % (default 50) of the item's
         *     disposable earnings (gross minus employee taxes). Several orders of one
         *     employee are applied in creation order, each capped at its own `maxPercent`
         *     of disposable earnings minus what earlier orders already took. Child support
         *     is taken before miscellaneous deductions; off-cycle payrolls take it only
         *     with `offCycleOptions.applyDeductions`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (`employeeId` is not an employee of this
         *     company); `422 invalid_date_range` (`effectiveEnd` before `effectiveStart`).
         *     Emits `post_tax_deduction.created`.
         */
        post: operations["createChildSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/post_tax_deductions/child_support/{deductionId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Child support deduction id.
                 * @example cs_7q3w9e1r5t2y
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        /**
         * Get a child support deduction
         * @description Returns one child support deduction of the company.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getChildSupport"];
        put?: never;
        post?: never;
        /**
         * Delete a child support deduction
         * @description Deletes a child support deduction. A deduction that appears on an approved
         *     payroll can be deleted: that payroll stays as it is (its stored deduction
         *     lines, totals and paystubs are not changed); Draft payrolls no longer take it
         *     on their next preview or approval.
         *
         *     Callers: Partner, Corporation, Company.
         *     Emits `post_tax_deduction.deleted`.
         */
        delete: operations["deleteChildSupport"];
        options?: never;
        head?: never;
        /**
         * Update a child support deduction
         * @description Changes the fields sent; the others keep their values. `employeeId` cannot
         *     be changed. `effectiveEnd: null` removes the end date. The dates are checked
         *     after merging: `effectiveEnd` before `effectiveStart` is
         *     `422 invalid_date_range`.
         *
         *     Payrolls already approved keep the deduction lines stored at approval and are not
         *     changed; Draft payrolls use the current data on their next preview or approval.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_date_range`.
         *     Emits `post_tax_deduction.updated`.
         */
        patch: operations["updateChildSupport"];
        trace?: never;
    };
    "/companies/{companyId}/post_tax_deductions/miscellaneous": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List miscellaneous deductions
         * @description Miscellaneous deductions of the company, optionally of one employee
         *     (`employeeId`).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listMiscellaneousDeductions"];
        put?: never;
        /**
         * Create a miscellaneous deduction
         * @description Records a miscellaneous post-tax deduction (loan repayment, union dues,
         *     equipment, ...) for an employee of the company. `withheldToDate` starts at 0,
         *     or at what earlier deleted deductions of the same employee and `description`
         *     withheld (see `deleteMiscellaneousDeduction`).
         *
         *     Each payroll whose payday lies within `effectiveStart`..`effectiveEnd`
         *     (inclusive; no end means open-ended) withholds after taxes and child support
         *     either `amount` per pay period or `percent` % of the item's gross earnings
         *     (exactly one of the two; both or neither is `422 contribution_conflict`).
         *     Withholding stops once `withheldToDate` reaches `totalAmount` (lifetime cap)
         *     and, within a calendar year (of the payday), once that year's withholdings
         *     reach `annualLimit`; the last withholding is reduced to the room left.
         *     Several deductions of one employee are applied in creation order; off-cycle
         *     payrolls take them only with `offCycleOptions.applyDeductions`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 invalid_reference` (`employeeId` is not an employee of this
         *     company); `422 contribution_conflict` (both or neither of `amount` and
         *     `percent`); `422 invalid_date_range` (`effectiveEnd` before
         *     `effectiveStart`).
         *     Emits `post_tax_deduction.created`.
         */
        post: operations["createMiscellaneousDeduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/post_tax_deductions/miscellaneous/{deductionId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Miscellaneous deduction id.
                 * @example md_2x6c8v4b1n9m
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        /**
         * Get a miscellaneous deduction
         * @description Returns one miscellaneous deduction of the company, with what has been
         *     withheld so far on approved payrolls (`withheldToDate`).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getMiscellaneousDeduction"];
        put?: never;
        post?: never;
        /**
         * Delete a miscellaneous deduction
         * @description Deletes a miscellaneous deduction. A deduction that appears on an approved
         *     payroll can be deleted: that payroll stays as it is (its stored deduction
         *     lines, totals and paystubs are not changed); Draft payrolls no longer take it
         *     on their next preview or approval. A deleted deduction is gone from gets,
         *     lists and payrolls (`404 not_found`), but what it withheld is kept.
         *
         *     Deleting does not restart a cap. A miscellaneous deduction created later for
         *     the same employee with the same `description` (compared ignoring case and
         *     surrounding or repeated spaces) continues the deleted one: its
         *     `withheldToDate` includes everything the deleted deduction withheld, and so do
         *     its year-to-date withholdings compared with `annualLimit`. Example: cap
         *     (`totalAmount`) 100.00, 60.00 withheld by approved payrolls, deleted and
         *     created again with a cap of 100.00: the new deduction shows `withheldToDate`
         *     60.00 and withholds at most 40.00 more. A payroll reopened after the deletion
         *     gives its withholding back to the deleted deduction, which lowers the carried
         *     amount too. To raise a cap, update `totalAmount` or `annualLimit`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Emits `post_tax_deduction.deleted`.
         */
        delete: operations["deleteMiscellaneousDeduction"];
        options?: never;
        head?: never;
        /**
         * Update a miscellaneous deduction
         * @description Changes the fields sent; the others keep their values. `employeeId` cannot
         *     be changed. Setting `amount` clears a stored `percent` and the other way
         *     round; sending both is `422 contribution_conflict`. `null` for
         *     `totalAmount`, `annualLimit` or `effectiveEnd` removes that cap or end
         *     date. The dates are checked after merging: `effectiveEnd` before
         *     `effectiveStart` is `422 invalid_date_range`.
         *
         *     Payrolls already approved keep the deduction lines stored at approval and are not
         *     changed; Draft payrolls use the current data on their next preview or approval.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `422 contribution_conflict`, `422 invalid_date_range`.
         *     Emits `post_tax_deduction.updated`.
         */
        patch: operations["updateMiscellaneousDeduction"];
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database readiness
         * @description Reports that the process is alive and whether the database answers.
         *     No key is needed. `200` when the database is ready, `503` otherwise
         *     (same body, `status: degraded`).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/partners": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a partner and its first API key
         * @description Creates a partner and issues its first partner key. The key is in
         *     the response once and is stored only as a hash.
         *
         *     Callers: Operator (`O-API-key`). Any other key is `403 forbidden`.
         */
        post: operations["operatorCreatePartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/corporations": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a corporation and its first API key
         * @description Creates a corporation under a partner and issues its first
         *     corporation key, shown once.
         *
         *     Callers: Operator. Errors: `422 invalid_reference` for an unknown
         *     `partnerId`.
         */
        post: operations["operatorCreateCorporation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/api_keys": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an API key
         * @description Issues a new key for a partner, corporation or company. The key is
         *     shown once; the service keeps only its SHA-256 hash and a short
         *     prefix for identification. Several keys may be live at once, so keys
         *     can be rotated without downtime.
         *
         *     Callers: Operator. Errors: `422 invalid_reference` when `ownerId` is
         *     not a partner, corporation or company of the given `kind`.
         */
        post: operations["operatorCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/api_keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description API key id (not the key itself).
                 * @example key_7r4e1w8q2t5y
                 */
                apiKeyId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes a key at once: later requests with it are
         *     `401 invalid_api_key`. Revoking an already revoked key is
         *     `409 api_key_revoked`.
         *
         *     Callers: Operator.
         */
        delete: operations["operatorRevokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/payrolls/{payrollId}/sandbox": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force a payroll's money movement (sandbox)
         * @description Money movement is simulated in 1.0: an approved payroll moves by
         *     itself from `Pending` to `Processing` once the service clock's UTC
         *     date is past its `deadline`, and to `Paid` on `payday` (checked
         *     before every read of the company's payrolls and once a minute by the
         *     running service). This sandbox control, for the operator of the
         *     service, forces a move now or injects a failure, whatever the clock
         *     says:
         *     - `process`: `Pending` -> `Processing`;
         *     - `pay`: `Pending` or `Processing` -> `Paid` (`PartiallyPaid` when an
         *       item's payment failed, `sandboxFailPayrollItemPayment`);
         *     - `fail`: `Pending` or `Processing` -> `Failed`;
         *     - `partially_pay`: `Pending` or `Processing` -> `PartiallyPaid`.
         *
         *     The payroll's `Pending` tax deposits become `Paid` when it becomes
         *     `Paid` or `PartiallyPaid`, and `Failed` when it becomes `Failed`.
         *     Each move emits `payroll.status_changed` to the company's partner.
         *
         *     Callers: Operator.
         *     Errors: `404 not_found` (no such payroll), `409
         *     payroll_transition_invalid` (the payroll is not in a status the
         *     action starts from: for example `Draft`, or already `Paid`).
         */
        post: operations["operatorPayrollSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Events in the caller's scope, oldest first (creation time, then id).
         *     Filters: `type` (exact event type), `companyId`, `resourceType`,
         *     `resourceId`, `createdAfter` (exclusive). Filters combine with AND.
         *
         *     Scope: a partner key sees all of the partner's events (also those
         *     outside a company), a corporation key the events of the
         *     corporation's companies, a company key those of its company. A
         *     `companyId` outside the scope selects nothing (an empty page).
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_0c9x8z7a6s5d
                 */
                eventId: string;
            };
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event in the caller's scope (see `listEvents`). An unknown id and
         *     an event outside the scope are both `404 not_found`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The partner's webhook endpoints (without secrets), oldest first
         *     (creation time, then id).
         *
         *     Callers: Partner.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an HTTPS URL that receives the partner's events (all, or
         *     the listed `eventTypes`). The signing `secret` (`whsec_` and 32
         *     random characters) is in this response only (and in a replay of it
         *     under the same `Idempotency-Key`); the service keeps it encrypted to
         *     sign, and never shows it again. Deliveries are `POST`s of an `Event`
         *     with `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
         *     retried with exponential backoff and jitter for at least 24 hours
         *     until a 2xx answer (see `webhooks`). The endpoint receives the events
         *     written after it was registered; earlier ones stay readable through
         *     `GET /events`.
         *
         *     Validation (`400 validation_failed`): `url` must be absolute `https`
         *     (plain `http` only when the service runs with
         *     `WEBHOOK_ALLOW_PRIVATE_TARGETS=true`, which is for tests and local
         *     development and is refused in production), without user name,
         *     password or fragment (`body.url`); each of `eventTypes` must look
         *     like `<resource>.<change>` (lowercase letters and `_`, for example
         *     `payroll.approved`; `body.eventTypes[i]`). Repeated event types are
         *     stored once; an empty list means all types.
         *
         *     Addresses (`422 webhook_url_not_allowed`, field `body.url`): the
         *     service resolves the host and refuses the URL when it does not
         *     resolve, when it is a numeric spelling of an IPv4 address other than
         *     four decimal numbers (`2130706433`, `0177.0.0.1`, `0x7f.1`,
         *     `127.1`), or when ANY address it resolves to is loopback
         *     (`127.0.0.0/8`, `::1`), private (`10.0.0.0/8`, `172.16.0.0/12`,
         *     `192.168.0.0/16`, `fc00::/7`), link-local (`169.254.0.0/16`, the
         *     cloud metadata address `169.254.169.254`, `fe80::/10`), carrier-grade
         *     NAT (`100.64.0.0/10`), unspecified (`0.0.0.0/8`, `::`), multicast
         *     (`224.0.0.0/4`, `ff00::/8`), broadcast (`255.255.255.255`), an
         *     IPv4-mapped IPv6 address (`::ffff:0:0/96`), or another special-purpose
         *     range of IANA's registries (documentation `192.0.2.0/24`,
         *     `198.51.100.0/24`, `203.0.113.0/24`, `2001:db8::/32`; benchmarking
         *     `198.18.0.0/15`; reserved `240.0.0.0/4`, `192.0.0.0/24`; IPv6 outside
         *     `2000::/3`); NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`) addresses
         *     are judged by the IPv4 address they carry. With
         *     `WEBHOOK_ALLOW_PRIVATE_TARGETS=true` (never in production) loopback and
         *     private addresses are accepted; link-local and metadata addresses
         *     never are. The same check is made again at each delivery attempt,
         *     and the request goes to the address that was checked (a host whose
         *     DNS answer changes in between cannot redirect it): an attempt whose
         *     host now resolves to a refused address fails with the error
         *     `address not allowed` and is retried on the usual schedule.
         *
         *     Limit (`409 webhook_endpoint_limit_reached`): a partner has at most
         *     20 webhook endpoints; delete one to register another.
         *
         *     Callers: Partner.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook_endpoints/{webhookEndpointId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One of the partner's webhook endpoints (without its secret). Another
         *     partner's endpoint and an unknown id are both `404 not_found`.
         *
         *     Callers: Partner.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint; pending deliveries to it are dropped, together
         *     with its delivery log. An attempt already under way may still reach
         *     the URL. Another partner's endpoint and an unknown id are both
         *     `404 not_found`.
         *
         *     Callers: Partner.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, the event types or `active` (inactive endpoints
         *     receive nothing; events are still recorded). The same validation as
         *     on creation applies. A new `url` applies to every attempt from then
         *     on, pending deliveries included; new `eventTypes` apply to events
         *     written from then on. While `active` is false no deliveries are
         *     created for new events and the pending ones are held (not attempted);
         *     `active: true` resumes them. The secret does not change. Another
         *     partner's endpoint and an unknown id are both `404 not_found`.
         *
         *     A new `url` passes the checks of `createWebhookEndpoint`: `https`
         *     only (`400 validation_failed`), and its host must resolve to allowed
         *     addresses only (`422 webhook_url_not_allowed`, field `body.url`:
         *     no loopback, private, link-local or metadata, carrier-grade NAT,
         *     unspecified, multicast, broadcast, IPv4-mapped or other reserved
         *     addresses, no numeric IPv4 spellings). Every delivery attempt checks
         *     the URL again and connects only to the address it checked.
         *
         *     Callers: Partner.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/webhook_endpoints/{webhookEndpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        /**
         * List the deliveries of a webhook endpoint
         * @description The deliveries of one of the partner's webhook endpoints, oldest
         *     first (the order the events were written), each with every attempt
         *     made: when, the HTTP status answered (null when none came: timeout,
         *     refused connection), how long it took and the error, if any.
         *
         *     A delivery is `Pending` until an attempt is answered with a 2xx
         *     (`Delivered`) or until an attempt fails 24 hours or more after the
         *     first one (`Failed`, no more attempts). `nextAttemptAt` is when a
         *     `Pending` delivery is next due (it may wait longer behind an earlier
         *     delivery of the same endpoint, or while the endpoint is inactive);
         *     null once `Delivered` or `Failed`. Filters: `status`, `eventId`.
         *     Another partner's endpoint and an unknown id are both
         *     `404 not_found`.
         *
         *     Callers: Partner.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/sandbox/payrolls/{payrollId}/money_movement": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force a payroll's money movement (sandbox only)
         * @description **Sandbox only**: served when the service runs in sandbox mode
         *     (`SANDBOX_MODE=true`); otherwise `404 not_found`, as if the operation
         *     did not exist.
         *
         *     The partner's own version of the operator's `operatorPayrollSandbox`,
         *     for a payroll of a company in the caller's scope: forces a move now
         *     or injects a failure, whatever the clock says:
         *     - `process`: `Pending` -> `Processing`;
         *     - `pay`: `Pending` or `Processing` -> `Paid` (`PartiallyPaid` when an
         *       item's payment failed, `sandboxFailPayrollItemPayment`);
         *     - `fail`: `Pending` or `Processing` -> `Failed` (no funding failure
         *       is recorded; use `sandboxFailPayrollFunding` for that);
         *     - `partially_pay`: `Pending` or `Processing` -> `PartiallyPaid`.
         *
         *     The payroll's `Pending` tax deposits become `Paid` when it becomes
         *     `Paid` or `PartiallyPaid`, and `Failed` when it becomes `Failed`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` (sandbox mode off, no such company in scope,
         *     no such payroll), `409 payroll_transition_invalid` (the payroll is not
         *     in a status the action starts from).
         *     Emits `payroll.status_changed`.
         */
        post: operations["sandboxMovePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/sandbox/payrolls/{payrollId}/fail_funding": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fail the funding debit of an approved payroll (sandbox only)
         * @description **Sandbox only**: served when the service runs in sandbox mode
         *     (`SANDBOX_MODE=true`); otherwise `404 not_found`, as if the operation
         *     did not exist.
         *
         *     Simulates the company's bank refusing the debit of an approved
         *     payroll's cash requirement: the payroll (`Pending` or `Processing`)
         *     becomes `Failed`, its `Pending` tax deposits `Failed`, a funding
         *     failure is recorded (`Unresolved`, its `amount` the payroll's
         *     `totals.cashRequirement`) and the company's
         *     `payrollDetails.inGoodStanding` becomes `false`. Until the failure is
         *     resolved (`resolveFundingFailure`), `approvePayroll` refuses every
         *     payroll of the company with `422 funding_failed`.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` (sandbox mode off, no such company in scope,
         *     no such payroll), `409 payroll_transition_invalid` (the payroll is
         *     not `Pending` or `Processing`).
         *     Emits `payroll.status_changed` (the payroll, now `Failed`) and
         *     `funding_failure.created` (the funding failure).
         */
        post: operations["sandboxFailPayrollFunding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/sandbox/payrolls/{payrollId}/items/{itemId}/fail_payment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
                /**
                 * @description An employee item (`pei_`) or contractor item (`pci_`) id of the payroll.
                 * @example pei_3x8c1v6b9n2m
                 */
                itemId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bounce one item's direct deposit (sandbox only)
         * @description **Sandbox only**: served when the service runs in sandbox mode
         *     (`SANDBOX_MODE=true`); otherwise `404 not_found`, as if the operation
         *     did not exist.
         *
         *     Simulates the direct deposit of one employee or contractor item
         *     bouncing (a closed or wrong account). The item gets `paymentFailure`
         *     (`failedAt`, `reason`); the rest of the payroll is paid as usual.
         *     The payroll (`Pending`, `Processing` or `Paid`) then ends
         *     `PartiallyPaid` instead of `Paid`: at once when it is already
         *     `Paid` (with `payroll.status_changed`), else when the clock (or
         *     `sandboxMovePayroll` `pay`) pays it. Only `DirectDeposit` items that
         *     are not void can bounce, once.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` (sandbox mode off, no such company in scope,
         *     no such payroll or item on it), `409 payroll_transition_invalid`
         *     (the payroll is not `Pending`, `Processing` or `Paid`; the item is
         *     not paid by direct deposit, is void, or has already failed).
         *     Emits `payroll.item_payment_failed` (the payroll without its items,
         *     and the item's id as `itemId`).
         */
        post: operations["sandboxFailPayrollItemPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/clock": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Read the partner's sandbox clock (sandbox only)
         * @description **Sandbox only**: served when the service runs in sandbox mode
         *     (`SANDBOX_MODE=true`); otherwise `404 not_found`, as if the operation
         *     did not exist.
         *
         *     The calling partner's clock: the service clock moved `offsetDays`
         *     whole days ahead (`setSandboxClock`).
         *
         *     Callers: Partner.
         *     Errors: `404 not_found` (sandbox mode off).
         */
        get: operations["getSandboxClock"];
        put?: never;
        /**
         * Move the partner's sandbox clock (sandbox only)
         * @description **Sandbox only**: served when the service runs in sandbox mode
         *     (`SANDBOX_MODE=true`); otherwise `404 not_found`, as if the operation
         *     did not exist.
         *
         *     Sets how many whole days the calling partner's clock is ahead of the
         *     service clock (`0` puts it back). Every request of the partner's keys
         *     (partner, corporation and company keys) then runs on that clock:
         *     approval deadlines (`approvePayroll`, `reopenPayroll`), the money
         *     movement of its companies' payrolls (made before every read of a
         *     company's payrolls: `Pending` -> `Processing` past the deadline ->
         *     `Paid` on payday), `approvedAt`, event times and whatever else a
         *     request reads the time for. Other partners' clocks never move. The
         *     background clock of the service moves payrolls by the service clock
         *     only, so a payroll that is due only on the partner's clock moves at
         *     the partner's next read of the company's payrolls. The clock cannot
         *     go back before the service clock (`offsetDays` at least 0).
         *
         *     Callers: Partner.
         *     Errors: `404 not_found` (sandbox mode off).
         */
        post: operations["setSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/funding_failures": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List funding failures
         * @description The company's failed funding debits of approved payrolls, paged, oldest
         *     first (creation time, then id). While one is `Unresolved`,
         *     `approvePayroll` answers `422 funding_failed`; resolve it with
         *     `resolveFundingFailure`. Filter `status`.
         *
         *     Callers: Partner, Corporation, Company.
         */
        get: operations["listFundingFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{companyId}/funding_failures/{fundingFailureId}/resolve": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Funding failure id (`ffl_`).
                 * @example ffl_5t2w8q1z6k3j
                 */
                fundingFailureId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a failed funding debit (retry it)
         * @description Not sandbox-only: a partner resolves a real funding failure once the
         *     company's bank account is fixed (or funded). Retries the debit: the
         *     failed payroll goes back to `Pending` with its `Failed` tax deposits
         *     `Pending` again, and from there moves by the clock as usual
         *     (`Processing` once its deadline has passed, `Paid` on payday; a
         *     retried payroll whose payday has passed is paid at the next read of
         *     the company's payrolls or the next run of the background clock). The
         *     failure becomes `Resolved` (`resolvedAt`); once the company has no
         *     `Unresolved` funding failure left, its
         *     `payrollDetails.inGoodStanding` is `true` again and `approvePayroll`
         *     no longer answers `422 funding_failed`. No request body.
         *
         *     Callers: Partner, Corporation, Company.
         *     Errors: `404 not_found` (no such company in scope, no such funding
         *     failure of the company), `409 funding_failure_resolved` (already
         *     resolved).
         *     Emits `payroll.status_changed` (the payroll, `Pending` again) and
         *     `funding_failure.resolved` (the funding failure).
         */
        post: operations["resolveFundingFailure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event delivered to a webhook endpoint
         * @description Sent to each active webhook endpoint whose `eventTypes` include the
         *     event's type (or that lists none): a `POST` to the endpoint's URL
         *     with `Content-Type: application/json` and the `Event` as the body
         *     (the same JSON as `GET /events/{eventId}`).
         *
         *     **Signature.** `Webhook-Signature: t=<unix seconds>,v1=<hex>` where
         *     `v1` is the lowercase hex HMAC-SHA256, keyed with the endpoint's
         *     whole secret (`whsec_...`, as UTF-8), of the string `<t>.<raw body>`.
         *     `t` is the time of this attempt, so every retry carries a fresh
         *     signature. Verify it over the raw bytes received (before any JSON
         *     parsing), compare in constant time, and reject a `t` more than 5
         *     minutes away from your clock. In Node.js:
         *
         *     ```js
         *     const crypto = require('node:crypto');
         *
         *     // rawBody: the request body exactly as received (string or Buffer).
         *     function verifyWebhook(rawBody, signatureHeader, secret, toleranceSeconds = 300) {
         *       const fields = Object.fromEntries(
         *         signatureHeader.split(',').map((part) => part.trim().split('=')),
         *       );
         *       const t = Number(fields.t);
         *       if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
         *       const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
         *       const given = Buffer.from(fields.v1 ?? '', 'hex');
         *       return given.length === expected.length && crypto.timingSafeEqual(given, expected);
         *     }
         *     ```
         *
         *     **Answer and retries.** Only a 2xx answer within 10 seconds counts
         *     as delivered; anything else (another status, a redirect, which is not
         *     followed, a timeout, a refused connection, a host that now resolves
         *     to an address webhooks may not reach, a secret the service cannot
         *     decrypt) is a failed attempt. After
         *     failed attempt n the next one comes after a random delay between half
         *     and all of min(1 hour, 1 minute x 2^(n-1)) (about 1, 2, 4, 8, 16, 32
         *     minutes, then hourly). Attempts go on until one succeeds or one
         *     fails 24 hours or more after the first; the delivery is then
         *     `Failed`. Every attempt is recorded (`listWebhookDeliveries`).
         *
         *     **Order.** An endpoint receives its events one at a time, in the
         *     order they were written: the next delivery waits until the previous
         *     one is `Delivered` or `Failed`, so a failing receiver holds back its
         *     later events (never for more than about 24 hours each). Events
         *     written at the same moment by concurrent requests may come in either
         *     order.
         *
         *     **Fairness.** Endpoints do not wait for each other: a slow or dead
         *     endpoint holds back only its own later events, never another
         *     partner's deliveries. The service has at most 5 attempts of one
         *     partner under way at a time, and sends next for the partner with the
         *     fewest attempts under way.
         *
         *     **At least once.** One attempt is made by one process of the service
         *     at a time, and pending deliveries survive restarts. An attempt
         *     whose outcome the service did not record (it stopped mid-attempt, or
         *     the answer was lost) is made again, so an event may arrive more than
         *     once: de-duplicate on `Webhook-Id` (the event `id`).
         */
        post: operations["receiveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem details. */
        Problem: {
            /**
             * Format: uri
             * @description URI naming the problem type; ends with the `code`.
             */
            type: string;
            /** @description Short human summary of the problem type. */
            title: string;
            /**
             * Format: int32
             * @description HTTP status code.
             */
            status: number;
            /** @description Human explanation of this occurrence. Never carries secrets. */
            detail?: string;
            /** @description Path of the request that failed. */
            instance?: string;
            code: components["schemas"]["ErrorCode"];
            /** @description Field-level problems, for `validation_failed` and some `422`s. */
            errors?: components["schemas"]["FieldError"][];
            /** @description The request id, also sent in `X-Request-Id`. */
            requestId: string;
        };
        FieldError: {
            /** @description Where the problem is: `body.<path>`, `query.<name>`, `path.<name>` or `headers.<name>`. */
            field: string;
            message: string;
            /** @description Machine-readable reason: a JSON Schema keyword (`required`, `type`, `enum`, `maxLength`, `format`, ...) or a business code. */
            code: string;
        };
        /**
         * @description Stable error codes.
         *     - 400: `validation_failed`, `malformed_json`, `multiple_api_keys`, `unsupported_api_version`, `invalid_text` (a NUL character, an unpaired surrogate or malformed percent-encoding in the path, query or body: text the database cannot store), `malformed_request` (not well-formed HTTP; answered by the HTTP layer before any route)
         *     - 408: `request_timeout` (the request did not arrive in time)
         *     - 401: `unauthenticated`, `invalid_api_key`
         *     - 403: `forbidden`
         *     - 404: `not_found`
         *     - 405: `method_not_allowed`
         *     - 406: `not_acceptable` (the `Accept` header allows none of the operation's media types)
         *     - 409: `idempotency_request_in_flight`, `timecard_not_completed`, `timecard_paid`, `external_payrolls_locked`, `payroll_not_paid`, `payroll_already_void`, `payroll_item_already_void`, `payroll_not_draft`, `payroll_not_pending`, `payroll_reopen_deadline_passed`, `timecard_already_open`, `timecard_not_in_progress`, `timecard_not_on_break`, `timecard_completed`, `onboarding_incomplete`, `payroll_already_started`, `implementation_already_started`, `implementation_not_started`, `resource_in_use`, `api_key_revoked`, `payroll_transition_invalid`, `webhook_endpoint_limit_reached`, `funding_failure_resolved`, `payroll_busy` (another payroll of the same company is being computed right now: creating, updating, previewing, approving and reopening payrolls, and producing tax documents, run one at a time per company; sent with `Retry-After`; never stored under an `Idempotency-Key`, so retrying with the same key does the request)
         *     - 413: `payload_too_large`
         *     - 415: `unsupported_media_type`
         *     - 431: `request_header_too_large` (the request headers exceed 16 KiB)
         *     - 422: `company_time_zone_required`, `employee_terminated`, `idempotency_key_reused`, `invalid_reference`, `invalid_date_range`, `approval_deadline_passed`, `payroll_blocked`, `negative_net_pay`, `unsupported_tax_year`, `employee_inactive`, `workplace_not_assigned`, `company_payroll_not_started`, `company_not_active`, `invalid_split`, `bank_account_required`, `form_invalid`, `contribution_conflict`, `webhook_url_not_allowed`, `funding_failed` (an `Unresolved` funding failure of the company blocks approvals)
         *     - 429: `rate_limited`
         *     - 500: `internal_error`
         *     - 501: `not_implemented`
         * @enum {string}
         */
        ErrorCode: "validation_failed" | "malformed_json" | "multiple_api_keys" | "unsupported_api_version" | "unauthenticated" | "invalid_api_key" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "idempotency_request_in_flight" | "payroll_not_paid" | "payroll_already_void" | "payroll_item_already_void" | "external_payrolls_locked" | "payroll_not_draft" | "payroll_not_pending" | "payroll_reopen_deadline_passed" | "timecard_already_open" | "timecard_not_in_progress" | "timecard_not_on_break" | "timecard_not_completed" | "timecard_paid" | "timecard_completed" | "onboarding_incomplete" | "payroll_already_started" | "implementation_already_started" | "implementation_not_started" | "resource_in_use" | "api_key_revoked" | "payroll_transition_invalid" | "webhook_endpoint_limit_reached" | "payroll_busy" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "invalid_reference" | "invalid_date_range" | "approval_deadline_passed" | "payroll_blocked" | "negative_net_pay" | "unsupported_tax_year" | "employee_inactive" | "employee_terminated" | "workplace_not_assigned" | "company_payroll_not_started" | "company_time_zone_required" | "company_not_active" | "invalid_split" | "bank_account_required" | "form_invalid" | "contribution_conflict" | "webhook_url_not_allowed" | "funding_failed" | "funding_failure_resolved" | "rate_limited" | "internal_error" | "not_implemented" | "invalid_text" | "malformed_request" | "request_timeout" | "request_header_too_large";
        /**
         * @description Payroll state. Draft (editable) -> Pending (approved) -> Processing (money moving) -> Paid, PartiallyPaid or Failed.
         * @example Draft
         * @enum {string}
         */
        PayrollStatus: "Draft" | "Pending" | "Processing" | "Paid" | "PartiallyPaid" | "Failed";
        /**
         * @description Kind of payroll. `Regular`: a pay period's pay on the schedule.
         *     `OffCycle`: pay outside the schedule, with an `offCycleReason`
         *     (bonus, correction, termination, other). `Amendment` is deprecated
         *     and kept for 1.0 clients: it is an `OffCycle` payroll with reason
         *     `Correction` in every respect except its `type`.
         * @example Regular
         * @enum {string}
         */
        PayrollType: "Regular" | "OffCycle" | "Amendment";
        /** @description One tax of an external payroll. */
        ExternalPayrollTax: {
            jurisdiction: string;
            /** @description As PayrollItemTax `code`; its first two letters are the jurisdiction's. */
            code: string;
            /** @enum {string} */
            payer: "Employee" | "Company";
            /** Format: double */
            amount: number;
            /**
             * Format: double
             * @description State taxes only; wages the tax applied to (they count toward the state's wage base). Default 0.
             */
            taxableWages?: number;
        };
        /** @description Benefit contributions of an external payroll (they count toward the IRS annual limits). */
        ExternalPayrollBenefit: {
            type: components["schemas"]["BenefitType"];
            /** Format: double */
            employeeAmount?: number;
            /** Format: double */
            companyAmount?: number;
        };
        /** @description Body of `createEmployeeExternalPayroll`. Omitted amounts are 0. */
        ExternalPayrollCreate: {
            /** Format: date */
            payday: string;
            /** Format: double */
            grossPay: number;
            /**
             * Format: double
             * @description W-2 box 1 wages.
             */
            federalIncomeTaxWages?: number;
            /**
             * Format: double
             * @description Social Security wages (W-2 box 3); count toward the wage base.
             */
            socialSecurityWages?: number;
            /**
             * Format: double
             * @description Medicare wages (W-2 box 5); count toward the Additional Medicare threshold.
             */
            medicareWages?: number;
            /**
             * Format: double
             * @description Medicare wages above the $200,000 threshold that bore Additional Medicare.
             */
            additionalMedicareWages?: number;
            /**
             * Format: double
             * @description FUTA taxable wages; count toward the FUTA wage base.
             */
            futaWages?: number;
            taxes?: components["schemas"]["ExternalPayrollTax"][];
            benefits?: components["schemas"]["ExternalPayrollBenefit"][];
        };
        /** @description A payroll paid before the service (`createEmployeeExternalPayroll`), as recorded. */
        ExternalPayroll: {
            /** @description External payroll id (`xpr_` prefix). */
            readonly id: string;
            readonly companyId: string;
            readonly employeeId: string;
            /** Format: date-time */
            readonly createdAt: string;
            /** Format: date */
            payday: string;
            /** Format: double */
            grossPay: number;
            /**
             * Format: double
             * @description W-2 box 1 wages.
             */
            federalIncomeTaxWages?: number;
            /**
             * Format: double
             * @description Social Security wages (W-2 box 3); count toward the wage base.
             */
            socialSecurityWages?: number;
            /**
             * Format: double
             * @description Medicare wages (W-2 box 5); count toward the Additional Medicare threshold.
             */
            medicareWages?: number;
            /**
             * Format: double
             * @description Medicare wages above the $200,000 threshold that bore Additional Medicare.
             */
            additionalMedicareWages?: number;
            /**
             * Format: double
             * @description FUTA taxable wages; count toward the FUTA wage base.
             */
            futaWages?: number;
            taxes?: components["schemas"]["ExternalPayrollTax"][];
            benefits?: components["schemas"]["ExternalPayrollBenefit"][];
        };
        /** @description An employee's external payrolls of one year. */
        EmployeeExternalPayrolls: {
            year: number;
            /** @description True once a payroll of the company paid in the year has been approved here. */
            locked: boolean;
            results: components["schemas"]["ExternalPayroll"][];
        };
        /** @description Body of `voidPayroll` and `voidPayrollItem`. */
        PayrollVoidRequest: {
            /** @description Why the payment is voided (kept with the void, shown on the paystub). */
            reason: string;
        };
        /**
         * @description Why an `OffCycle` payroll is run. `Bonus`: bonuses, commissions or
         *     other supplemental pay outside the schedule (typically with
         *     `forceSupplementalWithholdings`). `Correction`: pay owed from an
         *     earlier payroll. `Termination`: final pay of employees whose
         *     `terminationDate` is on or before its `periodEnd` (see
         *     `createPayroll`). `Other`: anything else.
         * @example Bonus
         * @enum {string}
         */
        PayrollOffCycleReason: "Bonus" | "Correction" | "Termination" | "Other";
        /**
         * @description How often a schedule pays; periods per year 52, 26, 24, 12, 4, 1.
         * @example Weekly
         * @enum {string}
         */
        PayFrequency: "Weekly" | "Biweekly" | "Semimonthly" | "Monthly" | "Quarterly" | "Annually";
        /**
         * @description Business days between the approval deadline and payday: 4, 3, 2, 1.
         * @example FourDay
         * @enum {string}
         */
        ProcessingPeriod: "FourDay" | "ThreeDay" | "TwoDay" | "OneDay";
        /**
         * @description How the company funds a payroll.
         * @example Ach
         * @enum {string}
         */
        FundingMethod: "Ach" | "Wire";
        /**
         * @description How a worker is paid: DirectDeposit to bank accounts, or Manual (paper check).
         * @example DirectDeposit
         * @enum {string}
         */
        PaymentMethod: "DirectDeposit" | "Manual";
        /**
         * @description FLSA overtime status.
         * @example NonExempt
         * @enum {string}
         */
        FlsaOvertimeExemption: "NonExempt" | "Exempt";
        /**
         * @description Federal withholding method for supplemental wages: Flat (22%, 37% above $1,000,000 year to date) or Aggregate.
         * @example Flat
         * @enum {string}
         */
        SupplementalTaxMethod: "Flat" | "Aggregate";
        /**
         * @description Period of a wage rate.
         * @example Hourly
         * @enum {string}
         */
        WagePeriod: "Hourly" | "Annually";
        /**
         * @description Timecard state. InProgress <-> OnBreak -> Completed.
         * @example InProgress
         * @enum {string}
         */
        TimecardStatus: "InProgress" | "OnBreak" | "Completed";
        /**
         * @description Kind of break; unpaid breaks are subtracted from worked hours.
         * @example PaidMealBreak
         * @enum {string}
         */
        BreakType: "PaidMealBreak" | "UnpaidMealBreak" | "PaidRestBreak" | "UnpaidRestBreak";
        /**
         * @description Company state.
         * @example Active
         * @enum {string}
         */
        CompanyStatus: "Active" | "Suspended" | "Deactivated";
        /**
         * @description Merchant onboarding state.
         * @example NotStarted
         * @enum {string}
         */
        MerchantOnboardingStatus: "NotStarted" | "InProgress" | "Completed";
        /**
         * @description Derived on every relevant write: Blocking while blockingSteps is non-empty, NeedsAttention while only remainingSteps are left, else Completed.
         * @example Blocking
         * @enum {string}
         */
        OnboardStatus: "Blocking" | "NeedsAttention" | "Completed";
        /**
         * @description Pending until an SSN is given; Invalid for a syntactically invalid SSN (area 000, 666 or 9xx; group 00; serial 0000), else Validated.
         * @example Pending
         * @enum {string}
         */
        SsnValidationStatus: "Pending" | "Validated" | "Invalid";
        /**
         * @description Contractor kind.
         * @example Individual
         * @enum {string}
         */
        ContractorType: "Individual" | "Business";
        /**
         * @description Delivery of W-2 and 1099 forms.
         * @example PrintAndMailAll
         * @enum {string}
         */
        DeliveryMethod: "PrintAndMailAll" | "Electronic" | "ElectronicWithPrintFallback";
        /**
         * @description Legal form of a company.
         * @example SoleProprietorship
         * @enum {string}
         */
        LegalType: "SoleProprietorship" | "LimitedLiabilityCompany" | "Partnership" | "NonProfitOrganization" | "GovernmentOrganization" | "CCorporation" | "SCorporation";
        /**
         * @description Industry of a company.
         * @example GeneralConstructionGeneralContracting
         * @enum {string}
         */
        Industry: "GeneralConstructionGeneralContracting" | "HvacPlumbingAndElectricalContracting" | "FoodAndBeverageRetailAndWholesale" | "ArtsEntertainmentAndRecreation" | "ScientificAndTechnicalServices" | "NonFoodRetailAndWholesale" | "HospitalityAccommodation" | "TobaccoOrAlcoholSales" | "PersonalCareServices" | "EducationalServices";
        /**
         * @description Benefit type. Section 125 types (`*125`) reduce federal income tax, FICA and FUTA wages; Pension401K reduces federal income tax wages only; Roth401K (after-tax deferrals) reduces no wages. Hsa125 is an HSA funded through the cafeteria plan, HealthFsa125 a health FSA and DependentCareFsa125 a dependent care FSA, all pre-tax like the other Section 125 types (California and New Jersey tax HSA contributions, the employee's and the company's, for state income tax). A payroll keeps each year's contributions within the IRS annual limits: Pension401K and Roth401K share the 401(k) elective deferral limit (plus the catch-up by age at the end of the year: 50 or over, or 60 to 63, from the employee's `dateOfBirth`); Hsa125 employee and company contributions share the HSA limit of the benefit's `hsaContributionLimit` (Single or Family; none: Family), plus the 55+ catch-up; HealthFsa125 employee contributions the health FSA limit; DependentCareFsa125 employee and company contributions the dependent care limit. A contribution beyond a limit is reduced to what is left, and the item warns `benefit_limit_reached`.
         * @example Medical125
         * @enum {string}
         */
        BenefitType: "Medical125" | "Vision125" | "Dental125" | "Disability125" | "Accident125" | "Cancer125" | "CriticalIllness125" | "Hospital125" | "Life125" | "Pension401K" | "Roth401K" | "Hsa125" | "HealthFsa125" | "DependentCareFsa125";
        /**
         * @description HSA contribution limit tier.
         * @example Single
         * @enum {string}
         */
        HsaContributionLimit: "Single" | "Family";
        /**
         * @description Period of contribution amounts: amounts are per month (per pay period = monthly x 12 / periods per year).
         * @example Monthly
         * @enum {string}
         */
        BenefitPeriod: "Monthly";
        /** @description Paging fields of every list envelope. */
        PageMeta: {
            /** @description Whether any record matches the filters (on any page). */
            hasResources: boolean;
            /**
             * Format: int32
             * @description Records matching the filters, on all pages.
             */
            totalResources: number;
            /**
             * Format: int32
             * @description Pages of `pageSize` records (0 when nothing matches).
             */
            totalPages: number;
            /** Format: int32 */
            pageSize: number;
            /** Format: int32 */
            currentPage: number | null;
            /**
             * Format: int32
             * @description Null on the first page.
             */
            previousPage: number | null;
            /**
             * Format: int32
             * @description Null on the last page and past it.
             */
            nextPage: number | null;
        };
        /**
         * @example {
         *       "street1": "500 Market Street",
         *       "street2": "Suite 300",
         *       "city": "San Francisco",
         *       "zipcode": "94105",
         *       "state": "CA",
         *       "country": "US"
         *     }
         */
        Address: {
            street1?: string;
            street2?: string;
            city?: string;
            zipcode?: string;
            /** @description Two-letter US state code. */
            state?: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            country?: string;
        };
        /** @description Address of a workplace. `street1`, `city`, `state` and `zipcode` are required because they decide the tax jurisdiction. */
        WorkplaceAddress: WithRequired<components["schemas"]["Address"], "street1" | "city" | "state" | "zipcode">;
        /** @description Body of `POST /companies`. */
        CompanyCreate: {
            /** @description Registered legal name. */
            legalName: string;
            /** @description Name the company does business as (DBA). */
            tradeName?: string;
            /** Format: email */
            email: string;
            /** @description Phone number, E.164 recommended. */
            phone?: string;
            /** @description Federal EIN, `NN-NNNNNNN`. */
            taxId?: string;
            legalType: components["schemas"]["LegalType"];
            industry?: components["schemas"]["Industry"];
            address: components["schemas"]["Address"];
            /** @description Partner keys only; one of the partner's corporations. */
            corporationId?: string;
        };
        /** @description Body of `PATCH /companies/{companyId}`. Only the fields sent change; `address` is replaced as a whole. */
        CompanyUpdate: {
            /** @description Registered legal name. */
            legalName?: string;
            /** @description Name the company does business as (DBA). */
            tradeName?: string;
            /** Format: email */
            email?: string;
            /** @description Phone number, E.164 recommended. */
            phone?: string;
            /**
             * @description IANA time zone of the company's timekeeping (e.g. `America/Los_Angeles`): workdays start at its
             *     midnight and workweeks on `workweekStartDay` (timecard hours and overtime, `createPayroll`
             *     `timecardHours`). Absent: not set.
             * @example America/Los_Angeles
             */
            timeZone?: string;
            /**
             * @description First day of the company's fixed workweek for overtime (FLSA). Default `Monday`.
             * @example Monday
             * @enum {string}
             */
            workweekStartDay?: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            /** @description Federal EIN, `NN-NNNNNNN`. */
            taxId?: string;
            legalType?: components["schemas"]["LegalType"];
            industry?: components["schemas"]["Industry"];
            address?: components["schemas"]["Address"];
            /**
             * Format: uri
             * @description Company website.
             */
            website?: string;
        };
        /** @description A company (employer) under a partner and at most one corporation. */
        Company: {
            readonly id: string;
            /** @description Registered legal name. */
            legalName: string;
            /** @description Name the company does business as (DBA). */
            tradeName?: string;
            /** Format: email */
            email: string;
            phone?: string;
            /**
             * Format: uri
             * @description Company website, set with `PATCH`.
             */
            website?: string;
            /** @description Federal EIN as sent. */
            taxId?: string;
            /**
             * @description IANA time zone of the company's timekeeping (e.g. `America/Los_Angeles`): workdays start at its
             *     midnight and workweeks on `workweekStartDay` (timecard hours and overtime, `createPayroll`
             *     `timecardHours`). Absent: not set.
             * @example America/Los_Angeles
             */
            timeZone?: string;
            /**
             * @description First day of the company's fixed workweek for overtime (FLSA). `Monday` unless set.
             * @example Monday
             * @enum {string}
             */
            workweekStartDay?: "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";
            /** @description Six-digit code employees enter on time clocks to identify the company. */
            readonly timekeepingCode?: string;
            /** @description Why the company was deactivated; present only when `status` is `Deactivated`. */
            readonly deactivationReason?: string;
            /** @description Whether a signatory accepted the service agreements (`onboard/signatory_agreements`). */
            readonly acceptedTerms?: boolean;
            legalType: components["schemas"]["LegalType"];
            industry?: components["schemas"]["Industry"];
            status: components["schemas"]["CompanyStatus"];
            address: components["schemas"]["Address"];
            /** Format: date-time */
            readonly created: string;
            /**
             * Format: date-time
             * @description When the service agreements were accepted; absent until then.
             */
            readonly termsAcceptedAt?: string;
            payrollDetails: components["schemas"]["CompanyPayrollDetails"];
            merchantDetails: components["schemas"]["CompanyMerchantDetails"];
        };
        CompanyPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Company"][] | null;
        };
        /** @description The company's payroll state and settings (response only). */
        CompanyPayrollDetails: {
            /** @description `true` once `start_payroll` succeeded; payrolls can be approved only then. */
            activated: boolean;
            /** @description Whether the company may be onboarded for payroll (`true` while its status is `Active` and payroll is not terminated). */
            canBoardPayroll: boolean;
            /**
             * Format: date-time
             * @description When the first onboarding step was completed; absent before.
             */
            onboardingStartedAt?: string;
            /**
             * Format: date-time
             * @description When `onboardDetails.status` first became `Completed`; absent before.
             */
            onboardingCompletedAt?: string;
            /** @description Onboarding steps completed, in step order (same as `onboardDetails.completedSteps`). */
            completedItems: components["schemas"]["CompanyOnboardStep"][];
            /** @description Whether payroll service for the company has ended (set when the company is deactivated). */
            terminated: boolean;
            /** @description `false` while a payroll funding debit or a tax deposit of the company has failed and is not yet resolved. */
            inGoodStanding: boolean;
            /**
             * Format: date
             * @description Date from which the company runs payroll here; set by `onboard/employee_setup` or, failing that, by `start_payroll` (today).
             */
            startDate?: string;
            payFrequency?: components["schemas"]["PayFrequency"];
            processingPeriod: components["schemas"]["ProcessingPeriod"];
            employeeW2DeliveryMethod: components["schemas"]["DeliveryMethod"];
            contractor1099DeliveryMethod: components["schemas"]["DeliveryMethod"];
            onboardDetails: components["schemas"]["CompanyOnboardDetails"];
            implementationDetails: components["schemas"]["CompanyImplementationDetails"];
        };
        /**
         * @description A company onboarding step, one per `onboard/*` operation.
         *     Blocking (needed by `start_payroll`): `signatoryAgreements`,
         *     `connectBankAccount`, `taxSetup`, `filingAuthorization`.
         *     Not blocking: `employeeSetup`, `verificationDocuments`,
         *     `accountingIntegration`.
         * @example taxSetup
         * @enum {string}
         */
        CompanyOnboardStep: "signatoryAgreements" | "employeeSetup" | "connectBankAccount" | "taxSetup" | "filingAuthorization" | "verificationDocuments" | "accountingIntegration";
        /**
         * @description The company's onboarding, derived on every onboarding step.
         *     `remainingSteps` lists every step not yet completed;
         *     `blockingSteps` is the subset of them that blocks `start_payroll`.
         *     `status` is `Blocking` while `blockingSteps` is non-empty,
         *     `NeedsAttention` while only non-blocking steps remain, else
         *     `Completed`. Arrays are in step order.
         */
        CompanyOnboardDetails: {
            status: components["schemas"]["OnboardStatus"];
            /** @description Steps not yet completed that block `start_payroll`. */
            blockingSteps: components["schemas"]["CompanyOnboardStep"][];
            /** @description All steps not yet completed (blocking or not). */
            remainingSteps: components["schemas"]["CompanyOnboardStep"][];
            /** @description Steps completed. */
            completedSteps: components["schemas"]["CompanyOnboardStep"][];
        };
        /**
         * @description Implementation state. NotStarted -> InProgress (`start_implementation`) -> Cancelled (`cancel_implementation`, can be started again) or Completed (when `start_payroll` succeeds).
         * @example NotStarted
         * @enum {string}
         */
        CompanyImplementationStatus: "NotStarted" | "InProgress" | "Completed" | "Cancelled";
        /** @description The company's implementation (guided payroll setup project). */
        CompanyImplementationDetails: {
            status: components["schemas"]["CompanyImplementationStatus"];
            /**
             * Format: date-time
             * @description When the implementation was last started; absent while `NotStarted`.
             */
            startedAt?: string;
            /**
             * Format: date-time
             * @description When it was cancelled; present only while `Cancelled`.
             */
            cancelledAt?: string;
            /**
             * Format: date-time
             * @description When it was completed (payroll started); present only when `Completed`.
             */
            completedAt?: string;
        };
        /** @description The company's merchant (payment acceptance) profile (response only). No operation of this version changes it. */
        CompanyMerchantDetails: {
            /**
             * Format: uri
             * @description URL of the merchant's delivery policy.
             */
            deliveryPolicyUrl?: string;
            /**
             * Format: uri
             * @description URL of the merchant's return policy.
             */
            returnPolicyUrl?: string;
            /**
             * Format: uri
             * @description URL of the merchant's terms of service.
             */
            termsOfServiceUrl?: string;
            /** @description Whether the company can accept payments. */
            activated: boolean;
            /** @description Whether the company may be onboarded as a merchant. */
            canBoardMerchants: boolean;
            /**
             * Format: date-time
             * @description Absent while `onboardingStatus` is `NotStarted`.
             */
            onboardingStartedAt?: string;
            /**
             * Format: date-time
             * @description Present only when `onboardingStatus` is `Completed`.
             */
            onboardingCompletedAt?: string;
            onboardingStatus: components["schemas"]["MerchantOnboardingStatus"];
        };
        /** @description Body of `onboard/signatory_agreements`. */
        CompanyOnboardSignatoryAgreements: {
            /** @description A signatory of this company, who accepts the agreements. */
            signatoryId: string;
            /**
             * @description Must be `true`.
             * @constant
             */
            accepted: true;
        };
        /** @description Body of `onboard/employee_setup`. Settings not sent keep their values. */
        CompanyOnboardEmployeeSetup: {
            /**
             * @description Must be `true`; confirms that employees and contractors are (or will be) set up before the first payroll.
             * @constant
             */
            acknowledged: true;
            /**
             * Format: date
             * @description Date from which the company runs payroll here (`payrollDetails.startDate`).
             */
            startDate?: string;
            payFrequency?: components["schemas"]["PayFrequency"];
            processingPeriod?: components["schemas"]["ProcessingPeriod"];
            employeeW2DeliveryMethod?: components["schemas"]["DeliveryMethod"];
            contractor1099DeliveryMethod?: components["schemas"]["DeliveryMethod"];
        };
        /** @description Body of `onboard/connect_bank_account`. */
        CompanyOnboardBankAccount: {
            /** @description ABA routing number; its check digit must hold (3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10), otherwise `400 validation_failed` (field `body.routingNumber`, code `checksum`). */
            routingNumber: string;
            /** @description Full account number. Write-only; stored encrypted, never returned or logged. */
            accountNumber: string;
            /**
             * @description Account type.
             * @enum {string}
             */
            type: "Checking" | "Savings";
        };
        /** @description Body of `onboard/tax_setup`. */
        CompanyOnboardTaxSetup: {
            /**
             * @description Federal employment tax return the company files (quarterly Form 941 or annual Form 944).
             * @enum {string}
             */
            federalFilerType: "Form941" | "Form944";
            /**
             * @description IRS deposit schedule; sets the `dueDate` of the company's tax deposits.
             * @enum {string}
             */
            federalDepositSchedule: "Monthly" | "Semiweekly";
            /** @description State tax accounts, one entry per state. */
            stateTaxIds?: components["schemas"]["CompanyOnboardStateTaxId"][];
        };
        /** @description The company's tax accounts with one state. */
        CompanyOnboardStateTaxId: {
            /** @description Two-letter US state code. */
            state: string;
            /** @description State income tax withholding account number. */
            withholdingAccountNumber?: string;
            /** @description State unemployment insurance (SUI) account number. */
            unemploymentAccountNumber?: string;
            /**
             * Format: double
             * @description The company's SUI rate in percent (e.g. 3.4), as assigned by the
             *     state, charged on each employee's wages in the state up to the
             *     state's taxable wage base of the year.
             */
            unemploymentRate?: number;
            /**
             * Format: date
             * @description First payday the `unemploymentRate` applies to (default: January
             *     1 of the current year). Only with `unemploymentRate`.
             */
            unemploymentRateEffectiveDate?: string;
        };
        /** @description Body of `onboard/filing_authorization`. */
        CompanyOnboardFilingAuthorization: {
            /** @description A signatory of this company, who signs the authorization. */
            signatoryId: string;
            /**
             * @description Must be `true`.
             * @constant
             */
            authorized: true;
        };
        /** @description Body of `onboard/verification_documents`. */
        CompanyOnboardVerificationDocument: {
            /**
             * @description What the document is.
             * @enum {string}
             */
            kind: "EinConfirmationLetter" | "VoidedCheck" | "BankStatement" | "ArticlesOfIncorporation" | "BusinessLicense" | "SignatoryPhotoId";
            fileName: string;
            /**
             * @description Media type of the decoded content.
             * @enum {string}
             */
            contentType: "application/pdf" | "image/png" | "image/jpeg";
            /** @description The file, base64-encoded (the whole JSON body is at most 1 MiB). */
            base64Content: string;
        };
        /** @description Body of `onboard/accounting_integration`. */
        CompanyOnboardAccountingIntegration: {
            /**
             * @description Accounting system that receives the payroll journal entries.
             * @enum {string}
             */
            provider: "QuickBooksOnline" | "Xero" | "NetSuite" | "SageIntacct";
        };
        /** @description A short-lived URL of a hosted page for one onboarding step. */
        CompanyOnboardEmbed: {
            step: components["schemas"]["CompanyOnboardStep"];
            /**
             * Format: uri
             * @description URL of the hosted page; single use. Always on the service's `PUBLIC_BASE_URL`.
             */
            url: string;
            /**
             * Format: date-time
             * @description When the URL stops working (15 minutes after issue).
             */
            expiresAt: string;
        };
        /** @description Result of a company onboarding step, with the company's onboarding summary after it. */
        OnboardStepResult: {
            companyId: string;
            step: components["schemas"]["CompanyOnboardStep"];
            /**
             * @description State of the step; a step that answers 200 is `Completed`.
             * @enum {string}
             */
            status: "Completed";
            /**
             * Format: date-time
             * @description When the step was (last) completed.
             */
            completedAt: string;
            onboardStatus: components["schemas"]["OnboardStatus"];
            /** @description Steps still blocking `start_payroll`. */
            blockingSteps: components["schemas"]["CompanyOnboardStep"][];
            /** @description All steps not yet completed (blocking or not). */
            remainingSteps: components["schemas"]["CompanyOnboardStep"][];
        };
        /** @description Body of `POST /companies/{companyId}/signatories`. */
        SignatoryCreate: {
            firstName: string;
            lastName: string;
            /** @description Job title, for example `Chief Executive Officer`. */
            title: string;
            /** Format: email */
            email: string;
        };
        /** @description A person authorized to sign agreements and tax authorizations for the company. */
        Signatory: {
            readonly id: string;
            readonly companyId: string;
            firstName: string;
            lastName: string;
            /** @description Job title. */
            title: string;
            /** Format: email */
            email: string;
        };
        SignatoryPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Signatory"][] | null;
        };
        /**
         * @description Tax deposit state. Pending (due) -> Paid, or Failed when the debit fails.
         * @example Pending
         * @enum {string}
         */
        TaxDepositStatus: "Pending" | "Paid" | "Failed";
        /**
         * @description Tax a deposit pays; employee and employer shares are deposited
         *     together. FederalUnemployment is FUTA. State deposits: StateIncomeTax
         *     (withheld state income tax), StateProgram (an employee-paid state
         *     program), StateUnemployment (employer SUI), StateEmployerProgram
         *     (another employer state contribution); their `jurisdiction` is the
         *     state and `code` the tax's code. New values may be added in 1.x.
         * @example FederalIncomeTax
         * @enum {string}
         */
        TaxDepositTax: "FederalIncomeTax" | "SocialSecurity" | "Medicare" | "AdditionalMedicare" | "FederalUnemployment" | "StateIncomeTax" | "StateProgram" | "StateUnemployment" | "StateEmployerProgram";
        /**
         * @description A tax deposit created by an approved payroll: one per federal tax,
         *     and one per state tax code (per agency), each with its due date.
         *     State due dates are the earliest schedule the state could assign
         *     the company (never late). New York's disability (`ny_sdi`) and
         *     paid family leave (`ny_pfl`) contributions are not deposits: they
         *     go toward the employer's insurance premium with its carrier.
         */
        TaxDeposit: {
            readonly id: string;
            readonly companyId: string;
            /** @description The payroll whose taxes this deposit pays. */
            payrollId: string;
            tax: components["schemas"]["TaxDepositTax"];
            /** @description `US` (the IRS), or the state whose agency the deposit is paid to. */
            jurisdiction?: string;
            /** @description The tax's code, as PayrollItemTax `code` (`us_fit`, `ca_sdi`, `tx_sui_er`, ...). */
            code?: string;
            /** @description The agency the deposit is paid to (e.g. "Internal Revenue Service", "California Employment Development Department"). */
            agency?: string;
            /**
             * Format: double
             * @description Credit of voided taxes of the same code (`voidPayroll`,
             *     `voidPayrollItem`) taken off this deposit: `amount` is the
             *     payroll's liability for the tax less this credit.
             */
            creditApplied?: number;
            /**
             * Format: double
             * @description Amount to deposit, in dollars.
             */
            amount: number;
            /**
             * Format: date
             * @description Date the deposit is due at its agency: federal taxes per the
             *     company's federal deposit schedule; state taxes per the state's
             *     schedule as described in the service's documentation (where a
             *     state's schedule is not built, the payday, which is never late).
             */
            dueDate: string;
            status: components["schemas"]["TaxDepositStatus"];
        };
        TaxDepositPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["TaxDeposit"][] | null;
        };
        /** @description One line of a payroll item (getPayrollJournalReport). */
        PayrollJournalRow: {
            payrollId: string;
            /** Format: date */
            payday: string;
            /** @enum {string} */
            workerType: "Employee" | "Contractor";
            workerId: string;
            /** @description First and last name; a business contractor's business name. */
            workerName: string;
            /** @description Absent when the line has no workplace. */
            workplaceId?: string;
            /** @enum {string} */
            lineKind: "Earning" | "Reimbursement" | "Tax" | "Benefit" | "Deduction";
            /** @description Earning: the earning type (`Regular`, `Overtime`, ..., `EarningCode`; `ContractorPayment` for a contractor's compensation). Reimbursement: `Reimbursement`. Tax: the PayrollItemTax name. Benefit: the benefit type. Deduction: `ChildSupport` or `Miscellaneous`. */
            type: string;
            /** @description Tax lines only. */
            jurisdiction?: string;
            /** @description Tax lines only (as PayrollItemTax `code`). */
            code?: string;
            description: string;
            /**
             * @description Who the amount is of. Taxes and benefits by payer; every other line `Employee` (for contractor lines too, the worker's side).
             * @enum {string}
             */
            side: "Employee" | "Company";
            /** Format: double */
            amount: number;
        };
        PayrollJournalPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["PayrollJournalRow"][];
        };
        /** @description The liability of one tax code in one month (getTaxLiabilitiesReport). */
        TaxLiabilityRow: {
            /** @description The calendar month of the paydays (`2026-01`). */
            period: string;
            jurisdiction: string;
            code: string;
            /** Format: double */
            liability: number;
            /** Format: double */
            deposited: number;
            /** Format: double */
            creditApplied: number;
            /** Format: double */
            outstanding: number;
            taxDepositIds: string[];
        };
        TaxLiabilityPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["TaxLiabilityRow"][];
        };
        /** @description One part of a payroll's cash requirement (getCashRequirementReport). */
        CashRequirementRow: {
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** @enum {string} */
            funding: "EmployeeNetPay" | "ContractorNetPay" | "EmployeeTaxes" | "CompanyTaxes";
            /**
             * Format: int32
             * @description How many items the amount sums.
             */
            items: number;
            /** Format: double */
            amount: number;
            /** @description False for the net pay of Manual items only. */
            inCashRequirement: boolean;
        };
        CashRequirementPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["CashRequirementRow"][];
        };
        /** @description The figures of Forms 941, 940 and W-2 of one employee, or of the company (no `employeeId`), for a period (getTaxSummaryReport). */
        TaxSummaryRow: {
            /** @description Absent on the company row. */
            employeeId?: string;
            /** @description First and last name; absent on the company row. */
            employeeName?: string;
            /**
             * Format: double
             * @description Gross pay (940 line 3).
             */
            grossPay: number;
            /**
             * Format: double
             * @description W-2 box 1, 941 line 2.
             */
            federalIncomeTaxWages: number;
            /**
             * Format: double
             * @description W-2 box 2, 941 line 3.
             */
            federalIncomeTax: number;
            /**
             * Format: double
             * @description W-2 box 3, 941 line 5a.
             */
            socialSecurityWages: number;
            /**
             * Format: double
             * @description W-2 box 4.
             */
            socialSecurityEmployee: number;
            /** Format: double */
            socialSecurityCompany: number;
            /**
             * Format: double
             * @description W-2 box 5, 941 line 5c.
             */
            medicareWages: number;
            /**
             * Format: double
             * @description W-2 box 6 with additionalMedicareEmployee.
             */
            medicareEmployee: number;
            /** Format: double */
            medicareCompany: number;
            /**
             * Format: double
             * @description 941 line 5d.
             */
            additionalMedicareWages: number;
            /** Format: double */
            additionalMedicareEmployee: number;
            /**
             * Format: double
             * @description Wages subject to FUTA before its wage base (940 line 3 - line 4).
             */
            futaSubjectWages: number;
            /**
             * Format: double
             * @description Taxable FUTA wages (940 line 7).
             */
            futaWages: number;
            /** Format: double */
            futaCompany: number;
        };
        TaxSummaryPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["TaxSummaryRow"][];
        };
        /** @description A payment to a contractor, or a contractor's total (getContractorPaymentsReport). */
        ContractorPaymentRow: {
            /** @enum {string} */
            rowType: "Payment" | "ContractorTotal";
            contractorId: string;
            /** @description A business contractor's business name, otherwise first and last name. */
            contractorName: string;
            /** @description Payment rows only. */
            payrollId?: string;
            /**
             * Format: date
             * @description Payment rows only.
             */
            payday?: string;
            paymentMethod?: components["schemas"]["PaymentMethod"];
            /**
             * Format: double
             * @description Form 1099-NEC box 1 (the item's gross pay).
             */
            compensation: number;
            /** Format: double */
            reimbursement: number;
            /** Format: double */
            netPay: number;
        };
        ContractorPaymentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["ContractorPaymentRow"][];
        };
        /** @description A corporation of a partner, grouping some of its companies. */
        Corporation: {
            readonly id: string;
            /** @description The partner the corporation belongs to. */
            partnerId: string;
            name: string;
            /** @description Ids of the corporation's companies, in creation order. */
            companyIds: string[];
        };
        /** @description Body of createWorkplace. */
        WorkplaceCreate: {
            /** @description Name of the workplace, unique enough for people to recognize it. */
            name: string;
            address: components["schemas"]["WorkplaceAddress"];
            /**
             * @description Whether the workplace is in use. Defaults to `true`.
             * @default true
             */
            active?: boolean;
        };
        /** @description Body of updateWorkplace. Only the fields sent change. */
        WorkplaceUpdate: {
            /** @description Name of the workplace. */
            name?: string;
            address?: components["schemas"]["WorkplaceAddress"];
            /** @description `false` retires the workplace. */
            active?: boolean;
        };
        /** @description A work location of a company. */
        Workplace: {
            /** @description Workplace id (`wp_...`). */
            readonly id: string;
            /** @description Company the workplace belongs to. */
            readonly companyId: string;
            /** @description Name of the workplace. */
            name: string;
            address: components["schemas"]["Address"];
            /** @description Whether the workplace is in use. */
            active: boolean;
        };
        WorkplacePage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Workplace"][] | null;
        };
        /** @description Body of createDepartment. */
        DepartmentCreate: {
            /** @description Name of the department. */
            name: string;
            /** @description Parent department, a department of the same company. Absent for a top-level department. */
            parentId?: string;
            /**
             * @description Whether the department is in use. Defaults to `true`.
             * @default true
             */
            active?: boolean;
        };
        /** @description Body of updateDepartment. Only the fields sent change. */
        DepartmentUpdate: {
            /** @description Name of the department. */
            name?: string;
            /** @description New parent department of the same company, not the department itself nor one of its descendants; `null` makes the department top-level. */
            parentId?: string | null;
            /** @description `false` retires the department. */
            active?: boolean;
        };
        /** @description A department of a company, optionally nested under a parent department. */
        Department: {
            /** @description Department id (`dep_...`). */
            readonly id: string;
            /** @description Company the department belongs to. */
            readonly companyId: string;
            /** @description Name of the department. */
            name: string;
            /** @description Parent department; absent for a top-level department. */
            parentId?: string;
            /** @description Whether the department is in use. */
            active: boolean;
        };
        DepartmentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Department"][] | null;
        };
        /**
         * @description Kind of earning, after Check's earning types. An earning code's type
         *     decides how the amounts paid under it in a payroll payment's
         *     `earningCodeEarnings` are treated. Each entry's amount is
         *     `valueOverride` when sent, else `value`, and is added to gross as
         *     given; the type sets its multiplier class and taxability:
         *
         *     | Type | Multiplier of the hours it pays | Treatment |
         *     |---|---|---|
         *     | Regular, PaidHoliday, Sick, Pto | 1.0 | taxable wages, paid in cash |
         *     | Overtime | 1.5 | taxable wages, paid in cash |
         *     | DoubleOvertime | 2.0 | taxable wages, paid in cash |
         *     | NonHourlyRegular, Bonus, Commission, PaycheckTips, Severance | (amount) | taxable wages, paid in cash |
         *     | CashTips, GroupTermLife, OtherImputed | (amount) | taxable wages, not paid in cash: subtracted again from net |
         *     | Reimbursement | (amount) | not taxable wages; added to net |
         *
         *     For the hourly types the caller computes the amount as hours x rate
         *     x the multiplier above (the same multipliers the service applies to
         *     `regularHours`, `overtimeHours`, `doubleOvertimeHours`, ...).
         * @example Bonus
         * @enum {string}
         */
        EarningCodeType: "Regular" | "Overtime" | "DoubleOvertime" | "PaidHoliday" | "Sick" | "Pto" | "Bonus" | "Commission" | "CashTips" | "PaycheckTips" | "Severance" | "GroupTermLife" | "OtherImputed" | "NonHourlyRegular" | "Reimbursement";
        /** @description Body of createEarningCode. */
        EarningCodeCreate: {
            /** @description Name shown on paystubs. */
            name: string;
            type: components["schemas"]["EarningCodeType"];
            /**
             * @description Whether the code can be used. Defaults to `true`.
             * @default true
             */
            active?: boolean;
        };
        /** @description Body of updateEarningCode. Only the fields sent change; the type is fixed at creation. */
        EarningCodeUpdate: {
            /** @description Name shown on paystubs. */
            name?: string;
            /** @description `false` retires the code. */
            active?: boolean;
        };
        /** @description A company-defined earning code, used in payroll payments' `earningCodeEarnings`. */
        EarningCode: {
            /** @description Earning code id (`ec_...`). */
            readonly id: string;
            /** @description Company the earning code belongs to. */
            readonly companyId: string;
            /** @description Name shown on paystubs. */
            name: string;
            type: components["schemas"]["EarningCodeType"];
            /** @description Whether the code can be used. */
            active: boolean;
        };
        EarningCodePage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["EarningCode"][] | null;
        };
        /** @description Body of createPaymentSchedule. */
        PaymentScheduleCreate: {
            /** @description Name of the schedule. */
            name: string;
            payFrequency: components["schemas"]["PayFrequency"];
            /**
             * Format: date
             * @description First scheduled payday; later paydays step from it by the frequency.
             */
            firstPayday: string;
            /**
             * Format: date
             * @description `Semimonthly` only, and required there: the second payday of the first month, after `firstPayday` in the same calendar month.
             */
            secondPayday?: string;
            /**
             * Format: date
             * @description Last day of the pay period paid on `firstPayday`; on or before `firstPayday`.
             */
            firstPeriodEnd: string;
            /**
             * @description Whether the schedule is in use. Defaults to `true`.
             * @default true
             */
            active?: boolean;
        };
        /** @description Body of updatePaymentSchedule. Only the fields sent change; the result must satisfy the create rules. */
        PaymentScheduleUpdate: {
            /** @description Name of the schedule. */
            name?: string;
            payFrequency?: components["schemas"]["PayFrequency"];
            /**
             * Format: date
             * @description First scheduled payday.
             */
            firstPayday?: string;
            /**
             * Format: date
             * @description `Semimonthly` only: the second payday of the first month.
             */
            secondPayday?: string;
            /**
             * Format: date
             * @description Last day of the pay period paid on `firstPayday`.
             */
            firstPeriodEnd?: string;
            /** @description `false` retires the schedule. */
            active?: boolean;
        };
        /**
         * @description A pay schedule of a company. It generates scheduled paydays:
         *     - `Weekly`, `Biweekly`: every 7 or 14 days from `firstPayday`.
         *     - `Semimonthly`: each month on the day of month of `firstPayday` and
         *       on that of `secondPayday` (the month's last day when the month is
         *       shorter), from `firstPayday` on.
         *     - `Monthly`, `Quarterly`, `Annually`: every 1, 3 or 12 months on the
         *       day of month of `firstPayday` (the month's last day when the month
         *       is shorter).
         *
         *     Each pay period ends `firstPayday - firstPeriodEnd` days before its
         *     scheduled payday and starts the day after the previous period's end.
         *     A scheduled payday on a weekend or US Federal Reserve holiday is paid
         *     on the previous business day; approval deadlines count back from
         *     that day (see `listPaydays`).
         */
        PaymentSchedule: {
            /** @description Payment schedule id (`ps_...`). */
            readonly id: string;
            /** @description Company the schedule belongs to. */
            readonly companyId: string;
            /** @description Name of the schedule. */
            name: string;
            payFrequency: components["schemas"]["PayFrequency"];
            /**
             * Format: date
             * @description First scheduled payday.
             */
            firstPayday: string;
            /**
             * Format: date
             * @description `Semimonthly` only: the second payday of the first month. Absent for the other frequencies.
             */
            secondPayday?: string;
            /**
             * Format: date
             * @description Last day of the pay period paid on `firstPayday`.
             */
            firstPeriodEnd: string;
            /** @description Whether the schedule is in use. */
            active: boolean;
        };
        PaymentSchedulePage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["PaymentSchedule"][] | null;
        };
        /** @description One payday generated by a payment schedule, with its pay period and approval deadline. */
        Payday: {
            /**
             * Format: date
             * @description Day the workers are paid; a business day (moved back from a weekend or holiday when needed).
             */
            payday: string;
            /**
             * Format: date
             * @description First day of the pay period.
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day of the pay period.
             */
            periodEnd: string;
            /**
             * Format: date
             * @description Approval deadline of a payroll paid on this payday, `payday` minus 4, 3, 2 or 1 business days for the company's processing period.
             */
            deadline: string;
            /** @description `true` when the scheduled payday fell on a weekend or Federal Reserve holiday and `payday` was moved to the previous business day. */
            impactedByWeekendOrHoliday: boolean;
        };
        PaydayPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Payday"][] | null;
        };
        /** @description Fields shared by every kind of document. The PDF itself is served by the kind's `/download` operation. */
        Document: {
            /** @description Document id (`doc_...`). */
            readonly id: string;
            /** @description Company the document belongs to. */
            readonly companyId: string;
            /** @description Employee tax documents only; the employee the document is for. */
            readonly employeeId?: string;
            /** @description Contractor tax documents only; the contractor the document is for. */
            readonly contractorId?: string;
            /** @description What the document is; each kind has its own set of values. */
            readonly category: string;
            /** @description Human title of the document. */
            readonly label: string;
            /**
             * Format: int32
             * @description Calendar (tax) year the document covers.
             */
            readonly year: number;
            /**
             * Format: int32
             * @description Calendar quarter the document covers; absent for yearly and undated documents.
             */
            readonly quarter?: number;
            /**
             * Format: date-time
             * @description When the service produced the document.
             */
            readonly createdAt: string;
        };
        /**
         * @description Categories of company authorization documents: IRS Form 8655 (reporting agent authorization), IRS Form 8821 (tax information authorization), the signatory agreement, the ACH debit authorization, state power-of-attorney forms.
         * @example FilingAuthorization8655
         * @enum {string}
         */
        CompanyAuthorizationDocumentCategory: "FilingAuthorization8655" | "TaxInformationAuthorization8821" | "SignatoryAgreement" | "AchDebitAuthorization" | "StatePowerOfAttorney";
        /**
         * @description Categories of company tax documents: IRS Forms 941 (quarterly), 940 and 944 (annual), W-3 and 1096 (annual transmittals), state quarterly and annual returns.
         * @example 941
         * @enum {string}
         */
        CompanyTaxDocumentCategory: "941" | "940" | "944" | "W3" | "1096" | "StateQuarterly" | "StateAnnual";
        /**
         * @description Categories of employee tax documents: Form W-2 and its correction W-2c.
         * @example W2
         * @enum {string}
         */
        EmployeeTaxDocumentCategory: "W2" | "W2c";
        /**
         * @description Categories of contractor tax documents: Forms 1099-NEC and 1099-MISC.
         * @example 1099Nec
         * @enum {string}
         */
        ContractorTaxDocumentCategory: "1099Nec" | "1099Misc";
        /** @description An authorization document the company signed during onboarding. */
        CompanyAuthorizationDocument: components["schemas"]["Document"] & {
            category?: components["schemas"]["CompanyAuthorizationDocumentCategory"];
        };
        /** @description A tax filing of the company. */
        CompanyTaxDocument: components["schemas"]["Document"] & {
            category?: components["schemas"]["CompanyTaxDocumentCategory"];
        };
        /** @description A tax form of one employee. */
        EmployeeTaxDocument: components["schemas"]["Document"] & {
            category?: components["schemas"]["EmployeeTaxDocumentCategory"];
        };
        /** @description A tax form of one contractor. */
        ContractorTaxDocument: components["schemas"]["Document"] & {
            category?: components["schemas"]["ContractorTaxDocumentCategory"];
        };
        CompanyAuthorizationDocumentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["CompanyAuthorizationDocument"][] | null;
        };
        CompanyTaxDocumentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["CompanyTaxDocument"][] | null;
        };
        EmployeeTaxDocumentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["EmployeeTaxDocument"][] | null;
        };
        ContractorTaxDocumentPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["ContractorTaxDocument"][] | null;
        };
        /** @description Pay rate of an employee. Sent and returned as a whole. */
        EmployeeWage: {
            /**
             * Format: double
             * @description Pay rate per `period` (dollars per hour, or per year).
             */
            rate: number;
            period: components["schemas"]["WagePeriod"];
            flsaOvertimeExemptionStatus?: components["schemas"]["FlsaOvertimeExemption"];
            supplementalTaxMethod?: components["schemas"]["SupplementalTaxMethod"];
            /**
             * Format: double
             * @description Hours per week of a full-time schedule (default 40).
             */
            fullTimeHours?: number;
        };
        /** @description Body of `createEmployee`. */
        EmployeeCreate: {
            firstName: string;
            middleName?: string;
            lastName: string;
            /** Format: email */
            email?: string;
            /** @description Social security number, `NNN-NN-NNNN` or 9 digits. Stored encrypted, never returned (see `ssnLastFour`). */
            ssn?: string;
            /**
             * @description Inactive employees cannot clock in or be paid.
             * @default true
             */
            active?: boolean;
            /** @description The employee's main workplace; must be one of `workplaces`. */
            primaryWorkplaceId?: string;
            /** @description Ids of the company workplaces the employee works at. */
            workplaces?: string[];
            /** @description Id of a department of the company. */
            departmentId?: string;
            /** Format: date */
            dateOfBirth?: string;
            /**
             * Format: date
             * @description First day of employment.
             */
            startDate: string;
            /**
             * Format: date
             * @description Last day of employment; not before `startDate`.
             */
            terminationDate?: string;
            /** @description How the employee is paid by default (default Manual). DirectDeposit needs an Active bank account. */
            defaultPaymentMethod?: components["schemas"]["PaymentMethod"];
            /**
             * @description Whether the employee consents to receive Form W-2 electronically.
             * @default false
             */
            formW2ElectronicConsent?: boolean;
            /** @description Home address; its `state` is the employee's residence state. */
            residence?: components["schemas"]["Address"];
            wage?: components["schemas"]["EmployeeWage"];
        };
        /** @description Body of `updateEmployee`. Only the fields sent change; `workplaces`, `residence` and `wage` are replaced as a whole. */
        EmployeeUpdate: {
            firstName?: string;
            middleName?: string;
            lastName?: string;
            /** Format: email */
            email?: string;
            /** @description New social security number; validated again. Stored encrypted, never returned. */
            ssn?: string;
            active?: boolean;
            /** @description Must be one of the resulting `workplaces`. */
            primaryWorkplaceId?: string;
            /** @description Replaces the employee's workplaces. */
            workplaces?: string[];
            /** @description Id of a department of the company; `null` removes the employee from its department. */
            departmentId?: string | null;
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date */
            startDate?: string;
            /**
             * Format: date
             * @description Last day of employment; `null` clears it (rehire).
             */
            terminationDate?: string | null;
            defaultPaymentMethod?: components["schemas"]["PaymentMethod"];
            formW2ElectronicConsent?: boolean;
            residence?: components["schemas"]["Address"];
            wage?: components["schemas"]["EmployeeWage"];
        };
        /** @description An employee of a company. The full SSN is never returned. */
        Employee: {
            readonly id: string;
            readonly companyId: string;
            /** @description Short code assigned by the service, unique within the company (`E0001`, `E0002`, ...), for timekeeping and reports. */
            readonly code: string;
            firstName: string;
            middleName?: string;
            lastName: string;
            /** Format: email */
            email?: string;
            /** @description Last four digits of the SSN; absent while no SSN is on file. */
            readonly ssnLastFour?: string;
            readonly ssnValidationStatus: components["schemas"]["SsnValidationStatus"];
            active: boolean;
            formW2ElectronicConsent: boolean;
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            terminationDate?: string;
            defaultPaymentMethod: components["schemas"]["PaymentMethod"];
            /** @description Id of the default net pay split; absent while there is none (direct-deposit net pay then goes wholly to the most recently added Active bank account). */
            readonly defaultNetPaySplit?: string;
            /** @description Ids of the employee's bank accounts (Active and Disabled). */
            readonly bankAccounts: string[];
            /** @description The employee's main workplace, one of `workplaces`. */
            primaryWorkplaceId?: string;
            /** @description The workplaces the employee works at. */
            workplaces: components["schemas"]["WorkplaceRef"][];
            department?: components["schemas"]["DepartmentRef"];
            residence?: components["schemas"]["Address"];
            wage?: components["schemas"]["EmployeeWage"];
            readonly onboard: components["schemas"]["EmployeeOnboard"];
        };
        EmployeePage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Employee"][] | null;
        };
        /**
         * @description An employee onboarding step. `workplaces` and `paymentMethod` block payroll; `ssn`, `withholdings` and `employeeDetails` only need attention.
         * @enum {string}
         */
        EmployeeOnboardStep: "ssn" | "paymentMethod" | "withholdings" | "workplaces" | "employeeDetails";
        /**
         * @description Onboarding state of an employee, derived by the service on every
         *     write to the employee or its bank accounts, net pay splits, forms
         *     and company-defined attributes. Each per-step array lists what is
         *     missing for that step (empty when the step is complete):
         *     - `ssn`: `ssn` (no SSN on file) or `ssnValidation` (the SSN is Invalid).
         *     - `paymentMethod`: `bankAccount` (DirectDeposit without an Active bank account). Manual needs nothing.
         *     - `withholdings`: `federalW4` (no federal W-4 on file; Single with no adjustments is withheld meanwhile).
         *     - `workplaces`: `workplaces` (none assigned), `primaryWorkplaceId` (none set).
         *     - `employeeDetails`: `dateOfBirth`, `residence` (no residence address with street1, city, state and zipcode).
         *     - `companyDefinedAttributes`: names of required company-defined attributes without a value (informational; not a step).
         *
         *     `remainingSteps` lists every step with a non-empty array;
         *     `blockingSteps` lists those of them that block payroll
         *     (`workplaces`, `paymentMethod`). `status` is Blocking while
         *     `blockingSteps` is non-empty, NeedsAttention while only other steps
         *     remain, else Completed. An employee that is Blocking cannot be
         *     approved on a payroll (`422 payroll_blocked`).
         */
        EmployeeOnboard: {
            status: components["schemas"]["OnboardStatus"];
            /** @description Incomplete steps that block payroll. */
            blockingSteps: components["schemas"]["EmployeeOnboardStep"][];
            /** @description All incomplete steps, blocking ones included. */
            remainingSteps: components["schemas"]["EmployeeOnboardStep"][];
            /** @description Missing items of the `ssn` step. */
            ssn: ("ssn" | "ssnValidation")[];
            /** @description Missing items of the `paymentMethod` step. */
            paymentMethod: "bankAccount"[];
            /** @description Missing items of the `workplaces` step. */
            workplaces: ("workplaces" | "primaryWorkplaceId")[];
            /** @description Missing items of the `employeeDetails` step. */
            employeeDetails: ("dateOfBirth" | "residence")[];
            /** @description Missing items of the `withholdings` step. */
            withholdings: "federalW4"[];
            /** @description Names of required company-defined attributes without a value. */
            companyDefinedAttributes: string[];
        };
        /** @description Reference to a workplace, with its name. */
        WorkplaceRef: {
            /** @description Workplace id. */
            id: string;
            /** @description Workplace name. */
            name: string;
        };
        /** @description Reference to a department, with its name. */
        DepartmentRef: {
            /** @description Department id. */
            id: string;
            /** @description Department name. */
            name: string;
        };
        /** @description Body of `onboardEmployeeSsn`. */
        EmployeeSsnSetup: {
            /** @description Social security number, `NNN-NN-NNNN` or 9 digits. Stored encrypted, never returned. */
            ssn: string;
        };
        /** @description Federal Form W-4 (2020 or later) values; body of `onboardEmployeeWithholdings`. Equivalent to submitting the W-4 form (`submitEmployeeForm`) with these names as `values` plus `signature` and `signedAt`. */
        EmployeeWithholdingsSetup: {
            /**
             * @description Step 1(c) filing status. MarriedFilingJointly subtracts $12,900 a year before the table (Step 2 box unchecked), the others $8,600.
             * @enum {string}
             */
            filingStatus: "Single" | "MarriedFilingJointly" | "HeadOfHousehold";
            /**
             * @description Step 2(c) box (multiple jobs or spouse works); checked uses the Step 2 tables and no standard subtraction.
             * @default false
             */
            multipleJobs?: boolean;
            /**
             * Format: double
             * @description Step 3 total credits per year; divided by pay periods per year and subtracted from each period's withholding.
             * @default 0
             */
            dependentsAmount?: number;
            /**
             * Format: double
             * @description Step 4(a) other income per year, added to annualized wages.
             * @default 0
             */
            otherIncome?: number;
            /**
             * Format: double
             * @description Step 4(b) deductions per year, subtracted from annualized wages.
             * @default 0
             */
            deductions?: number;
            /**
             * Format: double
             * @description Step 4(c) extra withholding per pay period.
             * @default 0
             */
            extraWithholding?: number;
            /** @description Step 5, the employee's full legal name as electronic signature. */
            signature: string;
            /**
             * Format: date-time
             * @description Step 5, when the employee signed; defaults to the time of the request.
             */
            signedAt?: string;
        };
        /**
         * @description A worker's pay statement for one approved payroll (identified by
         *     `payrollId`): the period's earnings, employee taxes withheld,
         *     benefit contributions, post-tax deductions and reimbursements, each
         *     line with its year-to-date amount (calendar year of the payday, this
         *     employer), and the totals. Employee paystubs carry `employeeId`,
         *     contractor paystubs `contractorId` (contractors have no taxes,
         *     benefits or deductions). Taxes are federal and state; local taxes
         *     are not computed.
         */
        Paystub: {
            /** @description The payroll this paystub belongs to; identifies the paystub together with the worker. */
            payrollId: string;
            companyId: string;
            /** @description The employee (employee paystubs only). */
            employeeId?: string;
            /** @description The contractor (contractor paystubs only). */
            contractorId?: string;
            /** Format: date */
            payday: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** @description Present (true) when the payment was voided (`voidPayrollItem`, `voidPayroll`); its amounts then count toward no later year to date. */
            isVoid?: boolean;
            /** @description Present when `isVoid`; the reason given. */
            voidReason?: string;
            /** @description Earnings lines (hourly pay, salary, overtime, bonus, imputed income, earning codes...). */
            earnings: components["schemas"]["PaystubLine"][];
            /** @description Employee taxes withheld: FederalIncomeTax, SocialSecurity, Medicare, AdditionalMedicare, then state taxes (StateIncomeTax, StateProgram), each with its jurisdiction and code. */
            taxes: components["schemas"]["PaystubLine"][];
            /** @description Employee benefit contributions, `type` being the BenefitType. */
            benefits: components["schemas"]["PaystubLine"][];
            /** @description Post-tax deductions: ChildSupport, Miscellaneous. */
            deductions: components["schemas"]["PaystubLine"][];
            /** @description Reimbursements (not taxable, added to net pay). */
            reimbursements: components["schemas"]["PaystubLine"][];
            /** @description Totals of the paystub, each for the period and year to date. */
            totals: {
                gross: components["schemas"]["PaystubAmount"];
                employeeTaxes: components["schemas"]["PaystubAmount"];
                benefits: components["schemas"]["PaystubAmount"];
                deductions: components["schemas"]["PaystubAmount"];
                reimbursements: components["schemas"]["PaystubAmount"];
                net: components["schemas"]["PaystubAmount"];
            };
        };
        /** @description One line of a paystub (earning, tax, benefit, deduction or reimbursement) with the period's and the year-to-date amount. */
        PaystubLine: {
            /** @description Machine name of the line: for earnings Regular, Overtime, DoubleOvertime, PaidHoliday, Sick, Pto, Salary, NonHourlyRegular, Bonus, Commission, CashTips, PaycheckTips, Severance, GroupTermLife, OtherImputed, ShareholderBenefits, ShareholderHsa, EarningCode, ContractorPayment; for taxes FederalIncomeTax, SocialSecurity, Medicare, AdditionalMedicare, StateIncomeTax, StateProgram; for benefits the BenefitType; for deductions ChildSupport, Miscellaneous; Reimbursement. */
            type: string;
            /** @description Tax lines only; as PayrollItemTax `jurisdiction`. */
            jurisdiction?: string;
            /** @description Tax lines only; as PayrollItemTax `code`. */
            code?: string;
            /** @description Human label of the line (earning code name, benefit or deduction description...). */
            description: string;
            /**
             * Format: double
             * @description Hours of an hourly earning line.
             */
            hours?: number;
            /**
             * Format: double
             * @description Rate per hour of an hourly earning line, multiplier applied.
             */
            rate?: number;
            /**
             * Format: double
             * @description Amount of this payroll.
             */
            amount: number;
            /**
             * Format: double
             * @description Year-to-date amount including this payroll.
             */
            ytdAmount: number;
        };
        /** @description An amount for the period and year to date. */
        PaystubAmount: {
            /**
             * Format: double
             * @description Amount of this payroll.
             */
            current: number;
            /**
             * Format: double
             * @description Year-to-date amount including this payroll.
             */
            ytd: number;
        };
        PaystubPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Paystub"][] | null;
        };
        /** @description One field of a form. */
        FormField: {
            /** @description Machine name, the key in `FormSubmission.values`. */
            name: string;
            /** @description Human label as printed on the form. */
            label: string;
            /**
             * @description Kind of value: Text and Select are strings (Select one of `options`), Number a number, Boolean a boolean, Date a `YYYY-MM-DD` string.
             * @enum {string}
             */
            type: "Text" | "Number" | "Boolean" | "Date" | "Select";
            /** @description Whether a submission must give a value. */
            required: boolean;
            /** @description Value last submitted; absent before the first submission or when the field was left empty. */
            value?: string | number | boolean;
            /** @description Allowed values of a Select field. */
            options?: string[];
        };
        /** @description A tax or employment form of a worker (federal W-4 for employees, W-9 for contractors) with its fields and the values last submitted. */
        Form: {
            readonly id: string;
            /** @description Title of the form. */
            name: string;
            /** @description `Federal`, or the two-letter code of the state issuing the form. */
            jurisdiction: string;
            /** @description Revision of the form, usually its year (`2026`). */
            revision: string;
            fields: components["schemas"]["FormField"][];
        };
        FormPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Form"][] | null;
        };
        /** @description A signed submission of a form (employee or contractor); replaces the previous submission as a whole. `values` are checked against the form's fields (`422 form_invalid`). */
        FormSubmission: {
            /** @description Field name -> value (string, number or boolean as the field's `type` says). */
            values: {
                [key: string]: string | number | boolean;
            };
            /** @description The signer's full legal name, as electronic signature. */
            signature: string;
            /**
             * Format: date-time
             * @description When the signer signed; defaults to the time of the request; not in the future.
             */
            signedAt?: string;
        };
        /** @description An attribute the company defines for its employees, with this employee's value. */
        EmployeeCompanyDefinedAttribute: {
            /** @description Machine name, unique within the company. */
            name: string;
            /** @description Human label. */
            label: string;
            /**
             * @description Kind of value; the value is always sent as a string.
             * @enum {string}
             */
            type: "Text" | "Number" | "Date" | "Boolean" | "Select";
            /** @description The employee's value as a string (Number as decimal, Date as `YYYY-MM-DD`, Boolean `true` or `false`, Select one of `options`); `null` when not set. */
            value: string | null;
            /** @description Allowed values of a Select attribute. */
            options?: string[];
        };
        /** @description The company-defined attributes of an employee. */
        EmployeeCompanyDefinedAttributes: {
            attributes: components["schemas"]["EmployeeCompanyDefinedAttribute"][];
        };
        /** @description Body of `updateEmployeeCompanyDefinedAttributes`; only the attributes named change. */
        EmployeeCompanyDefinedAttributesUpdate: {
            attributes: {
                /** @description Name of an attribute defined by the company. */
                name: string;
                /** @description New value as a string; `null` clears it. */
                value: string | null;
            }[];
        };
        /** @description An employee's election under a state reciprocity agreement between a work state and a residence state. */
        EmployeeReciprocityElection: {
            /** @description State where the employee works. */
            workState: string;
            /** @description State where the employee lives. */
            residenceState: string;
            /** @description Whether the employee elects to have only the residence state's income tax withheld. */
            elected: boolean;
            /**
             * Format: date
             * @description First day the election applies.
             */
            effectiveStart: string;
        };
        /** @description An employee's reciprocity elections, applied to the state income tax of payrolls paid while each is in force. */
        EmployeeReciprocityElections: {
            elections: components["schemas"]["EmployeeReciprocityElection"][];
        };
        /** @description Body of `updateEmployeeReciprocityElections`; elections are matched by (`workState`, `residenceState`) and added or replaced. */
        EmployeeReciprocityElectionsUpdate: {
            elections: components["schemas"]["EmployeeReciprocityElection"][];
        };
        /**
         * @description Kind of bank account.
         * @example Checking
         * @enum {string}
         */
        BankAccountType: "Checking" | "Savings";
        /**
         * @description Active accounts receive direct deposits; Disabled ones are kept but not used.
         * @example Active
         * @enum {string}
         */
        BankAccountStatus: "Active" | "Disabled";
        /** @description Body of a bank account create (employee or contractor). */
        BankAccountCreate: {
            /** @description ABA routing number, 9 digits with a valid ABA checksum (3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10); a bad checksum is `400 validation_failed` on this field (code `checksum`). */
            routingNumber: string;
            /** @description Full account number, 4 to 17 digits. Stored encrypted, never returned (see `accountNumberLastFour`). */
            accountNumber: string;
            type: components["schemas"]["BankAccountType"];
        };
        /** @description Body of a bank account update; only the fields sent change. */
        BankAccountUpdate: {
            /** @description ABA routing number, 9 digits with a valid ABA checksum (3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) is a multiple of 10); a bad checksum is `400 validation_failed` on this field (code `checksum`). */
            routingNumber?: string;
            /** @description New full account number, 4 to 17 digits. Stored encrypted, never returned. */
            accountNumber?: string;
            type?: components["schemas"]["BankAccountType"];
            status?: components["schemas"]["BankAccountStatus"];
        };
        /** @description A bank account of an employee or contractor for direct deposit. The full account number is never returned. */
        BankAccount: {
            readonly id: string;
            /** @description Id of the employee or contractor owning the account. */
            readonly ownerId: string;
            routingNumber: string;
            /** @description Last four digits of the account number. */
            readonly accountNumberLastFour: string;
            type: components["schemas"]["BankAccountType"];
            status: components["schemas"]["BankAccountStatus"];
        };
        BankAccountPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["BankAccount"][] | null;
        };
        /** @description One bank account of a net pay split. Every split but the last has exactly one of `amount` or `percentage`; the last (highest `priority`) has neither and takes the remainder. */
        NetPaySplitItem: {
            /** @description An Active bank account of the same worker. */
            bankAccountId: string;
            /**
             * Format: int32
             * @description Order of payment, 1 first; unique within the split.
             */
            priority: number;
            /**
             * Format: double
             * @description Dollars paid to this account (or what is left, if less), in whole cents (more decimals are `400 validation_failed`, code `multipleOf`).
             */
            amount?: number;
            /**
             * Format: double
             * @description Percent of the whole net pay paid to this account, at most four decimals (more are `400 validation_failed`, code `multipleOf`); all percentages add up to at most 100.
             */
            percentage?: number;
        };
        /** @description Body of a net pay split create (employee or contractor). */
        NetPaySplitCreate: {
            /**
             * @description Make this the worker's default split, replacing the previous default.
             * @default true
             */
            isDefault?: boolean;
            splits: components["schemas"]["NetPaySplitItem"][];
        };
        /** @description How a worker's direct-deposit net pay is distributed over bank accounts, in ascending `priority`, the last account taking the remainder. */
        NetPaySplit: {
            readonly id: string;
            /** @description Id of the employee or contractor. */
            readonly ownerId: string;
            /** @description Whether this is the worker's default (used) split; at most one per worker. */
            isDefault: boolean;
            splits: components["schemas"]["NetPaySplitItem"][];
        };
        NetPaySplitPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["NetPaySplit"][] | null;
        };
        /**
         * @description Body of `createContractor`. No field is required: missing details
         *     show up as onboarding steps (`onboard`), and the W-9 (submit or
         *     `onboard/forms`) later needs `firstName` and `lastName` for an
         *     `Individual`, `businessName` for a `Business`.
         */
        ContractorCreate: {
            /** @description First name; for a Business, of its primary contact (1099 filing). */
            firstName?: string;
            middleName?: string;
            /** @description Last name; for a Business, of its primary contact. */
            lastName?: string;
            /** @description Legal name of a Business contractor, or the trade name of an Individual. */
            businessName?: string;
            /** Format: email */
            email?: string;
            /** @description Social Security number (Individual). Write-only, stored encrypted; answered as `ssnLastFour`. */
            ssn?: string;
            /** @description Federal employer identification number (Business), `NN-NNNNNNN`. */
            ein?: string;
            /** @description A department of the company. */
            departmentId?: string;
            /** @description The contractor's primary workplace, a workplace of the company; added to `workplaces` when not listed there. */
            primaryWorkplaceId?: string;
            /** @description Ids of the company workplaces the contractor works at. */
            workplaces?: string[];
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date */
            startDate?: string;
            /**
             * Format: date
             * @description Last day of work; not before `startDate`.
             */
            terminationDate?: string;
            type?: components["schemas"]["ContractorType"];
            /** @default DirectDeposit */
            defaultPaymentMethod?: components["schemas"]["PaymentMethod"];
            /**
             * @description Whether the contractor consented to receive Form 1099-NEC electronically.
             * @default false
             */
            form1099ElectronicConsent?: boolean;
            /** @default true */
            active?: boolean;
            address?: components["schemas"]["Address"];
            wage?: components["schemas"]["ContractorWage"];
        };
        /** @description Body of `updateContractor`. Only the fields sent change; `workplaces` replaces the list. */
        ContractorUpdate: {
            firstName?: string;
            middleName?: string;
            lastName?: string;
            businessName?: string;
            /** Format: email */
            email?: string;
            /** @description Social Security number. Write-only, stored encrypted; answered as `ssnLastFour`. */
            ssn?: string;
            /** @description Federal employer identification number, `NN-NNNNNNN`. */
            ein?: string;
            departmentId?: string;
            primaryWorkplaceId?: string;
            workplaces?: string[];
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date */
            startDate?: string;
            /** Format: date */
            terminationDate?: string;
            type?: components["schemas"]["ContractorType"];
            defaultPaymentMethod?: components["schemas"]["PaymentMethod"];
            form1099ElectronicConsent?: boolean;
            active?: boolean;
            address?: components["schemas"]["Address"];
            wage?: components["schemas"]["ContractorWage"];
        };
        /** @description A contractor (1099 worker) of a company. The full SSN is never returned. */
        Contractor: {
            readonly id: string;
            readonly companyId: string;
            firstName?: string;
            middleName?: string;
            lastName?: string;
            businessName?: string;
            /** Format: email */
            email?: string;
            /** @description Federal employer identification number of a Business contractor. */
            ein?: string;
            /** @description Last four digits of the SSN; absent until an SSN is given. */
            readonly ssnLastFour?: string;
            ssnValidationStatus: components["schemas"]["SsnValidationStatus"];
            /** Format: date */
            dateOfBirth?: string;
            /** Format: date */
            startDate?: string;
            /** Format: date */
            terminationDate?: string;
            type?: components["schemas"]["ContractorType"];
            defaultPaymentMethod: components["schemas"]["PaymentMethod"];
            /** @description Id of the net pay split used when a payroll pays this contractor by direct deposit. */
            readonly defaultNetPaySplit?: string;
            /** @description Ids of the contractor's bank accounts. */
            readonly bankAccounts: string[];
            /** @description Id of the contractor's primary workplace. */
            primaryWorkplace?: string;
            /** @description The workplaces the contractor works at. */
            workplaces: components["schemas"]["WorkplaceRef"][];
            department?: components["schemas"]["DepartmentRef"];
            address?: components["schemas"]["Address"];
            wage?: components["schemas"]["ContractorWage"];
            onboard: components["schemas"]["ContractorOnboard"];
            /** @description Whether the contractor consented to receive Form 1099-NEC electronically. */
            form1099ElectronicConsent: boolean;
            active: boolean;
        };
        ContractorPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Contractor"][] | null;
        };
        /** @description Default pay rate of the contractor, used when a payroll's contractor item gives no `payRate`. */
        ContractorWage: {
            /**
             * Format: double
             * @description Rate in US dollars per `period`.
             */
            rate: number;
            period: components["schemas"]["WagePeriod"];
        };
        /**
         * @description A contractor onboarding step.
         * @example ssn
         * @enum {string}
         */
        ContractorOnboardStep: "type" | "ssn" | "ein" | "paymentMethod";
        /**
         * @description Onboarding state of a contractor, derived by the service on every
         *     write to the contractor or its bank accounts and forms (create,
         *     update, form submission, `onboard/forms`). Each per-step array lists
         *     what is missing for that step (empty when the step is complete):
         *     - `type`: `type` (no `type` set). Until it is set, neither `ssn`
         *       nor `ein` is evaluated.
         *     - `ssn` (Individual only): `ssn` (no SSN on file) or `ssnValidation`
         *       (the SSN is Invalid).
         *     - `ein` (Business only): `ein` (no EIN on file).
         *     - `paymentMethod`: `bankAccount` (DirectDeposit without an Active
         *       bank account). Manual needs nothing.
         *
         *     `remainingSteps` lists every step with a non-empty array;
         *     `blockingSteps` lists those of them that block payroll, which for a
         *     contractor is every step (so a contractor is either Blocking or
         *     Completed today; NeedsAttention is kept for steps added later).
         *     `status` is Blocking while `blockingSteps` is non-empty,
         *     NeedsAttention while only other steps remain, else Completed. A
         *     contractor that is Blocking cannot be approved on a payroll
         *     (`422 payroll_blocked`).
         */
        ContractorOnboard: {
            status: components["schemas"]["OnboardStatus"];
            /** @description Open steps that block payroll. */
            blockingSteps: components["schemas"]["ContractorOnboardStep"][];
            /** @description All open steps, blocking or not. */
            remainingSteps: components["schemas"]["ContractorOnboardStep"][];
            /** @description Missing items of the `type` step. */
            type: "type"[];
            /** @description Missing items of the `ssn` step. */
            ssn: ("ssn" | "ssnValidation")[];
            /** @description Missing items of the `ein` step. */
            ein: "ein"[];
            /** @description Missing items of the `paymentMethod` step. */
            paymentMethod: "bankAccount"[];
        };
        /** @description A contractor form filled with the previewed values; nothing is stored. */
        ContractorFormPreview: {
            /** @description The filled form as a base64-encoded PDF. */
            base64Content: string;
        };
        /**
         * @description Body of `onboardContractorForms`: the W-9 values in one step. An
         *     `Individual` must send `ssn`, a `Business` must send `ein`
         *     (otherwise `422 form_invalid`).
         */
        ContractorOnboardForms: {
            type: components["schemas"]["ContractorType"];
            /** @description Social Security number (Individual). Write-only, stored encrypted. */
            ssn?: string;
            /** @description Federal employer identification number (Business), `NN-NNNNNNN`. */
            ein?: string;
            /** @description Business name for the W-9; required for a Business unless already on file. */
            businessName?: string;
            address: components["schemas"]["Address"];
            /** @description Typed full name of the signer; the W-9 is signed at the time of the request. */
            signature: string;
        };
        /** @description Body of `createPayroll`. Omitted options take the defaults described on the operation. */
        PayrollCreate: {
            /** @description Payment schedule of the company this payroll belongs to; sets the default `frequency`. */
            paymentScheduleId?: string;
            /**
             * Format: date
             * @description First day of the pay period.
             */
            periodStart: string;
            /**
             * Format: date
             * @description Last day of the pay period; not before `periodStart`.
             */
            periodEnd: string;
            /**
             * Format: date
             * @description Day the workers are paid; not before `periodStart`. Its year selects the tax tables.
             */
            payday: string;
            /** @default Regular */
            type?: components["schemas"]["PayrollType"];
            /** @description Only for `type` `OffCycle` (default `Other`); `Amendment` payrolls always have `Correction`; with `Regular` it is `400 validation_failed`. */
            offCycleReason?: components["schemas"]["PayrollOffCycleReason"];
            frequency?: components["schemas"]["PayFrequency"];
            processingPeriod?: components["schemas"]["ProcessingPeriod"];
            /**
             * @description Withhold federal income tax on all earnings at the flat supplemental rate (typical for bonus-only off-cycle payrolls). Returned in `offCycleOptions`.
             * @default false
             */
            forceSupplementalWithholdings?: boolean;
            /**
             * @description Apply the employees' benefits. Returned in `offCycleOptions`.
             * @default true
             */
            applyBenefits?: boolean;
            /**
             * @description Apply the employees' post-tax deductions. Returned in `offCycleOptions`.
             * @default true
             */
            applyDeductions?: boolean;
            /**
             * @description Take the hours of each employee item sent without `payments` from the employee's completed
             *     timecards of the pay period, with overtime determined (see "Timecard hours" on `createPayroll`).
             *     Needs the company's `timeZone`.
             * @default false
             */
            timecardHours?: boolean;
            /** @description One item per employee paid; an employee appears at most once. At most 10,000 items (and the body at most 8 MiB). */
            employeeItems?: components["schemas"]["PayrollEmployeeItemInput"][];
            /** @description One item per contractor paid; a contractor appears at most once. At most 10,000 items. */
            contractorItems?: components["schemas"]["PayrollContractorItemInput"][];
        };
        /**
         * @description Body of `updatePayroll`: any subset of the create fields, at least
         *     one. `employeeItems` / `contractorItems` replace the whole list.
         *     `type`, `frequency` and `processingPeriod` are plain strings here, as
         *     in the interface document, but must be values of `PayrollType`,
         *     `PayFrequency` and `ProcessingPeriod`; the service rejects anything
         *     else with `400 validation_failed`.
         */
        PayrollUpdate: {
            /** @description Payment schedule of the company this payroll belongs to. */
            paymentScheduleId?: string;
            /**
             * Format: date
             * @description First day of the pay period.
             */
            periodStart?: string;
            /**
             * Format: date
             * @description Last day of the pay period; not before `periodStart`.
             */
            periodEnd?: string;
            /**
             * Format: date
             * @description Day the workers are paid; a change recomputes `deadline`.
             */
            payday?: string;
            /**
             * @description One of `PayrollType`: Regular, OffCycle, Amendment (validated by the service: `400 validation_failed`).
             * @example OffCycle
             */
            type?: string;
            /**
             * @description One of `PayrollOffCycleReason` (validated by the service: `400 validation_failed`); only for an `OffCycle` payroll. Changing `type` to `OffCycle` without a reason sets `Other`; changing it to `Regular` drops the reason.
             * @example Bonus
             */
            offCycleReason?: string;
            /**
             * @description One of `PayFrequency`: Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually (validated by the service: `400 validation_failed`).
             * @example Weekly
             */
            frequency?: string;
            /**
             * @description One of `ProcessingPeriod`: FourDay, ThreeDay, TwoDay, OneDay (validated by the service: `400 validation_failed`); a change recomputes `deadline`.
             * @example FourDay
             */
            processingPeriod?: string;
            /** @description Withhold federal income tax on all earnings at the flat supplemental rate. */
            forceSupplementalWithholdings?: boolean;
            /** @description Apply the employees' benefits. */
            applyBenefits?: boolean;
            /** @description Apply the employees' post-tax deductions. */
            applyDeductions?: boolean;
            /** @description As on `createPayroll`. */
            timecardHours?: boolean;
            /** @description Replaces all employee items; an item for the same employee keeps its id. At most 10,000 items (and the body at most 8 MiB). */
            employeeItems?: components["schemas"]["PayrollEmployeeItemInput"][];
            /** @description Replaces all contractor items; an item for the same contractor keeps its id. At most 10,000 items. */
            contractorItems?: components["schemas"]["PayrollContractorItemInput"][];
        };
        /**
         * @description A payroll. Status `Draft` -> `Pending` (approve) -> `Processing`
         *     (approval deadline passed) -> `Paid` (payday), or `Failed` /
         *     `PartiallyPaid`; `Pending` -> `Draft` (reopen, before the deadline).
         *
         *     Computed figures: in `Draft` the item amounts (`grossPay`, `netPay`,
         *     `reimbursementTotal`, `taxes`, `benefits`, `deductions`), `totals`
         *     and `warnings` are the gross-to-net computed and stored at the last
         *     write (create, update, reopen); they can go stale when benefits,
         *     deductions, W-4s or year-to-date amounts change, which is why
         *     `previewPayroll` recomputes them fresh (without storing) and
         *     `approvePayroll` recomputes and stores the final figures. From
         *     `Pending` on they are final.
         *
         *     Events: `payroll.created`, `payroll.updated`, `payroll.approved`,
         *     `payroll.reopened` and `payroll.status_changed` carry the payroll
         *     without `employeeItems`, `contractorItems` and `warnings` (read them
         *     with `getPayroll`); `payroll.deleted` carries only its `id`.
         */
        Payroll: {
            /** @description Payroll id (`pay_` prefix). */
            readonly id: string;
            readonly companyId: string;
            /** @description Payment schedule, when the payroll was created from one. */
            paymentScheduleId?: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            /**
             * Format: date
             * @description Approval deadline: `payday` minus 4/3/2/1 business days for FourDay/ThreeDay/TwoDay/OneDay, skipping weekends and US Federal Reserve holidays. Approval (Ach) and reopen are possible through this date (service clock, UTC).
             */
            readonly deadline: string;
            /** Format: date */
            payday: string;
            /**
             * Format: date-time
             * @description When the payroll was approved; absent in `Draft`.
             */
            readonly approvedAt?: string;
            readonly status: components["schemas"]["PayrollStatus"];
            type: components["schemas"]["PayrollType"];
            /** @description Why the payroll is run off-cycle; present for `OffCycle` (and `Amendment`) payrolls only. */
            offCycleReason?: components["schemas"]["PayrollOffCycleReason"];
            /** @description Present when `isVoid`; the reason given to `voidPayroll` (or to the last `voidPayrollItem`). */
            readonly voidReason?: string;
            /**
             * Format: date-time
             * @description Present when `isVoid`; when the payroll became void.
             */
            readonly voidedAt?: string;
            frequency: components["schemas"]["PayFrequency"];
            processingPeriod: components["schemas"]["ProcessingPeriod"];
            /** @description How the company funds the payroll; `Ach` in 1.0. */
            readonly fundingMethod: components["schemas"]["FundingMethod"];
            totals: components["schemas"]["PayrollTotals"];
            offCycleOptions: components["schemas"]["PayrollOffCycleOptions"];
            /** @description Whether items sent without payments take their hours from timecards (`createPayroll`). */
            timecardHours?: boolean;
            employeeItems: components["schemas"]["PayrollEmployeeItem"][];
            contractorItems: components["schemas"]["PayrollContractorItem"][];
            /** @description Every warning of the payroll, including those of its items (which carry `employeeId` or `contractorId`). */
            readonly warnings: components["schemas"]["PayrollWarning"][];
            /** @description Whether the payroll was voided; always false in 1.0 (voiding is not offered). */
            readonly isVoid: boolean;
            /** @description Whether the service moves the money (simulated in 1.0); always true. */
            readonly isManaged: boolean;
        };
        /** @description Totals of the payroll (Check's definitions). Amounts in dollars, rounded to cents. */
        PayrollTotals: {
            /**
             * Format: double
             * @description Sum of employee items' gross pay.
             */
            employeeGross: number;
            /**
             * Format: double
             * @description Sum of employee reimbursements (not taxable).
             */
            employeeReimbursements: number;
            /**
             * Format: double
             * @description Taxes withheld from employees (payer Employee), federal and state.
             */
            employeeTaxes: number;
            /**
             * Format: double
             * @description Employee benefit contributions withheld.
             */
            employeeBenefits: number;
            /**
             * Format: double
             * @description Post-tax deductions withheld.
             */
            deductions: number;
            /**
             * Format: double
             * @description Sum of employee net pay (negative only in a Draft estimate or preview).
             */
            employeeNet: number;
            /** Format: double */
            contractorGross: number;
            /** Format: double */
            contractorReimbursements: number;
            /** Format: double */
            contractorNet: number;
            /**
             * Format: double
             * @description Employer taxes (Social Security, Medicare, FUTA, and state unemployment insurance and other employer state contributions).
             */
            companyTaxes: number;
            /**
             * Format: double
             * @description Employer benefit contributions.
             */
            companyBenefits: number;
            /**
             * Format: double
             * @description employeeGross + employeeReimbursements + contractorGross + contractorReimbursements + companyTaxes + companyBenefits.
             */
            liability: number;
            /**
             * Format: double
             * @description Net pay of DirectDeposit items + employee taxes + company taxes (Manual, paper-check net pay excluded).
             */
            cashRequirement: number;
            /**
             * @description `employeeTaxes` and `companyTaxes` split by jurisdiction: `US`
             *     first, then each state in alphabetical order. The amounts of all
             *     entries add up to `employeeTaxes` and `companyTaxes`.
             */
            taxesByJurisdiction?: components["schemas"]["PayrollJurisdictionTotals"][];
        };
        /** @description The taxes of one jurisdiction in a payroll's totals. */
        PayrollJurisdictionTotals: {
            /** @description `US`, or a state's two-letter code. */
            jurisdiction: string;
            /**
             * Format: double
             * @description Taxes of this jurisdiction withheld from employees.
             */
            employeeTaxes: number;
            /**
             * Format: double
             * @description Taxes of this jurisdiction the company pays.
             */
            companyTaxes: number;
        };
        /** @description The options sent at the top level of the create/update body (`forceSupplementalWithholdings`, `applyBenefits`, `applyDeductions`), as applied. */
        PayrollOffCycleOptions: {
            forceSupplementalWithholdings: boolean;
            applyBenefits: boolean;
            applyDeductions: boolean;
        };
        /**
         * @description A non-blocking finding of the gross-to-net. Known codes (more may be
         *     added in 1.x; ignore unknown ones):
         *     - `state_taxes_not_computed`: a state tax of the item is not
         *       computed (the state is named in the message): the income tax of a
         *       state whose method is not built yet, a residence state's tax on
         *       wages earned elsewhere without an agreement, or a state's SUI
         *       whose wage base or rate is not built.
         *     - `timecard_open`: a timecard of the employee in the pay period is
         *       still open (not clocked out); its hours are not paid until it is.
         *     - `sui_new_employer_rate`: the company has no SUI rate on file for
         *       the work state (named) in force on the payday; the state's
         *       new-employer rate was used.
         *     - `local_taxes_not_computed`: the item's work or residence state
         *       (named) has local wage taxes, which are not computed.
         *     - `work_state_unknown`: a payment has no workplace with a state (nor
         *       has the employee a primary workplace), so its state is not known.
         *     - `state_local_taxes_not_computed`: no longer given (1.0 put it on
         *       every employee item); the three codes above replace it.
         *     - `negative_net_pay`: an item's net pay is below zero (approve
         *       refuses with `422 negative_net_pay`).
         *     - `worker_onboarding_blocking`: the employee or contractor has
         *       onboarding status `Blocking` (approve refuses with
         *       `422 payroll_blocked`).
         *     - `approval_deadline_passed`: the deadline has passed (approve
         *       refuses with `422 approval_deadline_passed`).
         *     - `benefit_limit_reached`: a benefit contribution of the employee
         *       item was reduced (never refused) to what an IRS annual limit has
         *       left this year: the 401(k) elective deferral limit (Pension401K
         *       and Roth401K together, with the age 50+ and 60-63 catch-up), the
         *       HSA limit (Hsa125, employee and company together, by
         *       `hsaContributionLimit`, with the 55+ catch-up), the health FSA
         *       limit (HealthFsa125, employee) or the dependent care limit
         *       (DependentCareFsa125, employee and company). The message names
         *       the benefit, the limit and the amounts.
         */
        PayrollWarning: {
            /** @example state_taxes_not_computed */
            code: string;
            /** @description Human explanation. */
            message: string;
            /** @description Employee concerned, for item warnings. */
            employeeId?: string;
            /** @description Contractor concerned, for item warnings. */
            contractorId?: string;
        };
        /** @description An employee's pay on the payroll (request). Omitted fields default from the employee's record. */
        PayrollEmployeeItemInput: {
            employeeId: string;
            paymentMethod?: components["schemas"]["PaymentMethod"];
            flsaOvertimeExemption?: components["schemas"]["FlsaOvertimeExemption"];
            supplementalTaxMethod?: components["schemas"]["SupplementalTaxMethod"];
            /** @description Earnings, one entry per workplace and rate; at most 100. */
            payments?: components["schemas"]["PaymentInput"][];
            /** @description Non-taxable reimbursements, added to net pay; at most 100. */
            reimbursements?: components["schemas"]["PayrollReimbursement"][];
        };
        /** @description An employee's pay on the payroll (response) with defaults applied and the computed gross-to-net. */
        PayrollEmployeeItem: {
            /** @description When the item's hours come from timecards, the timecards that made them (their hours in this pay period). */
            readonly timecardIds?: string[];
            /** @description Present when the item's direct deposit bounced (sandbox `sandboxFailPayrollItemPayment`); the payroll is then `PartiallyPaid` once paid. */
            readonly paymentFailure?: components["schemas"]["PayrollItemPaymentFailure"];
            /** @description True once the item is voided (`voidPayrollItem`, `voidPayroll`); its amounts then count nowhere (see `voidPayroll`). */
            readonly isVoid?: boolean;
            /** @description Present when `isVoid`; the reason given. */
            readonly voidReason?: string;
            /**
             * Format: date-time
             * @description Present when `isVoid`; when the item was voided.
             */
            readonly voidedAt?: string;
            /** @description Item id (`pei_` prefix). */
            readonly id: string;
            employeeId: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
            flsaOvertimeExemption: components["schemas"]["FlsaOvertimeExemption"];
            supplementalTaxMethod: components["schemas"]["SupplementalTaxMethod"];
            payments: components["schemas"]["PaymentInput"][];
            reimbursements: components["schemas"]["PayrollReimbursement"][];
            /**
             * Format: double
             * @description Sum of all earnings, cash and non-cash.
             */
            readonly grossPay: number;
            /**
             * Format: double
             * @description Gross - non-cash earnings + reimbursements - employee taxes - employee benefits - deductions. Below zero only in a Draft estimate or preview.
             */
            readonly netPay: number;
            /**
             * Format: double
             * @description Sum of `reimbursements`.
             */
            readonly reimbursementTotal: number;
            /** @description Federal taxes of this item, employee- and employer-paid; a tax with a zero amount may be omitted. */
            readonly taxes: components["schemas"]["PayrollItemTax"][];
            /** @description Benefit contributions applied (empty when `applyBenefits` is false). */
            readonly benefits: components["schemas"]["PayrollItemBenefit"][];
            /** @description Post-tax deductions withheld (empty when `applyDeductions` is false). */
            readonly deductions: components["schemas"]["PayrollItemDeduction"][];
            /** @description This item's warnings (PayrollWarning lists the codes). */
            readonly warnings: components["schemas"]["PayrollWarning"][];
        };
        /**
         * @description One earnings entry of an employee item. Hourly lines are hours x
         *     `payRate` x multiplier (regular, paid holiday, sick, PTO 1.0;
         *     overtime 1.5; double overtime 2.0); an `*Override` amount replaces
         *     the computed amount of its line. Amounts are dollars, hours decimal
         *     hours. Omitted numbers are 0.
         */
        PaymentInput: {
            /** @description Workplace of the work; one of the employee's workplaces. Defaults to the primary workplace. */
            workplaceId?: string;
            /**
             * @description `payRate` is an annual salary; the regular amount is payRate / periods per year.
             * @default false
             */
            isSalaryRate?: boolean;
            /**
             * Format: double
             * @description Hourly rate, or annual salary with `isSalaryRate`. Defaults to the employee's wage rate.
             */
            payRate?: number;
            /** Format: double */
            regularHours?: number;
            /**
             * Format: double
             * @description Paid at 1.5 x payRate.
             */
            overtimeHours?: number;
            /**
             * Format: double
             * @description Paid at 2.0 x payRate.
             */
            doubleOvertimeHours?: number;
            /** Format: double */
            paidHolidayHours?: number;
            /** Format: double */
            sickHours?: number;
            /** Format: double */
            ptoHours?: number;
            /**
             * Format: double
             * @description Amount replacing the computed regular pay.
             */
            regularOverride?: number;
            /**
             * Format: double
             * @description Amount replacing the computed overtime pay.
             */
            overtimeOverride?: number;
            /**
             * Format: double
             * @description Amount replacing the computed double-overtime pay.
             */
            doubleOvertimeOverride?: number;
            /**
             * Format: double
             * @description Amount replacing the computed paid-holiday pay.
             */
            paidHolidayOverride?: number;
            /**
             * Format: double
             * @description Amount replacing the computed PTO pay.
             */
            ptoOverride?: number;
            /**
             * Format: double
             * @description Amount replacing the computed sick pay.
             */
            sickOverride?: number;
            /**
             * Format: double
             * @description Regular earnings given as an amount, not hours.
             */
            nonHourlyRegular?: number;
            /**
             * Format: double
             * @description Supplemental wages.
             */
            bonus?: number;
            /**
             * Format: double
             * @description Supplemental wages.
             */
            commission?: number;
            /**
             * Format: double
             * @description Tips the employee already received in cash; taxable, not paid again.
             */
            cashTips?: number;
            /**
             * Format: double
             * @description Tips paid through the paycheck.
             */
            paycheckTips?: number;
            /**
             * Format: double
             * @description Supplemental wages.
             */
            severance?: number;
            /**
             * Format: double
             * @description Imputed income of group-term life insurance; taxable, not paid in cash.
             */
            groupTermLife?: number;
            /**
             * Format: double
             * @description Other imputed income; taxable, not paid in cash.
             */
            otherImputed?: number;
            /**
             * Format: double
             * @description Benefits of a 2% S-corporation shareholder; taxable, not paid in cash.
             */
            shareholderBenefits?: number;
            /**
             * Format: double
             * @description HSA contributions of a 2% S-corporation shareholder; taxable, not paid in cash.
             */
            shareholderHsa?: number;
            /** @description Earnings under the company's earning codes; at most 100. */
            earningCodeEarnings?: components["schemas"]["PaymentEarningCodeEarning"][];
        };
        /** @description An amount earned under one of the company's earning codes. */
        PaymentEarningCodeEarning: {
            earningCodeId: string;
            /**
             * Format: double
             * @description Amount earned under the code.
             */
            value?: number;
            /**
             * Format: double
             * @description When present, replaces `value`.
             */
            valueOverride?: number;
        };
        /** @description A non-taxable reimbursement, added to net pay. */
        PayrollReimbursement: {
            /** Format: double */
            amount: number;
            description?: string;
        };
        /**
         * @description One tax of an item. Each carries its `jurisdiction` (`US` for federal
         *     taxes, else the state's two-letter code) and a stable `code` naming
         *     the tax within it (federal: `us_fit` federal income tax, `us_fica_ss`
         *     Social Security, `us_fica_medicare` Medicare,
         *     `us_fica_additional_medicare` Additional Medicare, `us_futa` FUTA;
         *     employee and company shares of one tax share its code and differ by
         *     `payer`). State taxes carry their state's jurisdiction and codes:
         *     `<st>_sit` state income tax (name `StateIncomeTax`, e.g. `ca_sit`,
         *     `pa_sit`); the employee-paid state programs (name `StateProgram`:
         *     `ca_sdi`, `ny_sdi`, `ny_pfl`, `nj_ui_ee`, `nj_di_ee`, `nj_fli`,
         *     `pa_sui_ee`, `ma_pfml_ee`, `wa_pfml_ee`, `wa_cares`); the employer's
         *     state unemployment insurance `<st>_sui_er` (name `StateUnemployment`)
         *     and other employer state contributions charged like it (name
         *     `StateEmployerProgram`). Which state taxes are computed is described
         *     under "State and local taxes" in the service description. New codes
         *     and names may be added in 1.x, so ignore unknown ones. A tax whose
         *     amount is zero is left out.
         */
        PayrollItemTax: {
            /**
             * @description `US`, or the two-letter code of the state that levies the tax.
             * @example US
             */
            jurisdiction: string;
            /**
             * @description Stable code of the tax within its jurisdiction (see above).
             * @example us_fit
             */
            code: string;
            /**
             * @description AdditionalMedicare is employee-only; Futa is employer-only.
             *     StateIncomeTax and StateProgram are withheld from the employee;
             *     StateUnemployment and StateEmployerProgram are paid by the company.
             * @enum {string}
             */
            name: "FederalIncomeTax" | "SocialSecurity" | "Medicare" | "AdditionalMedicare" | "Futa" | "StateIncomeTax" | "StateProgram" | "StateUnemployment" | "StateEmployerProgram";
            /**
             * @description Withheld from the employee, or paid by the company.
             * @enum {string}
             */
            payer: "Employee" | "Company";
            /** Format: double */
            amount: number;
        };
        /** @description One benefit's contributions for this pay period. */
        PayrollItemBenefit: {
            /** @description Employee benefit id (`ebn_`). */
            benefitId: string;
            type: components["schemas"]["BenefitType"];
            /**
             * Format: double
             * @description Withheld from the employee, pre-tax.
             */
            employeeAmount: number;
            /**
             * Format: double
             * @description Paid by the company.
             */
            companyAmount: number;
        };
        /** @description One post-tax deduction withheld this pay period. */
        PayrollItemDeduction: {
            /** @description Child support (`cs_`) or miscellaneous deduction (`md_`) id. */
            deductionId: string;
            /** @enum {string} */
            kind: "ChildSupport" | "Miscellaneous";
            /** Format: double */
            amount: number;
        };
        /** @description A contractor's pay on the payroll (request). Gross = hours x payRate (a flat fee is `hours` 1 and the fee as `payRate`); no withholding. */
        PayrollContractorItemInput: {
            contractorId: string;
            /** @description One of the contractor's workplaces; defaults to the primary one. */
            workplaceId?: string;
            paymentMethod?: components["schemas"]["PaymentMethod"];
            /** Format: double */
            hours?: number;
            /**
             * Format: double
             * @description Defaults to the contractor's wage rate.
             */
            payRate?: number;
            /**
             * Format: double
             * @description Non-taxable, added to net pay.
             */
            reimbursement?: number;
        };
        /** @description A contractor's pay on the payroll (response). */
        PayrollContractorItem: {
            /** @description As on employee items. */
            readonly paymentFailure?: components["schemas"]["PayrollItemPaymentFailure"];
            /** @description Item id (`pci_` prefix). */
            readonly id: string;
            contractorId: string;
            workplaceId?: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** Format: double */
            hours?: number;
            /** Format: double */
            payRate?: number;
            /** Format: double */
            reimbursement?: number;
            /**
             * Format: double
             * @description hours x payRate.
             */
            readonly grossPay: number;
            /**
             * Format: double
             * @description grossPay + reimbursement.
             */
            readonly netPay: number;
            /** @description True once the item is voided (`voidPayrollItem`, `voidPayroll`); its amounts then count nowhere (see `voidPayroll`). */
            readonly isVoid?: boolean;
            /** @description Present when `isVoid`; the reason given. */
            readonly voidReason?: string;
            /**
             * Format: date-time
             * @description Present when `isVoid`; when the item was voided.
             */
            readonly voidedAt?: string;
        };
        /**
         * @description `Unresolved` (blocks the company's approvals) until `resolveFundingFailure`; then `Resolved`.
         * @enum {string}
         */
        FundingFailureStatus: "Unresolved" | "Resolved";
        /**
         * @description A failed funding debit of an approved payroll (the company's bank
         *     refused the debit of its cash requirement). While one of a company is
         *     `Unresolved`, `approvePayroll` answers `422 funding_failed` and the
         *     company's `payrollDetails.inGoodStanding` is `false`.
         */
        FundingFailure: {
            readonly id: string;
            readonly companyId: string;
            readonly payrollId: string;
            /**
             * Format: double
             * @description The payroll's `totals.cashRequirement`, the debit that failed.
             */
            readonly amount: number;
            readonly reason: string;
            status: components["schemas"]["FundingFailureStatus"];
            /** Format: date-time */
            readonly failedAt: string;
            /**
             * Format: date-time
             * @description Present once `Resolved`.
             */
            readonly resolvedAt?: string;
        };
        FundingFailurePage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["FundingFailure"][] | null;
        };
        /** @description Body of `sandboxFailPayrollFunding` and `sandboxFailPayrollItemPayment`. */
        SandboxFailureRequest: {
            /** @description Why it failed, as a bank would say it. Default `Insufficient funds (R01)` for a funding debit, `Account closed (R02)` for a payment. */
            reason?: string;
        };
        /** @description A partner's sandbox clock. */
        SandboxClock: {
            /** @description Whole days the partner's clock is ahead of the service clock. */
            offsetDays: number;
            /**
             * Format: date-time
             * @description The partner's clock now.
             */
            now: string;
            /**
             * Format: date
             * @description `now`'s UTC date: the day deadlines and paydays are compared with.
             */
            today: string;
        };
        /** @description Body of `setSandboxClock`. */
        SandboxClockUpdate: {
            /** @description Whole days ahead of the service clock; 0 puts the partner's clock back on the service clock. */
            offsetDays: number;
        };
        /** @description An item's direct deposit that bounced (`sandboxFailPayrollItemPayment`); the payroll ends `PartiallyPaid`. */
        PayrollItemPaymentFailure: {
            /** Format: date-time */
            failedAt: string;
            reason: string;
        };
        /** @description Body of `operatorPayrollSandbox`. */
        PayrollSandboxRequest: {
            /**
             * @description `process` (Pending -> Processing), `pay` (-> Paid), `fail` (-> Failed), `partially_pay` (-> PartiallyPaid).
             * @enum {string}
             */
            action: "process" | "pay" | "fail" | "partially_pay";
        };
        /** @description Paper checks of a payroll's Manual items. */
        PaperChecks: {
            /** @description The PDF of the checks, base64-encoded; the empty string when `paperChecksAvailable` is false. */
            base64Content: string;
            /** @description False in `Draft` and when the payroll has no Manual item. */
            paperChecksAvailable: boolean;
        };
        PayrollPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Payroll"][] | null;
        };
        /** @description Body of clock in. */
        ClockInRequest: {
            /** @description An active employee of the company. */
            employeeId: string;
            /** @description One of the employee's workplaces. */
            workplaceId: string;
            /** @description Stored as the timecard's `clockInNote`. */
            note?: string;
        };
        /** @description Body of `correctTimecard`; at least one value to change besides the reason. */
        TimecardCorrection: {
            /** Format: date-time */
            clockIn?: string;
            /** Format: date-time */
            clockOut?: string;
            breaks?: {
                /** @description A break of this timecard. */
                id: string;
                /** Format: date-time */
                breakStart?: string;
                /** Format: date-time */
                breakEnd?: string;
            }[];
            /** @description Why the timecard is corrected (kept in `changes`). */
            reason: string;
        };
        /** @description Body of clock out; may be `{}`. */
        ClockOutRequest: {
            /** @description Stored as the timecard's `clockOutNote`. */
            note?: string;
        };
        /** @description Body of start break. */
        StartBreakRequest: {
            type: components["schemas"]["BreakType"];
            /** @description Stored as the break's `breakStartNote`. */
            note?: string;
        };
        /** @description Body of end break; may be `{}`. */
        EndBreakRequest: {
            /** @description Stored as the break's `breakEndNote`. */
            note?: string;
        };
        /** @description One entry of an edit history: which field changed, when, from what, to what and why. Values are written as strings (date-times in ISO 8601 UTC). */
        Change: {
            /**
             * Format: date-time
             * @description When the change was made.
             */
            at: string;
            /** @description Name of the changed field; on a timecard, a field of one of its breaks is written `breaks.<breakId>.<field>`. */
            field: string;
            /** @description Value before the change; null when the field had no value. */
            from: string | null;
            /** @description Value after the change; null when the field was cleared. */
            to: string | null;
            /** @description Why the value changed: `break_ended_at_clock_out` when clock-out ended an open break. */
            reason: string;
        };
        /** @description A break within a timecard. Unpaid types (`UnpaidMealBreak`, `UnpaidRestBreak`) are subtracted from the timecard's worked hours. Fields without a value (`breakEnd` and `breakEndNote` while the break is open, notes not given) are absent. */
        Break: {
            /** @description Break id (`brk_...`). */
            readonly id: string;
            /** @description Timecard the break belongs to. */
            readonly timecardId: string;
            /** @description Whether the break counts as taken for worked hours. Breaks recorded through this API are accepted (`true`), including an open break ended at clock-out. */
            acceptedStatus: boolean;
            type: components["schemas"]["BreakType"];
            /** @description Note given when the break started. */
            breakStartNote?: string;
            /** @description Note given when the break ended. */
            breakEndNote?: string;
            /**
             * Format: date-time
             * @description When the break started.
             */
            breakStart: string;
            /**
             * Format: date-time
             * @description When the break ended; absent while the break is open. Equals the timecard's `clockOut` when clock-out ended the break.
             */
            breakEnd?: string;
            /** @description Edit history of the break, oldest first. */
            changes: components["schemas"]["Change"][];
        };
        /**
         * @description An employee's shift at a workplace. Status `InProgress` (working),
         *     `OnBreak` (a break is open) or `Completed` (clocked out). Fields
         *     without a value (`clockOut` while open, notes not given) are absent.
         */
        Timecard: {
            /** @description Timecard id (`tc_...`). */
            readonly id: string;
            /** @description Company of the employee. */
            readonly companyId: string;
            /** @description Employee who clocked in. */
            employeeId: string;
            /** @description Workplace of the shift; one of the employee's workplaces. */
            workplaceId: string;
            status: components["schemas"]["TimecardStatus"];
            /** @description Note given at clock in. */
            clockInNote?: string;
            /** @description Note given at clock out. */
            clockOutNote?: string;
            /**
             * Format: date-time
             * @description When the employee clocked in.
             */
            clockIn: string;
            /**
             * Format: date-time
             * @description When the employee clocked out; absent until `Completed`.
             */
            clockOut?: string;
            /** @description Breaks of the shift, oldest first; at most one is open. */
            breaks: components["schemas"]["Break"][];
            /** @description Edit history of the timecard, oldest first. */
            changes: components["schemas"]["Change"][];
            /**
             * Format: double
             * @description (`clockOut`, or the time of the response while the timecard is open) minus `clockIn` minus the unpaid breaks (`UnpaidMealBreak`, `UnpaidRestBreak`; an open one counts up to the same end), in hours, rounded half-up to 2 decimals.
             */
            readonly workedHours: number;
        };
        TimecardPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Timecard"][] | null;
        };
        /** @description Body of createEmployeeBenefit (fields and types as the interface document lists them). Contribution amounts are per month (`period` Monthly, the only BenefitPeriod): a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up to cents. Percents are of the payroll item's gross earnings. A party (employee or company) contributes either an amount or a percent: both non-null at once is `422 contribution_conflict`. */
        EmployeeBenefitCreate: {
            /** @description Free text, for example the plan name. */
            description?: string | null;
            /** @description Employee of this company (422 `invalid_reference` otherwise). */
            employeeId: string;
            /** @description Company benefit this benefit belongs to; `type` and `period` are inherited from it. Unknown in this company: 422 `invalid_reference`. */
            companyBenefitId?: string | null;
            /**
             * Format: date
             * @description First day in force. Null or absent: the linked company benefit's `effectiveStart`, else the day of the request (UTC).
             */
            effectiveStart?: string | null;
            /**
             * Format: date
             * @description Last day in force (inclusive); absent means open-ended. Before `effectiveStart`: 422 `invalid_date_range`.
             */
            effectiveEnd?: string;
            /** @description Required unless `companyBenefitId` is given (then inherited; if sent it must equal the company benefit's type, 422 `invalid_reference` otherwise). */
            type?: components["schemas"]["BenefitType"];
            hsaContributionLimit?: components["schemas"]["HsaContributionLimit"];
            /**
             * @description Contribution period. A plain string in the interface document's create body, but it must be a BenefitPeriod value (`Monthly`, the default); anything else is `400 validation_failed`. Inherited from a linked company benefit.
             * @default Monthly
             */
            period?: string;
            /**
             * Format: double
             * @description Employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Null when the employee contributes a percent or nothing. Not together with `employeeContributionPercent` (422 `contribution_conflict`).
             */
            employeeContributionAmount?: number | null;
            /**
             * Format: double
             * @description Employee contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `employeeContributionAmount` (422 `contribution_conflict`).
             */
            employeeContributionPercent?: number | null;
            /**
             * Format: double
             * @description Company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Not together with `companyContributionPercent` (422 `contribution_conflict`).
             */
            companyContributionAmount?: number | null;
            /**
             * Format: double
             * @description Company contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `companyContributionAmount` (422 `contribution_conflict`).
             */
            companyContributionPercent?: number | null;
        };
        /** @description Body of updateEmployeeBenefit: the fields to change (as the interface document lists them). `employeeId`, `companyBenefitId` and `type` cannot be changed. */
        EmployeeBenefitUpdate: {
            /** @description Free text, for example the plan name. */
            description?: string;
            /**
             * Format: date
             * @description First day in force.
             */
            effectiveStart?: string;
            /**
             * Format: date
             * @description Last day in force (inclusive). Before `effectiveStart` (after merging): 422 `invalid_date_range`.
             */
            effectiveEnd?: string;
            /** @description Contribution period. A plain string in the interface document's update body, but it must be a BenefitPeriod value (`Monthly`); anything else is `400 validation_failed`. */
            period?: string;
            /** @description HSA contribution limit tier. A plain string in the interface document's update body, but it must be an HsaContributionLimit value (`Single` or `Family`); anything else is `400 validation_failed`. */
            hsaContributionLimit?: string;
            /**
             * Format: double
             * @description Employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Setting it clears the stored `employeeContributionPercent`; sending both in one body is 422 `contribution_conflict`.
             */
            employeeContributionAmount?: number;
            /**
             * Format: double
             * @description Employee contribution as a percent (0..100) of the payroll item's gross earnings. Setting it clears the stored `employeeContributionAmount`; sending both in one body is 422 `contribution_conflict`.
             */
            employeeContributionPercent?: number;
            /**
             * Format: double
             * @description Company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Setting it clears the stored `companyContributionPercent`; sending both in one body is 422 `contribution_conflict`.
             */
            companyContributionAmount?: number;
            /**
             * Format: double
             * @description Company contribution as a percent (0..100) of the payroll item's gross earnings. Setting it clears the stored `companyContributionAmount`; sending both in one body is 422 `contribution_conflict`.
             */
            companyContributionPercent?: number;
        };
        /** @description A benefit of one employee. Contribution amounts are per month (`period` Monthly, the only BenefitPeriod): a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up to cents. Percents are of the payroll item's gross earnings. A party (employee or company) contributes either an amount or a percent: both non-null at once is `422 contribution_conflict`. Tax treatment: Section 125 types (`*125`) are pre-tax, the employee contribution reduces federal income tax, Social Security, Medicare and FUTA wages; `Pension401K` reduces federal income tax wages only (FICA and FUTA still apply); `Roth401K` reduces no wages. The IRS annual limits cap 401(k), HSA and FSA contributions year to date (see BenefitType; a reduced contribution warns `benefit_limit_reached`). Employee contributions add to the payroll's `employeeBenefits` total and are subtracted from net pay; company contributions are not taken from pay and add to `companyBenefits` (and `liability`). */
        EmployeeBenefit: {
            readonly id: string;
            /** @description Employee enrolled. */
            employeeId: string;
            /** @description Company benefit this benefit belongs to (its `type` and `period` are inherited), or null. */
            companyBenefitId: string | null;
            /** @description Where the benefit record came from: null for benefits created through this API, otherwise the name of the external benefits provider that supplied it (see `isExternal`). */
            readonly source: string | null;
            description: string | null;
            /**
             * Format: date
             * @description First day in force.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last day in force (inclusive), or null when open-ended.
             */
            effectiveEnd: string | null;
            type: components["schemas"]["BenefitType"];
            /** @description HSA contribution limit tier; absent when never set. */
            hsaContributionLimit?: components["schemas"]["HsaContributionLimit"];
            period: components["schemas"]["BenefitPeriod"];
            /**
             * Format: double
             * @description Employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Null when the employee contributes a percent or nothing. Not together with `employeeContributionPercent` (422 `contribution_conflict`).
             */
            employeeContributionAmount: number | null;
            /**
             * Format: double
             * @description Employee contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `employeeContributionAmount` (422 `contribution_conflict`).
             */
            employeeContributionPercent: number | null;
            /**
             * Format: double
             * @description Company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Not together with `companyContributionPercent` (422 `contribution_conflict`).
             */
            companyContributionAmount: number | null;
            /**
             * Format: double
             * @description Company contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `companyContributionAmount` (422 `contribution_conflict`).
             */
            companyContributionPercent: number | null;
            /** @description True when the benefit is administered by an external provider (`source`); false for benefits created through this API. */
            readonly isExternal: boolean;
        };
        EmployeeBenefitPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["EmployeeBenefit"][] | null;
        };
        /** @description Body of createCompanyBenefit (fields and types as the interface document lists them). Contribution amounts are per month (`period` Monthly, the only BenefitPeriod): a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up to cents. Percents are of the payroll item's gross earnings. A party (employee or company) contributes either an amount or a percent: both non-null at once is `422 contribution_conflict`. */
        CompanyBenefitCreate: {
            /** @description Free text, for example the plan name. */
            description?: string | null;
            /**
             * Format: date
             * @description First day in force.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last day in force (inclusive); null or absent means open-ended. Before `effectiveStart`: 422 `invalid_date_range`.
             */
            effectiveEnd?: string | null;
            type: components["schemas"]["BenefitType"];
            /** @default Monthly */
            period?: components["schemas"]["BenefitPeriod"];
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Null when the employee contributes a percent or nothing. Not together with `employeeContributionPercent` (422 `contribution_conflict`).
             */
            employeeContributionAmount?: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `employeeContributionAmount` (422 `contribution_conflict`).
             */
            employeeContributionPercent?: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Not together with `companyContributionPercent` (422 `contribution_conflict`).
             */
            companyContributionAmount?: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `companyContributionAmount` (422 `contribution_conflict`).
             */
            companyContributionPercent?: number | null;
        };
        /** @description Body of updateCompanyBenefit: the fields to change (as the interface document lists them). `type` cannot be changed. */
        CompanyBenefitUpdate: {
            /** @description Free text, for example the plan name. */
            description?: string;
            /**
             * Format: date
             * @description First day in force.
             */
            effectiveStart?: string;
            /**
             * Format: date
             * @description Last day in force (inclusive). Before `effectiveStart` (after merging): 422 `invalid_date_range`.
             */
            effectiveEnd?: string;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Setting it clears the stored `employeeContributionPercent`; sending both in one body is 422 `contribution_conflict`.
             */
            employeeContributionAmount?: number;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution as a percent (0..100) of the payroll item's gross earnings. Setting it clears the stored `employeeContributionAmount`; sending both in one body is 422 `contribution_conflict`.
             */
            employeeContributionPercent?: number;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Setting it clears the stored `companyContributionPercent`; sending both in one body is 422 `contribution_conflict`.
             */
            companyContributionAmount?: number;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution as a percent (0..100) of the payroll item's gross earnings. Setting it clears the stored `companyContributionAmount`; sending both in one body is 422 `contribution_conflict`.
             */
            companyContributionPercent?: number;
            /** @description Contribution period. A plain string in the interface document's update body, but it must be a BenefitPeriod value (`Monthly`); anything else is `400 validation_failed`. */
            period?: string;
        };
        /** @description A company benefit plan that employee benefits can belong to. Its contribution fields are the plan's standard terms; payrolls use each employee benefit's own. Contribution amounts are per month (`period` Monthly, the only BenefitPeriod): a payroll takes monthly x 12 / periods per year (52, 26, 24, 12, 4, 1 for Weekly, Biweekly, Semimonthly, Monthly, Quarterly, Annually), rounded half-up to cents. Percents are of the payroll item's gross earnings. A party (employee or company) contributes either an amount or a percent: both non-null at once is `422 contribution_conflict`. Tax treatment: Section 125 types (`*125`) are pre-tax, the employee contribution reduces federal income tax, Social Security, Medicare and FUTA wages; `Pension401K` reduces federal income tax wages only (FICA and FUTA still apply); `Roth401K` reduces no wages. The IRS annual limits cap 401(k), HSA and FSA contributions year to date (see BenefitType; a reduced contribution warns `benefit_limit_reached`). Employee contributions add to the payroll's `employeeBenefits` total and are subtracted from net pay; company contributions are not taken from pay and add to `companyBenefits` (and `liability`). */
        CompanyBenefit: {
            readonly id: string;
            readonly companyId: string;
            /** @description Where the benefit record came from: null for benefits created through this API, otherwise the name of the external benefits provider that supplied it. */
            readonly source: string | null;
            description: string | null;
            /**
             * Format: date
             * @description First day in force.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last day in force (inclusive), or null when open-ended.
             */
            effectiveEnd: string | null;
            type: components["schemas"]["BenefitType"];
            period: components["schemas"]["BenefitPeriod"];
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution per month (BenefitPeriod Monthly), withheld from pay; per pay period = monthly x 12 / periods per year. Null when the employee contributes a percent or nothing. Not together with `employeeContributionPercent` (422 `contribution_conflict`).
             */
            employeeContributionAmount: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): employee contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `employeeContributionAmount` (422 `contribution_conflict`).
             */
            employeeContributionPercent: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution per month (BenefitPeriod Monthly), paid by the company beside pay; per pay period = monthly x 12 / periods per year. Not together with `companyContributionPercent` (422 `contribution_conflict`).
             */
            companyContributionAmount: number | null;
            /**
             * Format: double
             * @description The plan's standard terms (payrolls use each employee benefit's own): company contribution as a percent (0..100) of the payroll item's gross earnings. Not together with `companyContributionAmount` (422 `contribution_conflict`).
             */
            companyContributionPercent: number | null;
            /**
             * Format: int32
             * @description Number of employee benefits whose `companyBenefitId` is this benefit. While above 0 the company benefit cannot be deleted (409 `resource_in_use`).
             */
            readonly associatedEmployeeBenefits: number;
        };
        CompanyBenefitPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["CompanyBenefit"][] | null;
        };
        /** @description Body of createChildSupport. Each payroll whose payday lies within `effectiveStart`..`effectiveEnd` (inclusive; no end means open-ended) withholds `amount` per pay period after taxes, but never more than `maxPercent` % (default 50) of the item's disposable earnings (gross minus employee taxes). Several orders of one employee are applied in creation order, each capped at its own `maxPercent` of disposable earnings minus what earlier orders already took. Child support is taken before miscellaneous deductions; off-cycle payrolls take it only with `offCycleOptions.applyDeductions`. */
        ChildSupportCreate: {
            /** @description Employee of this company (422 `invalid_reference` otherwise). */
            employeeId: string;
            /** @description Free text shown on paystubs. */
            description?: string;
            /** @description Case number of the order. */
            caseNumber: string;
            /** @description Two-letter code of the US state whose agency issued the order. */
            agency: string;
            /**
             * Format: date
             * @description Date the order was issued.
             */
            issueDate: string;
            /**
             * Format: double
             * @description Amount to withhold per pay period.
             */
            amount: number;
            /**
             * Format: double
             * @description Cap, in percent (0..100, default 50), of disposable earnings (gross minus employee taxes) per pay period.
             * @default 50
             */
            maxPercent?: number;
            /**
             * Format: date
             * @description First payday date the order applies to.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last payday date the order applies to (inclusive); absent means open-ended. Before `effectiveStart`: 422 `invalid_date_range`.
             */
            effectiveEnd?: string;
        };
        /** @description Body of updateChildSupport: the fields to change. `employeeId` cannot be changed. */
        ChildSupportUpdate: {
            /** @description Free text shown on paystubs. */
            description?: string;
            /** @description Case number of the order. */
            caseNumber?: string;
            /** @description Two-letter code of the US state whose agency issued the order. */
            agency?: string;
            /**
             * Format: date
             * @description Date the order was issued.
             */
            issueDate?: string;
            /**
             * Format: double
             * @description Amount to withhold per pay period.
             */
            amount?: number;
            /**
             * Format: double
             * @description Cap, in percent (0..100), of disposable earnings (gross minus employee taxes) per pay period.
             */
            maxPercent?: number;
            /**
             * Format: date
             * @description First payday date the order applies to.
             */
            effectiveStart?: string;
            /**
             * Format: date
             * @description Last payday date the order applies to (inclusive); null removes the end date. Before `effectiveStart` (after merging): 422 `invalid_date_range`.
             */
            effectiveEnd?: string | null;
        };
        /** @description A child support garnishment order of one employee (post-tax deduction). Each payroll whose payday lies within `effectiveStart`..`effectiveEnd` (inclusive; no end means open-ended) withholds `amount` per pay period after taxes, but never more than `maxPercent` % (default 50) of the item's disposable earnings (gross minus employee taxes). Several orders of one employee are applied in creation order, each capped at its own `maxPercent` of disposable earnings minus what earlier orders already took. Child support is taken before miscellaneous deductions; off-cycle payrolls take it only with `offCycleOptions.applyDeductions`. */
        ChildSupport: {
            readonly id: string;
            /** @description Employee the order applies to. */
            employeeId: string;
            /** @description Free text shown on paystubs; absent when not set. */
            description?: string;
            /** @description Case number of the order. */
            caseNumber: string;
            /** @description Two-letter code of the US state whose agency issued the order. */
            agency: string;
            /**
             * Format: date
             * @description Date the order was issued.
             */
            issueDate: string;
            /**
             * Format: double
             * @description Amount to withhold per pay period.
             */
            amount: number;
            /**
             * Format: double
             * @description Cap, in percent, of disposable earnings (gross minus employee taxes) per pay period.
             */
            maxPercent: number;
            /**
             * Format: date
             * @description First payday date the order applies to.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last payday date the order applies to (inclusive); absent when open-ended.
             */
            effectiveEnd?: string;
        };
        ChildSupportPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["ChildSupport"][] | null;
        };
        /** @description Body of createMiscellaneousDeduction. Exactly one of `amount` and `percent` (both or neither: 422 `contribution_conflict`). Each payroll whose payday lies within `effectiveStart`..`effectiveEnd` (inclusive; no end means open-ended) withholds after taxes and child support either `amount` per pay period or `percent` % of the item's gross earnings (exactly one of the two; both or neither is `422 contribution_conflict`). Withholding stops once `withheldToDate` reaches `totalAmount` (lifetime cap) and, within a calendar year (of the payday), once that year's withholdings reach `annualLimit`; the last withholding is reduced to the room left. Several deductions of one employee are applied in creation order; off-cycle payrolls take them only with `offCycleOptions.applyDeductions`. */
        MiscellaneousDeductionCreate: {
            /** @description Employee of this company (422 `invalid_reference` otherwise). */
            employeeId: string;
            /** @description What the deduction is for; shown on paystubs. */
            description: string;
            /**
             * Format: double
             * @description Amount to withhold per pay period. Exactly one of `amount` and `percent`.
             */
            amount?: number;
            /**
             * Format: double
             * @description Percent (0..100) of the payroll item's gross earnings to withhold. Exactly one of `amount` and `percent`.
             */
            percent?: number;
            /**
             * Format: double
             * @description Lifetime cap: withholding stops once `withheldToDate` reaches it. Absent: no cap.
             */
            totalAmount?: number;
            /**
             * Format: double
             * @description Cap per calendar year (of the payday). Absent: no cap.
             */
            annualLimit?: number;
            /**
             * Format: date
             * @description First payday date the deduction applies to.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last payday date the deduction applies to (inclusive); absent means open-ended. Before `effectiveStart`: 422 `invalid_date_range`.
             */
            effectiveEnd?: string;
        };
        /** @description Body of updateMiscellaneousDeduction: the fields to change. `employeeId` cannot be changed. Setting `amount` clears a stored `percent` and the other way round; both in one body: 422 `contribution_conflict`. */
        MiscellaneousDeductionUpdate: {
            /** @description What the deduction is for; shown on paystubs. */
            description?: string;
            /**
             * Format: double
             * @description Amount to withhold per pay period; clears a stored `percent`.
             */
            amount?: number;
            /**
             * Format: double
             * @description Percent (0..100) of the payroll item's gross earnings; clears a stored `amount`.
             */
            percent?: number;
            /**
             * Format: double
             * @description Lifetime cap; null removes it.
             */
            totalAmount?: number | null;
            /**
             * Format: double
             * @description Cap per calendar year (of the payday); null removes it.
             */
            annualLimit?: number | null;
            /**
             * Format: date
             * @description First payday date the deduction applies to.
             */
            effectiveStart?: string;
            /**
             * Format: date
             * @description Last payday date the deduction applies to (inclusive); null removes the end date. Before `effectiveStart` (after merging): 422 `invalid_date_range`.
             */
            effectiveEnd?: string | null;
        };
        /** @description A miscellaneous post-tax deduction of one employee. Exactly one of `amount` and `percent` is present. Each payroll whose payday lies within `effectiveStart`..`effectiveEnd` (inclusive; no end means open-ended) withholds after taxes and child support either `amount` per pay period or `percent` % of the item's gross earnings (exactly one of the two; both or neither is `422 contribution_conflict`). Withholding stops once `withheldToDate` reaches `totalAmount` (lifetime cap) and, within a calendar year (of the payday), once that year's withholdings reach `annualLimit`; the last withholding is reduced to the room left. Several deductions of one employee are applied in creation order; off-cycle payrolls take them only with `offCycleOptions.applyDeductions`. */
        MiscellaneousDeduction: {
            readonly id: string;
            readonly companyId: string;
            /** @description Employee the deduction applies to. */
            employeeId: string;
            /** @description What the deduction is for; shown on paystubs. */
            description: string;
            /**
             * Format: double
             * @description Amount withheld per pay period; absent when `percent` is used.
             */
            amount?: number;
            /**
             * Format: double
             * @description Percent of the payroll item's gross earnings; absent when `amount` is used.
             */
            percent?: number;
            /**
             * Format: double
             * @description Lifetime cap; absent when none.
             */
            totalAmount?: number;
            /**
             * Format: double
             * @description Cap per calendar year (of the payday); absent when none.
             */
            annualLimit?: number;
            /**
             * Format: date
             * @description First payday date the deduction applies to.
             */
            effectiveStart: string;
            /**
             * Format: date
             * @description Last payday date the deduction applies to (inclusive); absent when open-ended.
             */
            effectiveEnd?: string;
            /**
             * Format: double
             * @description Total withheld by approved payrolls so far (lifetime), compared with `totalAmount`; includes what deleted deductions of the same employee and description withheld (see `deleteMiscellaneousDeduction`).
             */
            readonly withheldToDate: number;
        };
        MiscellaneousDeductionPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["MiscellaneousDeduction"][] | null;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @description Contract version served. */
            version: string;
            /** Format: int64 */
            uptimeSeconds: number;
            database: {
                /** @enum {string} */
                status: "up" | "down";
                /**
                 * @description PostgreSQL server, or the embedded PGlite database.
                 * @enum {string}
                 */
                kind: "postgres" | "pglite";
                /**
                 * Format: double
                 * @description Round trip of a trivial query.
                 */
                latencyMs?: number;
            };
        };
        PartnerCreate: {
            name: string;
        };
        PartnerCreated: {
            id: string;
            name: string;
            /** @description The partner key for `X-API-key`. Shown once. */
            apiKey: string;
        };
        CorporationCreate: {
            partnerId: string;
            name: string;
        };
        CorporationCreated: {
            id: string;
            partnerId: string;
            name: string;
            /** @description The corporation key for `G-API-key`. Shown once. */
            apiKey: string;
        };
        /**
         * @description Kind of caller a key authenticates.
         * @enum {string}
         */
        ApiKeyKind: "Partner" | "Corporation" | "Company";
        ApiKeyCreate: {
            kind: components["schemas"]["ApiKeyKind"];
            /** @description Id of the partner, corporation or company. */
            ownerId: string;
        };
        ApiKeyCreated: {
            id: string;
            kind: components["schemas"]["ApiKeyKind"];
            ownerId: string;
            /** @description The key, shown once; send it in the header of its kind. */
            apiKey: string;
        };
        Event: {
            id: string;
            /**
             * @description `<resource>.<change>`: `company.created`, `company.updated`,
             *     `company.payroll_started`, `company.onboard_step_completed`,
             *     `company.implementation_started`, `company.implementation_cancelled`,
             *     `employee.created`, `employee.updated`, `contractor.created`,
             *     `contractor.updated`, `workplace.created`, `workplace.updated`,
             *     `department.created`, `department.updated`, `earning_code.created`,
             *     `earning_code.updated`, `payment_schedule.created`,
             *     `payment_schedule.updated`, `signatory.created`,
             *     `bank_account.created`, `bank_account.updated`,
             *     `bank_account.deleted`, `net_pay_split.created`,
             *     `form.submitted`, `benefit.created`, `benefit.updated`,
             *     `benefit.deleted`, `post_tax_deduction.created`,
             *     `post_tax_deduction.updated`, `post_tax_deduction.deleted`,
             *     `payroll.created`, `payroll.updated`, `payroll.deleted`,
             *     `payroll.approved`, `payroll.reopened`, `payroll.status_changed`,
             *     `payroll.voided`, `payroll.item_voided`,
             *     `payroll.item_payment_failed`, `funding_failure.created`,
             *     `funding_failure.resolved`,
             *     `timecard.clocked_in`, `timecard.clocked_out`,
             *     `timecard.break_started`, `timecard.break_ended`,
             *     `timecard.corrected`. New types may be
             *     added in 1.x; ignore the ones you do not know.
             */
            type: string;
            /**
             * Format: date-time
             * @description When the event was written, to the millisecond.
             */
            createdAt: string;
            partnerId: string;
            /** @description Absent for events outside a company. */
            companyId?: string;
            /** @description Resource the event is about, for example `Payroll`. */
            resourceType: string;
            resourceId: string;
            /** @description The resource as the API returned it after the change (for deletions, its id only). Secrets are never included. */
            data: {
                [key: string]: unknown;
            };
        };
        EventPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Event"][] | null;
        };
        WebhookEndpointCreate: {
            /**
             * Format: uri
             * @description HTTPS URL without credentials or fragment. Its host must resolve,
             *     and only to public addresses: loopback, private, link-local
             *     (including the cloud metadata address 169.254.169.254),
             *     carrier-grade NAT, unspecified, multicast, broadcast, IPv4-mapped
             *     IPv6 and other reserved addresses, and numeric IPv4 spellings
             *     such as `2130706433` or `0x7f.1`, are `422 webhook_url_not_allowed`
             *     (see `createWebhookEndpoint`). Checked again at each delivery
             *     attempt, which connects only to the checked address. Plain HTTP,
             *     loopback and private addresses only when the service runs with
             *     `WEBHOOK_ALLOW_PRIVATE_TARGETS=true` (tests and local development;
             *     refused in production).
             */
            url: string;
            /** @description Event types to deliver; empty or absent means all. */
            eventTypes?: string[];
        };
        WebhookEndpointUpdate: {
            /**
             * Format: uri
             * @description A new HTTPS URL, under the rules of `WebhookEndpointCreate.url`
             *     (its host resolves to public addresses only, checked again at
             *     each delivery attempt; `422 webhook_url_not_allowed` otherwise).
             */
            url?: string;
            eventTypes?: string[];
            active?: boolean;
        };
        WebhookEndpoint: {
            id: string;
            /** Format: uri */
            url: string;
            eventTypes: string[];
            active: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookEndpointCreated: components["schemas"]["WebhookEndpoint"] & {
            /** @description Signing secret, shown once. */
            secret: string;
        };
        /**
         * @description Pending (attempts go on) -> Delivered (a 2xx answer) or Failed (no 2xx within 24 hours of the first attempt).
         * @enum {string}
         */
        WebhookDeliveryStatus: "Pending" | "Delivered" | "Failed";
        WebhookDeliveryAttempt: {
            /** @description 1 for the first attempt, then 2, 3, ... */
            number: number;
            /**
             * Format: date-time
             * @description When the attempt was sent.
             */
            at: string;
            /** @description HTTP status of the answer; null when none came. */
            statusCode: number | null;
            /** @description Time from sending the request to its answer (or to giving up), in milliseconds. */
            durationMs: number;
            /** @description Why the attempt failed when no answer came or the answer could not be used (`timeout after 10 s`, `connection refused`, `host not found`, `redirect not followed`, `address not allowed` when the host now resolves to an address webhooks may not reach, `signing secret cannot be decrypted` when the endpoint's secret cannot be read with the service's keys, so nothing was sent), else null; a non-2xx answer shows in `statusCode`. */
            error: string | null;
        };
        /** @description One event sent, or to be sent, to one webhook endpoint, with every attempt. */
        WebhookDelivery: {
            id: string;
            webhookEndpointId: string;
            eventId: string;
            eventType: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attemptCount: number;
            /**
             * Format: date-time
             * @description When a Pending delivery is next due; null once Delivered or Failed.
             */
            nextAttemptAt: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /**
             * Format: date-time
             * @description When the delivery was created, with its event.
             */
            createdAt: string;
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["WebhookDelivery"][] | null;
        };
        WebhookEndpointPage: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["WebhookEndpoint"][] | null;
        };
    };
    responses: {
        /** @description Malformed request: invalid body, query or path (`validation_failed`, with `errors` listing the fields), malformed JSON (`malformed_json`), two key headers (`multiple_api_keys`) or an unsupported `API-Version` (`unsupported_api_version`). */
        BadRequest: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/validation_failed",
                 *       "title": "Request validation failed",
                 *       "status": 400,
                 *       "detail": "The request does not match the contract.",
                 *       "instance": "/v1/companies",
                 *       "code": "validation_failed",
                 *       "errors": [
                 *         {
                 *           "field": "body.email",
                 *           "message": "must match format \"email\"",
                 *           "code": "format"
                 *         }
                 *       ],
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No API key (`unauthenticated`), or an unknown or revoked one (`invalid_api_key`). */
        Unauthorized: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/unauthenticated",
                 *       "title": "Authentication required",
                 *       "status": 401,
                 *       "detail": "Send exactly one of the X-API-key, G-API-key or C-API-key headers.",
                 *       "instance": "/v1/companies",
                 *       "code": "unauthenticated",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The key kind is not admitted by this operation (`forbidden`). */
        Forbidden: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/forbidden",
                 *       "title": "Forbidden",
                 *       "status": 403,
                 *       "detail": "A company key cannot create companies.",
                 *       "instance": "/v1/companies",
                 *       "code": "forbidden",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource within the key's scope (`not_found`); out-of-scope resources are reported the same way. */
        NotFound: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/not_found",
                 *       "title": "Not found",
                 *       "status": 404,
                 *       "detail": "Company com_8f3k2m9q4t7w was not found.",
                 *       "instance": "/v1/companies/com_8f3k2m9q4t7w",
                 *       "code": "not_found",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource's state does not allow the operation (the operation's description names the code), an idempotent request with the same key is still in flight (`idempotency_request_in_flight`), or another payroll of the company is being computed (`payroll_busy`, with `Retry-After`). */
        Conflict: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                /** @description With `payroll_busy` only, seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/payroll_not_draft",
                 *       "title": "Payroll is not a draft",
                 *       "status": 409,
                 *       "detail": "Payroll pay_4d8g2s6f0a1q is Pending; only Draft payrolls can be changed.",
                 *       "instance": "/v1/companies/com_8f3k2m9q4t7w/payrolls/pay_4d8g2s6f0a1q",
                 *       "code": "payroll_not_draft",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The JSON body is larger than 1 MiB, or 8 MiB for a payroll (`payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/payload_too_large",
                 *       "title": "Payload too large",
                 *       "status": 413,
                 *       "detail": "Request bodies of this operation are limited to 1 MiB.",
                 *       "instance": "/v1/companies",
                 *       "code": "payload_too_large",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not sent as `application/json` (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/unsupported_media_type",
                 *       "title": "Unsupported media type",
                 *       "status": 415,
                 *       "detail": "Send request bodies as application/json.",
                 *       "instance": "/v1/companies",
                 *       "code": "unsupported_media_type",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Well-formed but against a business rule (the operation's description names the codes), or an `Idempotency-Key` reused with another body (`idempotency_key_reused`). */
        UnprocessableEntity: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/invalid_reference",
                 *       "title": "Invalid reference",
                 *       "status": 422,
                 *       "detail": "Workplace wp_7c2v9b4n1m6k does not belong to this company.",
                 *       "instance": "/v1/companies/com_8f3k2m9q4t7w/employees",
                 *       "code": "invalid_reference",
                 *       "errors": [
                 *         {
                 *           "field": "body.primaryWorkplaceId",
                 *           "message": "unknown workplace in this company",
                 *           "code": "invalid_reference"
                 *         }
                 *       ],
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request's `Accept` allows none of the operation's media types (`not_acceptable`). */
        NotAcceptable: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The API key is over its rate limit (`rate_limited`). */
        TooManyRequests: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/rate_limited",
                 *       "title": "Too many requests",
                 *       "status": 429,
                 *       "detail": "Rate limit of 600 requests per 60 seconds exceeded; retry in 12 seconds.",
                 *       "instance": "/v1/companies",
                 *       "code": "rate_limited",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Any other error as a problem: `internal_error` (500, never with internal details) or `not_implemented` (501). */
        Error: {
            headers: {
                "API-Version": components["headers"]["ApiVersion"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.payroll.example/errors/internal_error",
                 *       "title": "Internal server error",
                 *       "status": 500,
                 *       "detail": "An unexpected error occurred. Quote the request id when you contact support.",
                 *       "instance": "/v1/companies",
                 *       "code": "internal_error",
                 *       "requestId": "req_01JD3Q8W6T9X2M4N7P5R"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
         * @example 1.0
         */
        ApiVersion: string;
        /**
         * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
         * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
         */
        IdempotencyKey: string;
        /**
         * @description Page number, 1-based.
         * @example 1
         */
        Page: number;
        /**
         * @description Results per page, 1..100.
         * @example 10
         */
        PageSize: number;
        /**
         * @description Case-insensitive substring matched against the resource's names and email.
         * @example smith
         */
        Search: string;
        /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
        IncludeSearch: boolean;
        /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
        IncludeId: boolean;
        /**
         * @description Company id.
         * @example com_8f3k2m9q4t7w
         */
        CompanyId: string;
        /**
         * @description Employee id.
         * @example emp_2b7n5r8x1c4v
         */
        EmployeeId: string;
        /**
         * @description Contractor id.
         * @example ctr_6h1j9k3l5z8p
         */
        ContractorId: string;
        /**
         * @description Payroll id.
         * @example pay_4d8g2s6f0a1q
         */
        PayrollId: string;
        /**
         * @description Keep only the documents of this calendar (tax) year.
         * @example 2026
         */
        DocumentYear: number;
        /**
         * @description Keep only the documents of this calendar quarter (1..4); yearly documents have no quarter and are left out when it is sent.
         * @example 3
         */
        DocumentQuarter: number;
    };
    requestBodies: never;
    headers: {
        /** @description Version of the contract that produced this response. */
        ApiVersion: "1.0";
        /** @description Identifier of this request, also in the request log and in problem bodies. */
        RequestId: string;
        /** @description Remaining quota of the API key in the current window, for example `limit=600, remaining=598, reset=42`. */
        RateLimit: string;
        /** @description Rate-limit policy of the API key, for example `600;w=60` (600 requests per 60 seconds). */
        RateLimitPolicy: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description URL of the created resource. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCompanies: {
        parameters: {
            query?: {
                /** @description Company id. */
                id?: string;
                /** @description Corporation id. */
                corporationId?: string;
                /** @description Partner id. */
                partnerId?: string;
                status?: components["schemas"]["CompanyStatus"];
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
                includeId?: components["parameters"]["IncludeId"];
                /** @description `true` (default) keeps companies of `corporationId`; `false` excludes them. */
                includeCorporationId?: boolean;
                /** @description `true` (default) keeps companies of `partnerId`; `false` excludes them. */
                includePartnerId?: boolean;
                /** @description `true` (default) keeps companies in `status`; `false` excludes them. */
                includeStatus?: boolean;
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of companies. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "com_8f3k2m9q4t7w",
                     *           "legalName": "Blue Fern Landscaping LLC",
                     *           "tradeName": "Blue Fern",
                     *           "email": "payroll@bluefern.example",
                     *           "phone": "+14155550123",
                     *           "website": "https://www.bluefern.example",
                     *           "taxId": "12-3456789",
                     *           "timekeepingCode": "482913",
                     *           "acceptedTerms": true,
                     *           "legalType": "LimitedLiabilityCompany",
                     *           "industry": "GeneralConstructionGeneralContracting",
                     *           "status": "Active",
                     *           "address": {
                     *             "street1": "500 Market Street",
                     *             "street2": "Suite 300",
                     *             "city": "San Francisco",
                     *             "zipcode": "94105",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "created": "2026-11-02T17:04:11Z",
                     *           "termsAcceptedAt": "2026-11-03T15:20:07Z",
                     *           "payrollDetails": {
                     *             "activated": false,
                     *             "canBoardPayroll": true,
                     *             "onboardingStartedAt": "2026-11-03T15:20:07Z",
                     *             "completedItems": [
                     *               "signatoryAgreements",
                     *               "employeeSetup",
                     *               "connectBankAccount"
                     *             ],
                     *             "terminated": false,
                     *             "inGoodStanding": true,
                     *             "startDate": "2026-12-04",
                     *             "payFrequency": "Weekly",
                     *             "processingPeriod": "FourDay",
                     *             "employeeW2DeliveryMethod": "ElectronicWithPrintFallback",
                     *             "contractor1099DeliveryMethod": "Electronic",
                     *             "onboardDetails": {
                     *               "status": "Blocking",
                     *               "blockingSteps": [
                     *                 "taxSetup",
                     *                 "filingAuthorization"
                     *               ],
                     *               "remainingSteps": [
                     *                 "taxSetup",
                     *                 "filingAuthorization",
                     *                 "verificationDocuments",
                     *                 "accountingIntegration"
                     *               ],
                     *               "completedSteps": [
                     *                 "signatoryAgreements",
                     *                 "employeeSetup",
                     *                 "connectBankAccount"
                     *               ]
                     *             },
                     *             "implementationDetails": {
                     *               "status": "InProgress",
                     *               "startedAt": "2026-11-03T14:00:00Z"
                     *             }
                     *           },
                     *           "merchantDetails": {
                     *             "deliveryPolicyUrl": "https://www.bluefern.example/policies/delivery",
                     *             "returnPolicyUrl": "https://www.bluefern.example/policies/returns",
                     *             "termsOfServiceUrl": "https://www.bluefern.example/terms",
                     *             "activated": false,
                     *             "canBoardMerchants": true,
                     *             "onboardingStartedAt": "2026-11-04T18:02:30Z",
                     *             "onboardingStatus": "InProgress"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "legalName": "Blue Fern Landscaping LLC",
                 *       "tradeName": "Blue Fern",
                 *       "email": "payroll@bluefern.example",
                 *       "phone": "+14155550123",
                 *       "taxId": "12-3456789",
                 *       "legalType": "LimitedLiabilityCompany",
                 *       "industry": "GeneralConstructionGeneralContracting",
                 *       "address": {
                 *         "street1": "500 Market Street",
                 *         "street2": "Suite 300",
                 *         "city": "San Francisco",
                 *         "zipcode": "94105",
                 *         "state": "CA",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CompanyCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tradeName": "Blue Fern",
                 *       "website": "https://www.bluefern.example"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description The updated company. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    startPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company, payroll activated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listSignatories: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of signatories. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "sig_4k8m2n6p0q3r",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "firstName": "Maria",
                     *           "lastName": "Alvarez",
                     *           "title": "Chief Executive Officer",
                     *           "email": "maria.alvarez@bluefern.example"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SignatoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createSignatory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Maria",
                 *       "lastName": "Alvarez",
                 *       "title": "Chief Executive Officer",
                 *       "email": "maria.alvarez@bluefern.example"
                 *     }
                 */
                "application/json": components["schemas"]["SignatoryCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Signatory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardSignatoryAgreements: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signatoryId": "sig_4k8m2n6p0q3r",
                 *       "accepted": true
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardSignatoryAgreements"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    embedSignatoryAgreements: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A hosted page URL. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "signatoryAgreements",
                     *       "url": "https://onboard.payroll.example/companies/com_8f3k2m9q4t7w/signatory_agreements?session=ses_7Qm2Xv9Lp4Rt8Wz1",
                     *       "expiresAt": "2026-11-04T18:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyOnboardEmbed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardEmployeeSetup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "acknowledged": true,
                 *       "startDate": "2026-12-04",
                 *       "payFrequency": "Weekly",
                 *       "processingPeriod": "FourDay",
                 *       "employeeW2DeliveryMethod": "ElectronicWithPrintFallback",
                 *       "contractor1099DeliveryMethod": "Electronic"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardEmployeeSetup"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardConnectBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "routingNumber": "121000358",
                 *       "accountNumber": "004567891234",
                 *       "type": "Checking"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardBankAccount"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardTaxSetup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "federalFilerType": "Form941",
                 *       "federalDepositSchedule": "Monthly",
                 *       "stateTaxIds": [
                 *         {
                 *           "state": "CA",
                 *           "withholdingAccountNumber": "123-4567-8",
                 *           "unemploymentAccountNumber": "123-4567-8",
                 *           "unemploymentRate": 3.4
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardTaxSetup"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardFilingAuthorization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signatoryId": "sig_4k8m2n6p0q3r",
                 *       "authorized": true
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardFilingAuthorization"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardVerificationDocuments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "EinConfirmationLetter",
                 *       "fileName": "irs-cp575-blue-fern.pdf",
                 *       "contentType": "application/pdf",
                 *       "base64Content": "JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardVerificationDocument"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    embedVerificationDocuments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A hosted page URL. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "verificationDocuments",
                     *       "url": "https://onboard.payroll.example/companies/com_8f3k2m9q4t7w/verification_documents?session=ses_7Qm2Xv9Lp4Rt8Wz1",
                     *       "expiresAt": "2026-11-04T18:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyOnboardEmbed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardAccountingIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "QuickBooksOnline"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyOnboardAccountingIntegration"];
            };
        };
        responses: {
            /** @description Step completed. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardStepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    embedAccountingIntegration: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A hosted page URL. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "accountingIntegration",
                     *       "url": "https://onboard.payroll.example/companies/com_8f3k2m9q4t7w/accounting_integration?session=ses_7Qm2Xv9Lp4Rt8Wz1",
                     *       "expiresAt": "2026-11-04T18:15:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyOnboardEmbed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    startImplementation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company, implementation in progress. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    cancelImplementation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company, implementation cancelled. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getPayrollJournalReport: {
        parameters: {
            query?: {
                /**
                 * @description Only the lines of this payroll.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId?: string;
                /**
                 * @description With `paydayTo`: payrolls with payday on or after this date.
                 * @example 2026-01-01
                 */
                paydayFrom?: string;
                /**
                 * @description With `paydayFrom`: payrolls with payday on or before this date.
                 * @example 2026-03-31
                 */
                paydayTo?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report (JSON) or the whole report (CSV). */
            200: {
                headers: {
                    /** @description CSV only: `attachment; filename="payroll-journal-<companyId>.csv"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 24,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "payday": "2026-01-16",
                     *           "workerType": "Employee",
                     *           "workerId": "emp_7h2k9m4q1w6e",
                     *           "workerName": "Ava Chen",
                     *           "workplaceId": "wp_3n8b5v1c7x2z",
                     *           "lineKind": "Earning",
                     *           "type": "Regular",
                     *           "description": "Regular",
                     *           "side": "Employee",
                     *           "amount": 900
                     *         },
                     *         {
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "payday": "2026-01-16",
                     *           "workerType": "Employee",
                     *           "workerId": "emp_7h2k9m4q1w6e",
                     *           "workerName": "Ava Chen",
                     *           "workplaceId": "wp_3n8b5v1c7x2z",
                     *           "lineKind": "Tax",
                     *           "type": "StateIncomeTax",
                     *           "jurisdiction": "CA",
                     *           "code": "ca_sit",
                     *           "description": "CA income tax",
                     *           "side": "Employee",
                     *           "amount": 21.3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollJournalPage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTaxLiabilitiesReport: {
        parameters: {
            query: {
                /**
                 * @description First payday of the report.
                 * @example 2026-01-01
                 */
                from: string;
                /**
                 * @description Last payday of the report (included).
                 * @example 2026-12-31
                 */
                to: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report (JSON) or the whole report (CSV). */
            200: {
                headers: {
                    /** @description CSV only: `attachment; filename="tax-liabilities-<companyId>.csv"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 14,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "period": "2026-01",
                     *           "jurisdiction": "US",
                     *           "code": "us_fit",
                     *           "liability": 250.24,
                     *           "deposited": 250.24,
                     *           "creditApplied": 0,
                     *           "outstanding": 0,
                     *           "taxDepositIds": [
                     *             "td_1q7w3e9r5t2y",
                     *             "td_6u2i8o4p0a5s"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TaxLiabilityPage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCashRequirementReport: {
        parameters: {
            query: {
                /**
                 * @description The payroll.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report (JSON) or the whole report (CSV). */
            200: {
                headers: {
                    /** @description CSV only: `attachment; filename="cash-requirement-<companyId>.csv"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "paymentMethod": "DirectDeposit",
                     *           "funding": "EmployeeNetPay",
                     *           "items": 1,
                     *           "amount": 732.07,
                     *           "inCashRequirement": true
                     *         },
                     *         {
                     *           "paymentMethod": "Manual",
                     *           "funding": "EmployeeNetPay",
                     *           "items": 1,
                     *           "amount": 743.44,
                     *           "inCashRequirement": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CashRequirementPage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTaxSummaryReport: {
        parameters: {
            query: {
                /**
                 * @description The year.
                 * @example 2026
                 */
                year: number;
                /**
                 * @description A calendar quarter of the year; the whole year when absent.
                 * @example 1
                 */
                quarter?: number;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report (JSON) or the whole report (CSV). */
            200: {
                headers: {
                    /** @description CSV only: `attachment; filename="tax-summary-<companyId>.csv"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "grossPay": 3650,
                     *           "federalIncomeTaxWages": 3500,
                     *           "federalIncomeTax": 264.28,
                     *           "socialSecurityWages": 3500,
                     *           "socialSecurityEmployee": 217,
                     *           "socialSecurityCompany": 217,
                     *           "medicareWages": 3500,
                     *           "medicareEmployee": 50.76,
                     *           "medicareCompany": 50.76,
                     *           "additionalMedicareWages": 0,
                     *           "additionalMedicareEmployee": 0,
                     *           "futaSubjectWages": 3500,
                     *           "futaWages": 3500,
                     *           "futaCompany": 21
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TaxSummaryPage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorPaymentsReport: {
        parameters: {
            query: {
                /**
                 * @description First payday of the report.
                 * @example 2026-01-01
                 */
                from: string;
                /**
                 * @description Last payday of the report (included).
                 * @example 2026-12-31
                 */
                to: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the report (JSON) or the whole report (CSV). */
            200: {
                headers: {
                    /** @description CSV only: `attachment; filename="contractor-payments-<companyId>.csv"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "rowType": "Payment",
                     *           "contractorId": "ctr_5t1y7u3i9o2p",
                     *           "contractorName": "Jordan Reyes",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "payday": "2026-01-16",
                     *           "paymentMethod": "Manual",
                     *           "compensation": 500,
                     *           "reimbursement": 20,
                     *           "netPay": 520
                     *         },
                     *         {
                     *           "rowType": "ContractorTotal",
                     *           "contractorId": "ctr_5t1y7u3i9o2p",
                     *           "contractorName": "Jordan Reyes",
                     *           "compensation": 500,
                     *           "reimbursement": 20,
                     *           "netPay": 520
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContractorPaymentPage"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listTaxDeposits: {
        parameters: {
            query?: {
                /**
                 * @description Only deposits of this payroll.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId?: string;
                /** @description Only deposits in this status. */
                status?: components["schemas"]["TaxDepositStatus"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tax deposits. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 4,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "td_1q7w3e9r5t2y",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "tax": "FederalIncomeTax",
                     *           "amount": 1249.8,
                     *           "dueDate": "2027-01-15",
                     *           "status": "Pending"
                     *         },
                     *         {
                     *           "id": "td_6u2i8o4p0a5s",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "tax": "SocialSecurity",
                     *           "amount": 2021.94,
                     *           "dueDate": "2027-01-15",
                     *           "status": "Pending"
                     *         },
                     *         {
                     *           "id": "td_3d9f5g1h7j2k",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "tax": "Medicare",
                     *           "amount": 472.88,
                     *           "dueDate": "2027-01-15",
                     *           "status": "Pending"
                     *         },
                     *         {
                     *           "id": "td_8l4z0x6c2v7b",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "tax": "FederalUnemployment",
                     *           "amount": 97.5,
                     *           "dueDate": "2027-01-31",
                     *           "status": "Pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TaxDepositPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCorporation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Corporation id.
                 * @example corp_5g2h8j4k1l9z
                 */
                corporationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The corporation. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "corp_5g2h8j4k1l9z",
                     *       "partnerId": "par_1a2s3d4f5g6h",
                     *       "name": "Evergreen Outdoor Services Inc.",
                     *       "companyIds": [
                     *         "com_8f3k2m9q4t7w",
                     *         "com_2x6c0v4b8n3m"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Corporation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listWorkplaces: {
        parameters: {
            query?: {
                /** @description Keep only active (`true`) or only inactive (`false`) workplaces; absent keeps both. */
                active?: boolean;
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workplaces. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "wp_7c2v9b4n1m6k",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Mission Street Yard",
                     *           "address": {
                     *             "street1": "1450 Mission Street",
                     *             "city": "San Francisco",
                     *             "zipcode": "94103",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "wp_3x8z1q6w4e9r",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Oakland Nursery",
                     *           "address": {
                     *             "street1": "2201 Broadway",
                     *             "street2": "Unit B",
                     *             "city": "Oakland",
                     *             "zipcode": "94612",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WorkplacePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createWorkplace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mission Street Yard",
                 *       "address": {
                 *         "street1": "1450 Mission Street",
                 *         "city": "San Francisco",
                 *         "zipcode": "94103",
                 *         "state": "CA",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkplaceCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getWorkplace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Workplace id.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workplace. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateWorkplace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Workplace id.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mission Street Yard and Office"
                 *     }
                 */
                "application/json": components["schemas"]["WorkplaceUpdate"];
            };
        };
        responses: {
            /** @description The updated workplace. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wp_7c2v9b4n1m6k",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "name": "Mission Street Yard and Office",
                     *       "address": {
                     *         "street1": "1450 Mission Street",
                     *         "city": "San Francisco",
                     *         "zipcode": "94103",
                     *         "state": "CA",
                     *         "country": "US"
                     *       },
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Workplace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listDepartments: {
        parameters: {
            query?: {
                /** @description Keep only active (`true`) or only inactive (`false`) departments; absent keeps both. */
                active?: boolean;
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of departments. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "dep_0f5h8j2k6l4n",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Field Operations",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "dep_3m8q1w5e9r2t",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Landscape Maintenance",
                     *           "parentId": "dep_0f5h8j2k6l4n",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DepartmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Landscape Maintenance",
                 *       "parentId": "dep_0f5h8j2k6l4n"
                 *     }
                 */
                "application/json": components["schemas"]["DepartmentCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getDepartment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Department id.
                 * @example dep_3m8q1w5e9r2t
                 */
                departmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The department. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Department id.
                 * @example dep_3m8q1w5e9r2t
                 */
                departmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Grounds Maintenance"
                 *     }
                 */
                "application/json": components["schemas"]["DepartmentUpdate"];
            };
        };
        responses: {
            /** @description The updated department. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "dep_3m8q1w5e9r2t",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "name": "Grounds Maintenance",
                     *       "parentId": "dep_0f5h8j2k6l4n",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEarningCodes: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of earning codes. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ec_5w8e2r6t1y3u",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Referral bonus",
                     *           "type": "Bonus",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ec_9a2s4d6f8g1h",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Per diem",
                     *           "type": "Reimbursement",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EarningCodePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEarningCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Referral bonus",
                 *       "type": "Bonus"
                 *     }
                 */
                "application/json": components["schemas"]["EarningCodeCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEarningCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Earning code id.
                 * @example ec_5w8e2r6t1y3u
                 */
                earningCodeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The earning code. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEarningCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Earning code id.
                 * @example ec_5w8e2r6t1y3u
                 */
                earningCodeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["EarningCodeUpdate"];
            };
        };
        responses: {
            /** @description The updated earning code. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ec_5w8e2r6t1y3u",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "name": "Referral bonus",
                     *       "type": "Bonus",
                     *       "active": false
                     *     }
                     */
                    "application/json": components["schemas"]["EarningCode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listPaymentSchedules: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payment schedules. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ps_9t4y7u2i6o1p",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Weekly hourly crews",
                     *           "payFrequency": "Weekly",
                     *           "firstPayday": "2026-01-09",
                     *           "firstPeriodEnd": "2026-01-04",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ps_2z5x8c1v4b7n",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "name": "Semimonthly office staff",
                     *           "payFrequency": "Semimonthly",
                     *           "firstPayday": "2026-01-15",
                     *           "secondPayday": "2026-01-30",
                     *           "firstPeriodEnd": "2026-01-10",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentSchedulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createPaymentSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly hourly crews",
                 *       "payFrequency": "Weekly",
                 *       "firstPayday": "2026-01-09",
                 *       "firstPeriodEnd": "2026-01-04"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentScheduleCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getPaymentSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payment schedule id.
                 * @example ps_9t4y7u2i6o1p
                 */
                paymentScheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment schedule. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updatePaymentSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payment schedule id.
                 * @example ps_9t4y7u2i6o1p
                 */
                paymentScheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly field crews"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentScheduleUpdate"];
            };
        };
        responses: {
            /** @description The updated payment schedule. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ps_9t4y7u2i6o1p",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "name": "Weekly field crews",
                     *       "payFrequency": "Weekly",
                     *       "firstPayday": "2026-01-09",
                     *       "firstPeriodEnd": "2026-01-04",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentSchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listPaydays: {
        parameters: {
            query?: {
                /**
                 * @description First date of the range (inclusive). Defaults to today.
                 * @example 2026-12-01
                 */
                startDate?: string;
                /**
                 * @description Last date of the range (inclusive). Defaults to `startDate` plus 12 months; at most 2 years after `startDate`.
                 * @example 2026-12-31
                 */
                endDate?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payment schedule id.
                 * @example ps_9t4y7u2i6o1p
                 */
                paymentScheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of paydays. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 5,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "payday": "2026-12-04",
                     *           "periodStart": "2026-11-23",
                     *           "periodEnd": "2026-11-29",
                     *           "deadline": "2026-11-30",
                     *           "impactedByWeekendOrHoliday": false
                     *         },
                     *         {
                     *           "payday": "2026-12-11",
                     *           "periodStart": "2026-11-30",
                     *           "periodEnd": "2026-12-06",
                     *           "deadline": "2026-12-07",
                     *           "impactedByWeekendOrHoliday": false
                     *         },
                     *         {
                     *           "payday": "2026-12-18",
                     *           "periodStart": "2026-12-07",
                     *           "periodEnd": "2026-12-13",
                     *           "deadline": "2026-12-14",
                     *           "impactedByWeekendOrHoliday": false
                     *         },
                     *         {
                     *           "payday": "2026-12-24",
                     *           "periodStart": "2026-12-14",
                     *           "periodEnd": "2026-12-20",
                     *           "deadline": "2026-12-18",
                     *           "impactedByWeekendOrHoliday": true
                     *         },
                     *         {
                     *           "payday": "2026-12-31",
                     *           "periodStart": "2026-12-21",
                     *           "periodEnd": "2026-12-27",
                     *           "deadline": "2026-12-24",
                     *           "impactedByWeekendOrHoliday": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaydayPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listCompanyAuthorizationDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Keep only the documents of this calendar (tax) year.
                 * @example 2026
                 */
                year?: components["parameters"]["DocumentYear"];
                /**
                 * @description Keep only the documents of this calendar quarter (1..4); yearly documents have no quarter and are left out when it is sent.
                 * @example 3
                 */
                quarter?: components["parameters"]["DocumentQuarter"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company authorization documents. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "doc_1q9w3e7r5t2y",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "category": "FilingAuthorization8655",
                     *           "label": "Form 8655 Reporting Agent Authorization",
                     *           "year": 2026,
                     *           "createdAt": "2026-11-03T18:22:40Z"
                     *         },
                     *         {
                     *           "id": "doc_7m3n5b9v1c4x",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "category": "SignatoryAgreement",
                     *           "label": "Signatory agreement - Dana Whitfield",
                     *           "year": 2026,
                     *           "createdAt": "2026-11-03T18:20:05Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyAuthorizationDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCompanyAuthorizationDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_1q9w3e7r5t2y
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company authorization document. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyAuthorizationDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadCompanyAuthorizationDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_1q9w3e7r5t2y
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="<label>.pdf"`, the suggested file name. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listCompanyTaxDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Keep only the documents of this calendar (tax) year.
                 * @example 2026
                 */
                year?: components["parameters"]["DocumentYear"];
                /**
                 * @description Keep only the documents of this calendar quarter (1..4); yearly documents have no quarter and are left out when it is sent.
                 * @example 3
                 */
                quarter?: components["parameters"]["DocumentQuarter"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company tax documents. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "doc_8u4i2o6p0a3s",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "category": "941",
                     *           "label": "Form 941 - Q3 2026",
                     *           "year": 2026,
                     *           "quarter": 3,
                     *           "createdAt": "2026-10-20T14:05:12Z"
                     *         },
                     *         {
                     *           "id": "doc_6e1r3t5y7u9i",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "category": "StateQuarterly",
                     *           "label": "California DE 9 - Q3 2026",
                     *           "year": 2026,
                     *           "quarter": 3,
                     *           "createdAt": "2026-10-20T14:05:19Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyTaxDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCompanyTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_8u4i2o6p0a3s
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company tax document. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyTaxDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadCompanyTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_8u4i2o6p0a3s
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="<label>.pdf"`, the suggested file name. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractorTaxDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Keep only the documents of this calendar (tax) year.
                 * @example 2026
                 */
                year?: components["parameters"]["DocumentYear"];
                /**
                 * @description Keep only the documents of this calendar quarter (1..4); yearly documents have no quarter and are left out when it is sent.
                 * @example 3
                 */
                quarter?: components["parameters"]["DocumentQuarter"];
                /**
                 * @description Keep only the documents of this contractor.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contractor tax documents. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "doc_4l6z8x0c2v5b",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "contractorId": "ctr_6h1j9k3l5z8p",
                     *           "category": "1099Nec",
                     *           "label": "2026 Form 1099-NEC - Jordan Reyes",
                     *           "year": 2026,
                     *           "createdAt": "2027-01-22T16:40:03Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContractorTaxDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_4l6z8x0c2v5b
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contractor tax document. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractorTaxDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadContractorTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_4l6z8x0c2v5b
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="<label>.pdf"`, the suggested file name. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeeTaxDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Keep only the documents of this calendar (tax) year.
                 * @example 2026
                 */
                year?: components["parameters"]["DocumentYear"];
                /**
                 * @description Keep only the documents of this calendar quarter (1..4); yearly documents have no quarter and are left out when it is sent.
                 * @example 3
                 */
                quarter?: components["parameters"]["DocumentQuarter"];
                /**
                 * @description Keep only the documents of this employee.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employee tax documents. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "doc_5d7f1g3h9j2k",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "category": "W2",
                     *           "label": "2026 Form W-2 - Maria Gonzalez",
                     *           "year": 2026,
                     *           "createdAt": "2027-01-22T16:38:51Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeTaxDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_5d7f1g3h9j2k
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee tax document. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeTaxDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadEmployeeTaxDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Document id.
                 * @example doc_5d7f1g3h9j2k
                 */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="<label>.pdf"`, the suggested file name. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                id?: string;
                /**
                 * @description Workplace id; matches employees assigned to that workplace.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId?: string;
                /**
                 * @description Department id.
                 * @example dep_3m8q1w5e9r2t
                 */
                departmentId?: string;
                /**
                 * @description Two-letter state code of the employee's residence.
                 * @example CA
                 */
                state?: string;
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` keeps active employees only, `false` inactive ones only; absent keeps both. */
                active?: boolean;
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
                includeId?: components["parameters"]["IncludeId"];
                /** @description `true` (default) keeps employees assigned to `workplaceId`; `false` excludes them. */
                includeWorkplaceId?: boolean;
                /** @description `true` (default) keeps employees of `departmentId`; `false` excludes them. */
                includeDepartmentId?: boolean;
                /** @description `true` (default) keeps employees residing in `state`; `false` excludes them. */
                includeState?: boolean;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employees. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "emp_2b7n5r8x1c4v",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "code": "E0001",
                     *           "firstName": "Maria",
                     *           "middleName": "Elena",
                     *           "lastName": "Lopez",
                     *           "email": "maria.lopez@bluefern.example",
                     *           "ssnLastFour": "6789",
                     *           "ssnValidationStatus": "Validated",
                     *           "active": true,
                     *           "formW2ElectronicConsent": true,
                     *           "dateOfBirth": "1990-04-12",
                     *           "startDate": "2026-01-05",
                     *           "defaultPaymentMethod": "DirectDeposit",
                     *           "defaultNetPaySplit": "nps_3x7c1v9b5n2m",
                     *           "bankAccounts": [
                     *             "ba_5k8m2p4r7t1w",
                     *             "ba_1q9w3e7r5t2y"
                     *           ],
                     *           "primaryWorkplaceId": "wp_7c2v9b4n1m6k",
                     *           "workplaces": [
                     *             {
                     *               "id": "wp_7c2v9b4n1m6k",
                     *               "name": "Mission Street Yard"
                     *             }
                     *           ],
                     *           "department": {
                     *             "id": "dep_3m8q1w5e9r2t",
                     *             "name": "Field Operations"
                     *           },
                     *           "residence": {
                     *             "street1": "1450 Valencia Street",
                     *             "street2": "Apt 4",
                     *             "city": "San Francisco",
                     *             "zipcode": "94110",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "wage": {
                     *             "rate": 25,
                     *             "period": "Hourly",
                     *             "flsaOvertimeExemptionStatus": "NonExempt",
                     *             "supplementalTaxMethod": "Flat",
                     *             "fullTimeHours": 40
                     *           },
                     *           "onboard": {
                     *             "status": "Completed",
                     *             "blockingSteps": [],
                     *             "remainingSteps": [],
                     *             "ssn": [],
                     *             "paymentMethod": [],
                     *             "workplaces": [],
                     *             "employeeDetails": [],
                     *             "withholdings": [],
                     *             "companyDefinedAttributes": []
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Maria",
                 *       "middleName": "Elena",
                 *       "lastName": "Lopez",
                 *       "email": "maria.lopez@bluefern.example",
                 *       "ssn": "123-45-6789",
                 *       "active": true,
                 *       "primaryWorkplaceId": "wp_7c2v9b4n1m6k",
                 *       "workplaces": [
                 *         "wp_7c2v9b4n1m6k"
                 *       ],
                 *       "departmentId": "dep_3m8q1w5e9r2t",
                 *       "dateOfBirth": "1990-04-12",
                 *       "startDate": "2026-01-05",
                 *       "defaultPaymentMethod": "DirectDeposit",
                 *       "formW2ElectronicConsent": true,
                 *       "residence": {
                 *         "street1": "1450 Valencia Street",
                 *         "street2": "Apt 4",
                 *         "city": "San Francisco",
                 *         "zipcode": "94110",
                 *         "state": "CA",
                 *         "country": "US"
                 *       },
                 *       "wage": {
                 *         "rate": 25,
                 *         "period": "Hourly",
                 *         "flsaOvertimeExemptionStatus": "NonExempt",
                 *         "supplementalTaxMethod": "Flat",
                 *         "fullTimeHours": 40
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maria.lopez@bluefern.example",
                 *       "wage": {
                 *         "rate": 25,
                 *         "period": "Hourly",
                 *         "flsaOvertimeExemptionStatus": "NonExempt",
                 *         "supplementalTaxMethod": "Flat",
                 *         "fullTimeHours": 40
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeUpdate"];
            };
        };
        responses: {
            /** @description The updated employee. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeePaystubs: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of paystubs. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "payday": "2026-01-23",
                     *           "periodStart": "2026-01-12",
                     *           "periodEnd": "2026-01-18",
                     *           "paymentMethod": "DirectDeposit",
                     *           "earnings": [
                     *             {
                     *               "type": "Regular",
                     *               "description": "Regular",
                     *               "hours": 40,
                     *               "rate": 25,
                     *               "amount": 1000,
                     *               "ytdAmount": 3000
                     *             },
                     *             {
                     *               "type": "Overtime",
                     *               "description": "Overtime",
                     *               "hours": 5,
                     *               "rate": 37.5,
                     *               "amount": 187.5,
                     *               "ytdAmount": 562.5
                     *             }
                     *           ],
                     *           "taxes": [
                     *             {
                     *               "type": "FederalIncomeTax",
                     *               "jurisdiction": "US",
                     *               "code": "us_fit",
                     *               "description": "Federal income tax",
                     *               "amount": 87.45,
                     *               "ytdAmount": 262.35
                     *             },
                     *             {
                     *               "type": "SocialSecurity",
                     *               "jurisdiction": "US",
                     *               "code": "us_fica_ss",
                     *               "description": "Social Security",
                     *               "amount": 70.53,
                     *               "ytdAmount": 211.59
                     *             },
                     *             {
                     *               "type": "Medicare",
                     *               "jurisdiction": "US",
                     *               "code": "us_fica_medicare",
                     *               "description": "Medicare",
                     *               "amount": 16.49,
                     *               "ytdAmount": 49.47
                     *             },
                     *             {
                     *               "type": "StateIncomeTax",
                     *               "jurisdiction": "CA",
                     *               "code": "ca_sit",
                     *               "description": "CA income tax",
                     *               "amount": 32.9,
                     *               "ytdAmount": 98.7
                     *             },
                     *             {
                     *               "type": "StateProgram",
                     *               "jurisdiction": "CA",
                     *               "code": "ca_sdi",
                     *               "description": "California SDI (employee)",
                     *               "amount": 14.79,
                     *               "ytdAmount": 44.37
                     *             }
                     *           ],
                     *           "benefits": [
                     *             {
                     *               "type": "Medical125",
                     *               "description": "Medical (Section 125)",
                     *               "amount": 50,
                     *               "ytdAmount": 150
                     *             },
                     *             {
                     *               "type": "Pension401K",
                     *               "description": "401(k) 5%",
                     *               "amount": 59.38,
                     *               "ytdAmount": 178.14
                     *             }
                     *           ],
                     *           "deductions": [],
                     *           "reimbursements": [],
                     *           "totals": {
                     *             "gross": {
                     *               "current": 1187.5,
                     *               "ytd": 3562.5
                     *             },
                     *             "employeeTaxes": {
                     *               "current": 222.16,
                     *               "ytd": 666.48
                     *             },
                     *             "benefits": {
                     *               "current": 109.38,
                     *               "ytd": 328.14
                     *             },
                     *             "deductions": {
                     *               "current": 0,
                     *               "ytd": 0
                     *             },
                     *             "reimbursements": {
                     *               "current": 0,
                     *               "ytd": 0
                     *             },
                     *             "net": {
                     *               "current": 855.96,
                     *               "ytd": 2567.88
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaystubPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeePaystub: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paystub. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paystub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadEmployeePaystub: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paystub PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="paystub-<employeeId>-<payrollId>.pdf"`. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeeForms: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of forms. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "frm_9w4f2e6r1t3y",
                     *           "name": "Form W-4, Employee's Withholding Certificate",
                     *           "jurisdiction": "Federal",
                     *           "revision": "2026",
                     *           "fields": [
                     *             {
                     *               "name": "filingStatus",
                     *               "label": "Step 1(c): Filing status",
                     *               "type": "Select",
                     *               "required": true,
                     *               "options": [
                     *                 "Single",
                     *                 "MarriedFilingJointly",
                     *                 "HeadOfHousehold"
                     *               ]
                     *             },
                     *             {
                     *               "name": "multipleJobs",
                     *               "label": "Step 2(c): Multiple jobs or spouse works",
                     *               "type": "Boolean",
                     *               "required": false
                     *             },
                     *             {
                     *               "name": "dependentsAmount",
                     *               "label": "Step 3: Claim dependent and other credits",
                     *               "type": "Number",
                     *               "required": false
                     *             },
                     *             {
                     *               "name": "otherIncome",
                     *               "label": "Step 4(a): Other income (not from jobs)",
                     *               "type": "Number",
                     *               "required": false
                     *             },
                     *             {
                     *               "name": "deductions",
                     *               "label": "Step 4(b): Deductions",
                     *               "type": "Number",
                     *               "required": false
                     *             },
                     *             {
                     *               "name": "extraWithholding",
                     *               "label": "Step 4(c): Extra withholding per pay period",
                     *               "type": "Number",
                     *               "required": false
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FormPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Form id.
                 * @example frm_9w4f2e6r1t3y
                 */
                formId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    submitEmployeeForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Form id.
                 * @example frm_9w4f2e6r1t3y
                 */
                formId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": {
                 *         "filingStatus": "Single",
                 *         "multipleJobs": false,
                 *         "dependentsAmount": 0,
                 *         "otherIncome": 0,
                 *         "deductions": 0,
                 *         "extraWithholding": 0
                 *       },
                 *       "signature": "Maria Elena Lopez",
                 *       "signedAt": "2026-01-05T16:42:10Z"
                 *     }
                 */
                "application/json": components["schemas"]["FormSubmission"];
            };
        };
        responses: {
            /** @description The form with the submitted values. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeCompanyDefinedAttributes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee's company-defined attributes. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeCompanyDefinedAttributes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEmployeeCompanyDefinedAttributes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "attributes": [
                 *         {
                 *           "name": "badgeNumber",
                 *           "value": "10482"
                 *         },
                 *         {
                 *           "name": "shirtSize",
                 *           "value": "M"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeCompanyDefinedAttributesUpdate"];
            };
        };
        responses: {
            /** @description The employee's company-defined attributes after the update. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeCompanyDefinedAttributes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeExternalPayrolls: {
        parameters: {
            query?: {
                /**
                 * @description Calendar year of the paydays.
                 * @example 2026
                 */
                year?: number;
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's external payrolls. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2026,
                     *       "locked": false,
                     *       "results": [
                     *         {
                     *           "id": "xpr_4k8m2n6p0q3r",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "createdAt": "2026-07-01T15:04:05Z",
                     *           "payday": "2026-06-30",
                     *           "grossPay": 180000,
                     *           "federalIncomeTaxWages": 180000,
                     *           "socialSecurityWages": 180000,
                     *           "medicareWages": 180000,
                     *           "additionalMedicareWages": 0,
                     *           "futaWages": 7000,
                     *           "taxes": [
                     *             {
                     *               "jurisdiction": "US",
                     *               "code": "us_fit",
                     *               "payer": "Employee",
                     *               "amount": 35000
                     *             },
                     *             {
                     *               "jurisdiction": "US",
                     *               "code": "us_fica_ss",
                     *               "payer": "Employee",
                     *               "amount": 11160
                     *             },
                     *             {
                     *               "jurisdiction": "US",
                     *               "code": "us_fica_ss",
                     *               "payer": "Company",
                     *               "amount": 11160
                     *             }
                     *           ],
                     *           "benefits": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeExternalPayrolls"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEmployeeExternalPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payday": "2026-06-30",
                 *       "grossPay": 180000,
                 *       "federalIncomeTaxWages": 180000,
                 *       "socialSecurityWages": 180000,
                 *       "medicareWages": 180000,
                 *       "futaWages": 7000,
                 *       "taxes": [
                 *         {
                 *           "jurisdiction": "US",
                 *           "code": "us_fit",
                 *           "payer": "Employee",
                 *           "amount": 35000
                 *         },
                 *         {
                 *           "jurisdiction": "US",
                 *           "code": "us_fica_ss",
                 *           "payer": "Employee",
                 *           "amount": 11160
                 *         },
                 *         {
                 *           "jurisdiction": "US",
                 *           "code": "us_fica_ss",
                 *           "payer": "Company",
                 *           "amount": 11160
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ExternalPayrollCreate"];
            };
        };
        responses: {
            /** @description The external payroll recorded. */
            201: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "xpr_4k8m2n6p0q3r",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "employeeId": "emp_2b7n5r8x1c4v",
                     *       "createdAt": "2026-07-01T15:04:05Z",
                     *       "payday": "2026-06-30",
                     *       "grossPay": 180000,
                     *       "federalIncomeTaxWages": 180000,
                     *       "socialSecurityWages": 180000,
                     *       "medicareWages": 180000,
                     *       "additionalMedicareWages": 0,
                     *       "futaWages": 7000,
                     *       "taxes": [
                     *         {
                     *           "jurisdiction": "US",
                     *           "code": "us_fit",
                     *           "payer": "Employee",
                     *           "amount": 35000
                     *         },
                     *         {
                     *           "jurisdiction": "US",
                     *           "code": "us_fica_ss",
                     *           "payer": "Employee",
                     *           "amount": 11160
                     *         },
                     *         {
                     *           "jurisdiction": "US",
                     *           "code": "us_fica_ss",
                     *           "payer": "Company",
                     *           "amount": 11160
                     *         }
                     *       ],
                     *       "benefits": []
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalPayroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteEmployeeExternalPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description External payroll id (`xpr_` prefix).
                 * @example xpr_4k8m2n6p0q3r
                 */
                externalPayrollId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeReciprocityElections: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee's reciprocity elections. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeReciprocityElections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEmployeeReciprocityElections: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "elections": [
                 *         {
                 *           "workState": "PA",
                 *           "residenceState": "NJ",
                 *           "elected": true,
                 *           "effectiveStart": "2026-01-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeReciprocityElectionsUpdate"];
            };
        };
        responses: {
            /** @description The employee's reciprocity elections after the update. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeReciprocityElections"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeeBankAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank accounts. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ba_5k8m2p4r7t1w",
                     *           "ownerId": "emp_2b7n5r8x1c4v",
                     *           "routingNumber": "121000358",
                     *           "accountNumberLastFour": "4431",
                     *           "type": "Checking",
                     *           "status": "Active"
                     *         },
                     *         {
                     *           "id": "ba_1q9w3e7r5t2y",
                     *           "ownerId": "emp_2b7n5r8x1c4v",
                     *           "routingNumber": "026009593",
                     *           "accountNumberLastFour": "2982",
                     *           "type": "Savings",
                     *           "status": "Active"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEmployeeBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "routingNumber": "121000358",
                 *       "accountNumber": "000123454431",
                 *       "type": "Checking"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Bank account id.
                 * @example ba_5k8m2p4r7t1w
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteEmployeeBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Bank account id.
                 * @example ba_5k8m2p4r7t1w
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEmployeeBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Bank account id.
                 * @example ba_5k8m2p4r7t1w
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "routingNumber": "121000358",
                 *       "accountNumber": "000123454431",
                 *       "type": "Checking"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountUpdate"];
            };
        };
        responses: {
            /** @description The updated bank account. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeeNetPaySplits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of net pay splits. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "nps_3x7c1v9b5n2m",
                     *           "ownerId": "emp_2b7n5r8x1c4v",
                     *           "isDefault": true,
                     *           "splits": [
                     *             {
                     *               "bankAccountId": "ba_1q9w3e7r5t2y",
                     *               "priority": 1,
                     *               "amount": 200
                     *             },
                     *             {
                     *               "bankAccountId": "ba_5k8m2p4r7t1w",
                     *               "priority": 2
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NetPaySplitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEmployeeNetPaySplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isDefault": true,
                 *       "splits": [
                 *         {
                 *           "bankAccountId": "ba_1q9w3e7r5t2y",
                 *           "priority": 1,
                 *           "amount": 200
                 *         },
                 *         {
                 *           "bankAccountId": "ba_5k8m2p4r7t1w",
                 *           "priority": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NetPaySplitCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetPaySplit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeNetPaySplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
                /**
                 * @description Net pay split id.
                 * @example nps_3x7c1v9b5n2m
                 */
                netPaySplitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The net pay split. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetPaySplit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardEmployeeSsn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ssn": "123-45-6789"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeSsnSetup"];
            };
        };
        responses: {
            /** @description The employee after the SSN step. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardEmployeeWithholdings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId: components["parameters"]["EmployeeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filingStatus": "Single",
                 *       "multipleJobs": false,
                 *       "dependentsAmount": 0,
                 *       "otherIncome": 0,
                 *       "deductions": 0,
                 *       "extraWithholding": 0,
                 *       "signature": "Maria Elena Lopez",
                 *       "signedAt": "2026-01-05T16:42:10Z"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeWithholdingsSetup"];
            };
        };
        responses: {
            /** @description The employee after the withholdings step. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractors: {
        parameters: {
            query?: {
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                id?: string;
                /**
                 * @description Workplace id; matches contractors whose `workplaces` include it.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId?: string;
                /**
                 * @description Department id.
                 * @example dep_3m8q1w5e9r2t
                 */
                departmentId?: string;
                /**
                 * @description Two-letter state code of the contractor's address.
                 * @example CA
                 */
                state?: string;
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` keeps active contractors only, `false` inactive ones only; absent keeps both. */
                active?: boolean;
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
                includeId?: components["parameters"]["IncludeId"];
                /** @description `true` (default) keeps contractors assigned to `workplaceId`; `false` excludes them. */
                includeWorkplaceId?: boolean;
                /** @description `true` (default) keeps contractors of `departmentId`; `false` excludes them. */
                includeDepartmentId?: boolean;
                /** @description `true` (default) keeps contractors whose address is in `state`; `false` excludes them. */
                includeState?: boolean;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contractors. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ctr_6h1j9k3l5z8p",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "firstName": "Maria",
                     *           "middleName": "Luisa",
                     *           "lastName": "Alvarez",
                     *           "businessName": "Alvarez Design Studio",
                     *           "email": "maria@alvarezdesign.example",
                     *           "ssnLastFour": "6789",
                     *           "ssnValidationStatus": "Validated",
                     *           "dateOfBirth": "1988-04-17",
                     *           "startDate": "2025-11-10",
                     *           "type": "Individual",
                     *           "defaultPaymentMethod": "DirectDeposit",
                     *           "defaultNetPaySplit": "nps_5r2t8y4u1i7o",
                     *           "bankAccounts": [
                     *             "ba_9k4m2n7p3q8r"
                     *           ],
                     *           "primaryWorkplace": "wp_7c2v9b4n1m6k",
                     *           "workplaces": [
                     *             {
                     *               "id": "wp_7c2v9b4n1m6k",
                     *               "name": "Mission Street Yard"
                     *             }
                     *           ],
                     *           "department": {
                     *             "id": "dep_3m8q1w5e9r2t",
                     *             "name": "Landscape Design"
                     *           },
                     *           "address": {
                     *             "street1": "1420 Valencia Street",
                     *             "street2": "Apt 4",
                     *             "city": "San Francisco",
                     *             "zipcode": "94110",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "wage": {
                     *             "rate": 65.5,
                     *             "period": "Hourly"
                     *           },
                     *           "onboard": {
                     *             "status": "Completed",
                     *             "blockingSteps": [],
                     *             "remainingSteps": [],
                     *             "type": [],
                     *             "ssn": [],
                     *             "ein": [],
                     *             "paymentMethod": []
                     *           },
                     *           "form1099ElectronicConsent": true,
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "ctr_0p4o8i2u6y3t",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "firstName": "Devon",
                     *           "lastName": "Okafor",
                     *           "businessName": "Okafor Irrigation Services LLC",
                     *           "email": "devon@okaforirrigation.example",
                     *           "ssnValidationStatus": "Pending",
                     *           "startDate": "2026-02-02",
                     *           "type": "Business",
                     *           "defaultPaymentMethod": "Manual",
                     *           "bankAccounts": [],
                     *           "primaryWorkplace": "wp_7c2v9b4n1m6k",
                     *           "workplaces": [
                     *             {
                     *               "id": "wp_7c2v9b4n1m6k",
                     *               "name": "Mission Street Yard"
                     *             }
                     *           ],
                     *           "address": {
                     *             "street1": "88 Bayshore Boulevard",
                     *             "city": "San Francisco",
                     *             "zipcode": "94124",
                     *             "state": "CA",
                     *             "country": "US"
                     *           },
                     *           "onboard": {
                     *             "status": "Blocking",
                     *             "blockingSteps": [
                     *               "ein"
                     *             ],
                     *             "remainingSteps": [
                     *               "ein"
                     *             ],
                     *             "type": [],
                     *             "ssn": [],
                     *             "ein": [
                     *               "ein"
                     *             ],
                     *             "paymentMethod": []
                     *           },
                     *           "form1099ElectronicConsent": false,
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContractorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createContractor: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Maria",
                 *       "middleName": "Luisa",
                 *       "lastName": "Alvarez",
                 *       "businessName": "Alvarez Design Studio",
                 *       "email": "maria@alvarezdesign.example",
                 *       "ssn": "512-48-6789",
                 *       "type": "Individual",
                 *       "departmentId": "dep_3m8q1w5e9r2t",
                 *       "primaryWorkplaceId": "wp_7c2v9b4n1m6k",
                 *       "workplaces": [
                 *         "wp_7c2v9b4n1m6k"
                 *       ],
                 *       "dateOfBirth": "1988-04-17",
                 *       "startDate": "2025-11-10",
                 *       "defaultPaymentMethod": "DirectDeposit",
                 *       "form1099ElectronicConsent": true,
                 *       "active": true,
                 *       "address": {
                 *         "street1": "1420 Valencia Street",
                 *         "street2": "Apt 4",
                 *         "city": "San Francisco",
                 *         "zipcode": "94110",
                 *         "state": "CA",
                 *         "country": "US"
                 *       },
                 *       "wage": {
                 *         "rate": 65.5,
                 *         "period": "Hourly"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContractorCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractor: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contractor. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateContractor: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maria.alvarez@alvarezdesign.example",
                 *       "wage": {
                 *         "rate": 72.25,
                 *         "period": "Hourly"
                 *       },
                 *       "form1099ElectronicConsent": true
                 *     }
                 */
                "application/json": components["schemas"]["ContractorUpdate"];
            };
        };
        responses: {
            /** @description The updated contractor. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractorPaystubs: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the contractor's paystubs. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "contractorId": "ctr_6h1j9k3l5z8p",
                     *           "payday": "2026-01-16",
                     *           "periodStart": "2026-01-05",
                     *           "periodEnd": "2026-01-11",
                     *           "paymentMethod": "DirectDeposit",
                     *           "earnings": [
                     *             {
                     *               "type": "ContractorPayment",
                     *               "description": "Contractor payment",
                     *               "hours": 32,
                     *               "rate": 65.5,
                     *               "amount": 2096,
                     *               "ytdAmount": 3930
                     *             }
                     *           ],
                     *           "taxes": [],
                     *           "benefits": [],
                     *           "deductions": [],
                     *           "reimbursements": [
                     *             {
                     *               "type": "Reimbursement",
                     *               "description": "Reimbursement",
                     *               "amount": 148.37,
                     *               "ytdAmount": 148.37
                     *             }
                     *           ],
                     *           "totals": {
                     *             "gross": {
                     *               "current": 2096,
                     *               "ytd": 3930
                     *             },
                     *             "employeeTaxes": {
                     *               "current": 0,
                     *               "ytd": 0
                     *             },
                     *             "benefits": {
                     *               "current": 0,
                     *               "ytd": 0
                     *             },
                     *             "deductions": {
                     *               "current": 0,
                     *               "ytd": 0
                     *             },
                     *             "reimbursements": {
                     *               "current": 148.37,
                     *               "ytd": 148.37
                     *             },
                     *             "net": {
                     *               "current": 2244.37,
                     *               "ytd": 4078.37
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaystubPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorPaystub: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paystub. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paystub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    downloadContractorPaystub: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paystub PDF. */
            200: {
                headers: {
                    /** @description `attachment; filename="paystub-<payrollId>.pdf"`, the suggested file name. */
                    "Content-Disposition"?: string;
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractorForms: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of forms. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "frm_w9k2p7d4x1b6",
                     *           "name": "Form W-9, Request for Taxpayer Identification Number and Certification",
                     *           "jurisdiction": "Federal",
                     *           "revision": "2024",
                     *           "fields": [
                     *             {
                     *               "name": "name",
                     *               "label": "Line 1: Name of entity/individual",
                     *               "type": "Text",
                     *               "required": true,
                     *               "value": "Maria L. Alvarez"
                     *             },
                     *             {
                     *               "name": "businessName",
                     *               "label": "Line 2: Business name/disregarded entity name, if different from above",
                     *               "type": "Text",
                     *               "required": false,
                     *               "value": "Alvarez Design Studio"
                     *             },
                     *             {
                     *               "name": "federalTaxClassification",
                     *               "label": "Line 3a: Federal tax classification",
                     *               "type": "Select",
                     *               "required": true,
                     *               "options": [
                     *                 "Individual",
                     *                 "Business"
                     *               ],
                     *               "value": "Individual"
                     *             },
                     *             {
                     *               "name": "street1",
                     *               "label": "Line 5: Address (number, street, and apt. or suite no.)",
                     *               "type": "Text",
                     *               "required": true,
                     *               "value": "1420 Valencia Street"
                     *             },
                     *             {
                     *               "name": "street2",
                     *               "label": "Line 5: Address, second line",
                     *               "type": "Text",
                     *               "required": false,
                     *               "value": "Apt 4"
                     *             },
                     *             {
                     *               "name": "city",
                     *               "label": "Line 6: City",
                     *               "type": "Text",
                     *               "required": true,
                     *               "value": "San Francisco"
                     *             },
                     *             {
                     *               "name": "state",
                     *               "label": "Line 6: State",
                     *               "type": "Text",
                     *               "required": true,
                     *               "value": "CA"
                     *             },
                     *             {
                     *               "name": "zipcode",
                     *               "label": "Line 6: ZIP code",
                     *               "type": "Text",
                     *               "required": true,
                     *               "value": "94110"
                     *             },
                     *             {
                     *               "name": "ssn",
                     *               "label": "Part I: Social security number",
                     *               "type": "Text",
                     *               "required": false
                     *             },
                     *             {
                     *               "name": "ein",
                     *               "label": "Part I: Employer identification number",
                     *               "type": "Text",
                     *               "required": false
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FormPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    previewContractorForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": {
                 *         "name": "Maria L. Alvarez",
                 *         "businessName": "Alvarez Design Studio",
                 *         "federalTaxClassification": "Individual",
                 *         "street1": "1420 Valencia Street",
                 *         "street2": "Apt 4",
                 *         "city": "San Francisco",
                 *         "state": "CA",
                 *         "zipcode": "94110",
                 *         "ssn": "512-48-6789"
                 *       },
                 *       "signature": "Maria L. Alvarez",
                 *       "signedAt": "2025-11-10T17:05:42Z"
                 *     }
                 */
                "application/json": components["schemas"]["FormSubmission"];
            };
        };
        responses: {
            /** @description The filled form, not stored. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "base64Content": "JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCg=="
                     *     }
                     */
                    "application/json": components["schemas"]["ContractorFormPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    submitContractorForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Form id (the federal W-9 for contractors).
                 * @example frm_w9k2p7d4x1b6
                 */
                formId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": {
                 *         "name": "Maria L. Alvarez",
                 *         "businessName": "Alvarez Design Studio",
                 *         "federalTaxClassification": "Individual",
                 *         "street1": "1420 Valencia Street",
                 *         "street2": "Apt 4",
                 *         "city": "San Francisco",
                 *         "state": "CA",
                 *         "zipcode": "94110",
                 *         "ssn": "512-48-6789"
                 *       },
                 *       "signature": "Maria L. Alvarez",
                 *       "signedAt": "2025-11-10T17:05:42Z"
                 *     }
                 */
                "application/json": components["schemas"]["FormSubmission"];
            };
        };
        responses: {
            /** @description The form was stored; the updated contractor. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractorBankAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the contractor's bank accounts. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ba_9k4m2n7p3q8r",
                     *           "ownerId": "ctr_6h1j9k3l5z8p",
                     *           "routingNumber": "121000358",
                     *           "accountNumberLastFour": "4821",
                     *           "type": "Checking",
                     *           "status": "Active"
                     *         },
                     *         {
                     *           "id": "ba_3w8e1r6t2y5u",
                     *           "ownerId": "ctr_6h1j9k3l5z8p",
                     *           "routingNumber": "322271627",
                     *           "accountNumberLastFour": "7310",
                     *           "type": "Savings",
                     *           "status": "Active"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createContractorBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "routingNumber": "121000358",
                 *       "accountNumber": "3849204821",
                 *       "type": "Checking"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ba_9k4m2n7p3q8r",
                     *       "ownerId": "ctr_6h1j9k3l5z8p",
                     *       "routingNumber": "121000358",
                     *       "accountNumberLastFour": "4821",
                     *       "type": "Checking",
                     *       "status": "Active"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Bank account id.
                 * @example ba_9k4m2n7p3q8r
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ba_9k4m2n7p3q8r",
                     *       "ownerId": "ctr_6h1j9k3l5z8p",
                     *       "routingNumber": "121000358",
                     *       "accountNumberLastFour": "4821",
                     *       "type": "Checking",
                     *       "status": "Active"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteContractorBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Bank account id.
                 * @example ba_9k4m2n7p3q8r
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateContractorBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Bank account id.
                 * @example ba_9k4m2n7p3q8r
                 */
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "routingNumber": "026009593",
                 *       "accountNumber": "000987652982"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountUpdate"];
            };
        };
        responses: {
            /** @description The updated bank account. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ba_9k4m2n7p3q8r",
                     *       "ownerId": "ctr_6h1j9k3l5z8p",
                     *       "routingNumber": "026009593",
                     *       "accountNumberLastFour": "2982",
                     *       "type": "Checking",
                     *       "status": "Active"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listContractorNetPaySplits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the contractor's net pay splits. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "nps_5r2t8y4u1i7o",
                     *           "ownerId": "ctr_6h1j9k3l5z8p",
                     *           "isDefault": true,
                     *           "splits": [
                     *             {
                     *               "bankAccountId": "ba_3w8e1r6t2y5u",
                     *               "priority": 1,
                     *               "percentage": 10
                     *             },
                     *             {
                     *               "bankAccountId": "ba_9k4m2n7p3q8r",
                     *               "priority": 2
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NetPaySplitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createContractorNetPaySplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isDefault": true,
                 *       "splits": [
                 *         {
                 *           "bankAccountId": "ba_3w8e1r6t2y5u",
                 *           "priority": 1,
                 *           "percentage": 10
                 *         },
                 *         {
                 *           "bankAccountId": "ba_9k4m2n7p3q8r",
                 *           "priority": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NetPaySplitCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "nps_5r2t8y4u1i7o",
                     *       "ownerId": "ctr_6h1j9k3l5z8p",
                     *       "isDefault": true,
                     *       "splits": [
                     *         {
                     *           "bankAccountId": "ba_3w8e1r6t2y5u",
                     *           "priority": 1,
                     *           "percentage": 10
                     *         },
                     *         {
                     *           "bankAccountId": "ba_9k4m2n7p3q8r",
                     *           "priority": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NetPaySplit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getContractorNetPaySplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
                /**
                 * @description Net pay split id.
                 * @example nps_5r2t8y4u1i7o
                 */
                netPaySplitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The net pay split. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "nps_5r2t8y4u1i7o",
                     *       "ownerId": "ctr_6h1j9k3l5z8p",
                     *       "isDefault": true,
                     *       "splits": [
                     *         {
                     *           "bankAccountId": "ba_3w8e1r6t2y5u",
                     *           "priority": 1,
                     *           "percentage": 10
                     *         },
                     *         {
                     *           "bankAccountId": "ba_9k4m2n7p3q8r",
                     *           "priority": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NetPaySplit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    onboardContractorForms: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Contractor id.
                 * @example ctr_6h1j9k3l5z8p
                 */
                contractorId: components["parameters"]["ContractorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "Individual",
                 *       "ssn": "512-48-6789",
                 *       "address": {
                 *         "street1": "1420 Valencia Street",
                 *         "street2": "Apt 4",
                 *         "city": "San Francisco",
                 *         "zipcode": "94110",
                 *         "state": "CA",
                 *         "country": "US"
                 *       },
                 *       "signature": "Maria L. Alvarez"
                 *     }
                 */
                "application/json": components["schemas"]["ContractorOnboardForms"];
            };
        };
        responses: {
            /** @description The updated contractor. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listPayrolls: {
        parameters: {
            query?: {
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                id?: string;
                /** @description Payroll status. */
                status?: components["schemas"]["PayrollStatus"];
                /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
                includeId?: components["parameters"]["IncludeId"];
                /** @description `true` (default) keeps payrolls in `status`; `false` excludes them. */
                includeStatus?: boolean;
                /**
                 * @description Keeps payrolls whose `payday` is on or after this date.
                 * @example 2026-01-01
                 */
                paydayFrom?: string;
                /**
                 * @description Keeps payrolls whose `payday` is on or before this date.
                 * @example 2026-03-31
                 */
                paydayTo?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payrolls. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "pay_4d8g2s6f0a1q",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "paymentScheduleId": "ps_9t4y7u2i6o1p",
                     *           "periodStart": "2026-01-05",
                     *           "periodEnd": "2026-01-11",
                     *           "deadline": "2026-01-12",
                     *           "payday": "2026-01-16",
                     *           "approvedAt": "2026-01-09T18:22:05Z",
                     *           "status": "Pending",
                     *           "type": "Regular",
                     *           "frequency": "Weekly",
                     *           "processingPeriod": "FourDay",
                     *           "fundingMethod": "Ach",
                     *           "totals": {
                     *             "employeeGross": 1187.5,
                     *             "employeeReimbursements": 0,
                     *             "employeeTaxes": 222.16,
                     *             "employeeBenefits": 109.38,
                     *             "deductions": 0,
                     *             "employeeNet": 855.96,
                     *             "contractorGross": 0,
                     *             "contractorReimbursements": 0,
                     *             "contractorNet": 0,
                     *             "companyTaxes": 132.53,
                     *             "companyBenefits": 0,
                     *             "liability": 1320.03,
                     *             "cashRequirement": 1210.65,
                     *             "taxesByJurisdiction": [
                     *               {
                     *                 "jurisdiction": "US",
                     *                 "employeeTaxes": 174.47,
                     *                 "companyTaxes": 93.85
                     *               },
                     *               {
                     *                 "jurisdiction": "CA",
                     *                 "employeeTaxes": 47.69,
                     *                 "companyTaxes": 38.68
                     *               }
                     *             ]
                     *           },
                     *           "offCycleOptions": {
                     *             "forceSupplementalWithholdings": false,
                     *             "applyBenefits": true,
                     *             "applyDeductions": true
                     *           },
                     *           "employeeItems": [
                     *             {
                     *               "id": "pei_3x8c1v6b9n2m",
                     *               "employeeId": "emp_2b7n5r8x1c4v",
                     *               "paymentMethod": "DirectDeposit",
                     *               "flsaOvertimeExemption": "NonExempt",
                     *               "supplementalTaxMethod": "Flat",
                     *               "payments": [
                     *                 {
                     *                   "workplaceId": "wp_7c2v9b4n1m6k",
                     *                   "isSalaryRate": false,
                     *                   "payRate": 25,
                     *                   "regularHours": 40,
                     *                   "overtimeHours": 5
                     *                 }
                     *               ],
                     *               "reimbursements": [],
                     *               "grossPay": 1187.5,
                     *               "netPay": 855.96,
                     *               "reimbursementTotal": 0,
                     *               "taxes": [
                     *                 {
                     *                   "name": "FederalIncomeTax",
                     *                   "payer": "Employee",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_fit",
                     *                   "amount": 87.45
                     *                 },
                     *                 {
                     *                   "name": "SocialSecurity",
                     *                   "payer": "Employee",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_fica_ss",
                     *                   "amount": 70.53
                     *                 },
                     *                 {
                     *                   "name": "Medicare",
                     *                   "payer": "Employee",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_fica_medicare",
                     *                   "amount": 16.49
                     *                 },
                     *                 {
                     *                   "name": "StateIncomeTax",
                     *                   "payer": "Employee",
                     *                   "jurisdiction": "CA",
                     *                   "code": "ca_sit",
                     *                   "amount": 32.9
                     *                 },
                     *                 {
                     *                   "name": "StateProgram",
                     *                   "payer": "Employee",
                     *                   "jurisdiction": "CA",
                     *                   "code": "ca_sdi",
                     *                   "amount": 14.79
                     *                 },
                     *                 {
                     *                   "name": "SocialSecurity",
                     *                   "payer": "Company",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_fica_ss",
                     *                   "amount": 70.53
                     *                 },
                     *                 {
                     *                   "name": "Medicare",
                     *                   "payer": "Company",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_fica_medicare",
                     *                   "amount": 16.49
                     *                 },
                     *                 {
                     *                   "name": "Futa",
                     *                   "payer": "Company",
                     *                   "jurisdiction": "US",
                     *                   "code": "us_futa",
                     *                   "amount": 6.83
                     *                 },
                     *                 {
                     *                   "name": "StateUnemployment",
                     *                   "payer": "Company",
                     *                   "jurisdiction": "CA",
                     *                   "code": "ca_sui_er",
                     *                   "amount": 38.68
                     *                 }
                     *               ],
                     *               "benefits": [
                     *                 {
                     *                   "benefitId": "ebn_5k9m2p7r3t1w",
                     *                   "type": "Medical125",
                     *                   "employeeAmount": 50,
                     *                   "companyAmount": 0
                     *                 },
                     *                 {
                     *                   "benefitId": "ebn_8w3e6r1t4y7u",
                     *                   "type": "Pension401K",
                     *                   "employeeAmount": 59.38,
                     *                   "companyAmount": 0
                     *                 }
                     *               ],
                     *               "deductions": [],
                     *               "warnings": []
                     *             }
                     *           ],
                     *           "contractorItems": [],
                     *           "warnings": [],
                     *           "isVoid": false,
                     *           "isManaged": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentScheduleId": "ps_9t4y7u2i6o1p",
                 *       "periodStart": "2026-01-05",
                 *       "periodEnd": "2026-01-11",
                 *       "payday": "2026-01-16",
                 *       "type": "Regular",
                 *       "frequency": "Weekly",
                 *       "processingPeriod": "FourDay",
                 *       "employeeItems": [
                 *         {
                 *           "employeeId": "emp_2b7n5r8x1c4v",
                 *           "paymentMethod": "DirectDeposit",
                 *           "flsaOvertimeExemption": "NonExempt",
                 *           "supplementalTaxMethod": "Flat",
                 *           "payments": [
                 *             {
                 *               "workplaceId": "wp_7c2v9b4n1m6k",
                 *               "isSalaryRate": false,
                 *               "payRate": 25,
                 *               "regularHours": 40,
                 *               "overtimeHours": 5
                 *             }
                 *           ],
                 *           "reimbursements": []
                 *         }
                 *       ],
                 *       "contractorItems": []
                 *     }
                 */
                "application/json": components["schemas"]["PayrollCreate"];
            };
        };
        responses: {
            /** @description Created, in status `Draft`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deletePayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updatePayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeItems": [
                 *         {
                 *           "employeeId": "emp_2b7n5r8x1c4v",
                 *           "paymentMethod": "DirectDeposit",
                 *           "flsaOvertimeExemption": "NonExempt",
                 *           "supplementalTaxMethod": "Flat",
                 *           "payments": [
                 *             {
                 *               "workplaceId": "wp_7c2v9b4n1m6k",
                 *               "isSalaryRate": false,
                 *               "payRate": 25,
                 *               "regularHours": 40,
                 *               "overtimeHours": 5
                 *             }
                 *           ],
                 *           "reimbursements": []
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PayrollUpdate"];
            };
        };
        responses: {
            /** @description The updated payroll, still `Draft`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    previewPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll with freshly computed figures, still `Draft`; nothing is stored. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    approvePayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved payroll, now `Pending`, with its final figures. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    reopenPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll, back in `Draft`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    voidPayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Paid in error; the employee left before this period."
                 *     }
                 */
                "application/json": components["schemas"]["PayrollVoidRequest"];
            };
        };
        responses: {
            /** @description The payroll, with the void recorded. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    voidPayrollItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
                /**
                 * @description An employee item (`pei_`) or contractor item (`pci_`) id of the payroll.
                 * @example pei_3x8c1v6b9n2m
                 */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Check lost; reissued in an off-cycle payroll."
                 *     }
                 */
                "application/json": components["schemas"]["PayrollVoidRequest"];
            };
        };
        responses: {
            /** @description The payroll, with the void recorded. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getPayrollPaperChecks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paper checks, or `paperChecksAvailable` false. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaperChecks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listTimecards: {
        parameters: {
            query?: {
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                id?: string;
                /**
                 * @description Employee id.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId?: string;
                /**
                 * @description Workplace id.
                 * @example wp_7c2v9b4n1m6k
                 */
                workplaceId?: string;
                /** @description Timecard status. */
                status?: components["schemas"]["TimecardStatus"];
                /**
                 * @description Case-insensitive substring matched against the resource's names and email.
                 * @example smith
                 */
                search?: components["parameters"]["Search"];
                /** @description `true` (default) keeps the records whose id is `id`; `false` excludes them. */
                includeId?: components["parameters"]["IncludeId"];
                /** @description `true` (default) keeps timecards of `employeeId`; `false` excludes them. */
                includeEmployeeId?: boolean;
                /** @description `true` (default) keeps timecards at `workplaceId`; `false` excludes them. */
                includeWorkplaceId?: boolean;
                /** @description `true` (default) keeps timecards in `status`; `false` excludes them. */
                includeStatus?: boolean;
                /** @description `true` (default) keeps the records matching `search`; `false` keeps the records that do not match. */
                includeSearch?: components["parameters"]["IncludeSearch"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of timecards. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "tc_9w3e6r1t4y8u",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "workplaceId": "wp_7c2v9b4n1m6k",
                     *           "status": "Completed",
                     *           "clockInNote": "Opening crew, north yard",
                     *           "clockOutNote": "Finished irrigation repair at the Dolores Park site",
                     *           "clockIn": "2026-11-16T16:00:00Z",
                     *           "clockOut": "2026-11-17T00:30:00Z",
                     *           "workedHours": 8,
                     *           "breaks": [
                     *             {
                     *               "id": "brk_5x8c1v4b7n2m",
                     *               "timecardId": "tc_9w3e6r1t4y8u",
                     *               "acceptedStatus": true,
                     *               "type": "UnpaidMealBreak",
                     *               "breakStartNote": "Lunch",
                     *               "breakEndNote": "Back on the mower",
                     *               "breakStart": "2026-11-16T20:00:00Z",
                     *               "breakEnd": "2026-11-16T20:30:00Z",
                     *               "changes": []
                     *             }
                     *           ],
                     *           "changes": []
                     *         },
                     *         {
                     *           "id": "tc_3k7m1p5s9v2x",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "workplaceId": "wp_7c2v9b4n1m6k",
                     *           "status": "InProgress",
                     *           "clockInNote": "Opening crew, north yard",
                     *           "clockIn": "2026-11-17T16:02:00Z",
                     *           "workedHours": 1.5,
                     *           "breaks": [],
                     *           "changes": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimecardPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getTimecard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timecard. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    clockIn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeId": "emp_2b7n5r8x1c4v",
                 *       "workplaceId": "wp_7c2v9b4n1m6k",
                 *       "note": "Opening crew, north yard"
                 *     }
                 */
                "application/json": components["schemas"]["ClockInRequest"];
            };
        };
        responses: {
            /** @description Clocked in; the new timecard is `InProgress`. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    correctTimecard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clockOut": "2026-03-02T17:00:00Z",
                 *       "reason": "Forgot to clock out; left at 5 pm."
                 *     }
                 */
                "application/json": components["schemas"]["TimecardCorrection"];
            };
        };
        responses: {
            /** @description The corrected timecard. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    clockOut: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Finished irrigation repair at the Dolores Park site"
                 *     }
                 */
                "application/json": components["schemas"]["ClockOutRequest"];
            };
        };
        responses: {
            /** @description Clocked out; the timecard is `Completed`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timecard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    startBreak: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "UnpaidMealBreak",
                 *       "note": "Lunch"
                 *     }
                 */
                "application/json": components["schemas"]["StartBreakRequest"];
            };
        };
        responses: {
            /** @description The break that was started; the timecard is `OnBreak`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Break"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    endBreak: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Timecard id.
                 * @example tc_9w3e6r1t4y8u
                 */
                timecardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Back on the mower"
                 *     }
                 */
                "application/json": components["schemas"]["EndBreakRequest"];
            };
        };
        responses: {
            /** @description The break that was ended; the timecard is `InProgress` again. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Break"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEmployeeBenefits: {
        parameters: {
            query: {
                /**
                 * @description Employee benefit ids to look at; repeat the parameter for several (`id=ebn_5k9w2p7r3t1y&id=ebn_8m3n6b1v4c7x`). Marked required in the interface document and kept required: a request without `id` is `400 validation_failed`. The result is the listed employee benefits that also match the other filters; unknown ids are simply not returned.
                 * @example [
                 *       "ebn_5k9w2p7r3t1y",
                 *       "ebn_8m3n6b1v4c7x"
                 *     ]
                 */
                id: string[];
                /** @description Keeps the benefits of this employee. */
                employeeId?: string;
                /** @description Case-insensitive substring matched against `description`; benefits without a description never match. */
                description?: string;
                /** @description Keeps benefits with this period. */
                period?: components["schemas"]["BenefitPeriod"];
                /** @description Keeps benefits of this type. */
                type?: components["schemas"]["BenefitType"];
                /** @description Keeps benefits with this HSA contribution limit tier. */
                hsaContributionLimit?: components["schemas"]["HsaContributionLimit"];
                /**
                 * @description Keeps benefits in force on this date: `effectiveStart` <= date and (`effectiveEnd` is null or >= date).
                 * @example 2026-03-15
                 */
                effective?: string;
                /** @description Keeps benefits whose `employeeContributionAmount` is strictly greater than this value; benefits where it is null never match. */
                employeeContributionAmountAbove?: number;
                /** @description Keeps benefits whose `employeeContributionPercent` is strictly greater than this value; benefits where it is null never match. */
                employeeContributionPercentAbove?: number;
                /** @description Keeps benefits whose `companyContributionAmount` is strictly greater than this value; benefits where it is null never match. */
                companyContributionAmountAbove?: number;
                /** @description Keeps benefits whose `companyContributionPercent` is strictly greater than this value; benefits where it is null never match. */
                companyContributionPercentAbove?: number;
                /** @description Keeps benefits whose `employeeContributionAmount` is strictly less than this value; benefits where it is null never match. */
                employeeContributionAmountBelow?: number;
                /** @description Keeps benefits whose `employeeContributionPercent` is strictly less than this value; benefits where it is null never match. */
                employeeContributionPercentBelow?: number;
                /** @description Keeps benefits whose `companyContributionAmount` is strictly less than this value; benefits where it is null never match. */
                companyContributionAmountBelow?: number;
                /** @description Keeps benefits whose `companyContributionPercent` is strictly less than this value; benefits where it is null never match. */
                companyContributionPercentBelow?: number;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employee benefits. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ebn_5k9w2p7r3t1y",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "companyBenefitId": "cbn_4j8h2g6f1d3s",
                     *           "source": null,
                     *           "description": "Blue Shield PPO medical",
                     *           "effectiveStart": "2026-01-01",
                     *           "effectiveEnd": null,
                     *           "type": "Medical125",
                     *           "hsaContributionLimit": "Single",
                     *           "period": "Monthly",
                     *           "employeeContributionAmount": 216.67,
                     *           "employeeContributionPercent": null,
                     *           "companyContributionAmount": 450.25,
                     *           "companyContributionPercent": null,
                     *           "isExternal": false
                     *         },
                     *         {
                     *           "id": "ebn_8m3n6b1v4c7x",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "companyBenefitId": null,
                     *           "source": null,
                     *           "description": "401(k) salary deferral",
                     *           "effectiveStart": "2026-01-01",
                     *           "effectiveEnd": null,
                     *           "type": "Pension401K",
                     *           "period": "Monthly",
                     *           "employeeContributionAmount": null,
                     *           "employeeContributionPercent": 5,
                     *           "companyContributionAmount": null,
                     *           "companyContributionPercent": 3,
                     *           "isExternal": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeBenefitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Blue Shield PPO medical",
                 *       "employeeId": "emp_2b7n5r8x1c4v",
                 *       "companyBenefitId": "cbn_4j8h2g6f1d3s",
                 *       "effectiveStart": "2026-01-01",
                 *       "hsaContributionLimit": "Single",
                 *       "period": "Monthly",
                 *       "employeeContributionAmount": 216.67,
                 *       "employeeContributionPercent": null,
                 *       "companyContributionAmount": 450.25,
                 *       "companyContributionPercent": null
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeBenefitCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee benefit id.
                 * @example ebn_5k9w2p7r3t1y
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeeBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee benefit id.
                 * @example ebn_5k9w2p7r3t1y
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateEmployeeBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Employee benefit id.
                 * @example ebn_5k9w2p7r3t1y
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeContributionAmount": 233.33,
                 *       "hsaContributionLimit": "Family"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeBenefitUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ebn_5k9w2p7r3t1y",
                     *       "employeeId": "emp_2b7n5r8x1c4v",
                     *       "companyBenefitId": "cbn_4j8h2g6f1d3s",
                     *       "source": null,
                     *       "description": "Blue Shield PPO medical",
                     *       "effectiveStart": "2026-01-01",
                     *       "effectiveEnd": null,
                     *       "type": "Medical125",
                     *       "hsaContributionLimit": "Family",
                     *       "period": "Monthly",
                     *       "employeeContributionAmount": 233.33,
                     *       "employeeContributionPercent": null,
                     *       "companyContributionAmount": 450.25,
                     *       "companyContributionPercent": null,
                     *       "isExternal": false
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listCompanyBenefits: {
        parameters: {
            query: {
                /**
                 * @description Company benefit ids to look at; repeat the parameter for several (`id=cbn_4j8h2g6f1d3s&id=cbn_9r2t6y1u5i3o`). Marked required in the interface document and kept required: a request without `id` is `400 validation_failed`. The result is the listed company benefits that also match the other filters; unknown ids are simply not returned.
                 * @example [
                 *       "cbn_4j8h2g6f1d3s",
                 *       "cbn_9r2t6y1u5i3o"
                 *     ]
                 */
                id: string[];
                /** @description Case-insensitive substring matched against `description`; benefits without a description never match. */
                description?: string;
                /** @description Keeps benefits with this period. */
                period?: components["schemas"]["BenefitPeriod"];
                /** @description Keeps benefits of this type. */
                type?: components["schemas"]["BenefitType"];
                /**
                 * @description Keeps benefits in force on this date: `effectiveStart` <= date and (`effectiveEnd` is null or >= date).
                 * @example 2026-03-15
                 */
                effective?: string;
                /** @description Keeps benefits whose `employeeContributionAmount` is strictly greater than this value; benefits where it is null never match. */
                employeeContributionAmountAbove?: number;
                /** @description Keeps benefits whose `employeeContributionPercent` is strictly greater than this value; benefits where it is null never match. */
                employeeContributionPercentAbove?: number;
                /** @description Keeps benefits whose `companyContributionAmount` is strictly greater than this value; benefits where it is null never match. */
                companyContributionAmountAbove?: number;
                /** @description Keeps benefits whose `companyContributionPercent` is strictly greater than this value; benefits where it is null never match. */
                companyContributionPercentAbove?: number;
                /** @description Keeps benefits whose `employeeContributionAmount` is strictly less than this value; benefits where it is null never match. */
                employeeContributionAmountBelow?: number;
                /** @description Keeps benefits whose `employeeContributionPercent` is strictly less than this value; benefits where it is null never match. */
                employeeContributionPercentBelow?: number;
                /** @description Keeps benefits whose `companyContributionAmount` is strictly less than this value; benefits where it is null never match. */
                companyContributionAmountBelow?: number;
                /** @description Keeps benefits whose `companyContributionPercent` is strictly less than this value; benefits where it is null never match. */
                companyContributionPercentBelow?: number;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company benefits. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "cbn_4j8h2g6f1d3s",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "source": null,
                     *           "description": "Blue Shield PPO medical plan",
                     *           "effectiveStart": "2026-01-01",
                     *           "effectiveEnd": null,
                     *           "type": "Medical125",
                     *           "period": "Monthly",
                     *           "employeeContributionAmount": 216.67,
                     *           "employeeContributionPercent": null,
                     *           "companyContributionAmount": 450.25,
                     *           "companyContributionPercent": null,
                     *           "associatedEmployeeBenefits": 12
                     *         },
                     *         {
                     *           "id": "cbn_9r2t6y1u5i3o",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "source": null,
                     *           "description": "Delta Dental PPO plan",
                     *           "effectiveStart": "2026-01-01",
                     *           "effectiveEnd": "2026-12-31",
                     *           "type": "Dental125",
                     *           "period": "Monthly",
                     *           "employeeContributionAmount": 18.5,
                     *           "employeeContributionPercent": null,
                     *           "companyContributionAmount": 42.75,
                     *           "companyContributionPercent": null,
                     *           "associatedEmployeeBenefits": 9
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyBenefitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createCompanyBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Blue Shield PPO medical plan",
                 *       "effectiveStart": "2026-01-01",
                 *       "effectiveEnd": null,
                 *       "type": "Medical125",
                 *       "period": "Monthly",
                 *       "employeeContributionAmount": 216.67,
                 *       "employeeContributionPercent": null,
                 *       "companyContributionAmount": 450.25,
                 *       "companyContributionPercent": null
                 *     }
                 */
                "application/json": components["schemas"]["CompanyBenefitCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cbn_4j8h2g6f1d3s",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "source": null,
                     *       "description": "Blue Shield PPO medical plan",
                     *       "effectiveStart": "2026-01-01",
                     *       "effectiveEnd": null,
                     *       "type": "Medical125",
                     *       "period": "Monthly",
                     *       "employeeContributionAmount": 216.67,
                     *       "employeeContributionPercent": null,
                     *       "companyContributionAmount": 450.25,
                     *       "companyContributionPercent": null,
                     *       "associatedEmployeeBenefits": 0
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getCompanyBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Company benefit id.
                 * @example cbn_4j8h2g6f1d3s
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteCompanyBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Company benefit id.
                 * @example cbn_4j8h2g6f1d3s
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateCompanyBenefit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Company benefit id.
                 * @example cbn_4j8h2g6f1d3s
                 */
                benefitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "effectiveEnd": "2026-12-31",
                 *       "companyContributionAmount": 475.5
                 *     }
                 */
                "application/json": components["schemas"]["CompanyBenefitUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cbn_4j8h2g6f1d3s",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "source": null,
                     *       "description": "Blue Shield PPO medical plan",
                     *       "effectiveStart": "2026-01-01",
                     *       "effectiveEnd": "2026-12-31",
                     *       "type": "Medical125",
                     *       "period": "Monthly",
                     *       "employeeContributionAmount": 216.67,
                     *       "employeeContributionPercent": null,
                     *       "companyContributionAmount": 475.5,
                     *       "companyContributionPercent": null,
                     *       "associatedEmployeeBenefits": 12
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyBenefit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listChildSupports: {
        parameters: {
            query?: {
                /**
                 * @description Keeps the deductions of this employee.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of child support deductions. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "cs_7q3w9e1r5t2y",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "description": "Child support order, Sacramento County",
                     *           "caseNumber": "FL-2025-0457813",
                     *           "agency": "CA",
                     *           "issueDate": "2025-09-15",
                     *           "amount": 184.62,
                     *           "maxPercent": 50,
                     *           "effectiveStart": "2025-10-01"
                     *         },
                     *         {
                     *           "id": "cs_3e8r1t6y9u2i",
                     *           "employeeId": "emp_9k4m1p6q3r8s",
                     *           "description": "Child support order, Maricopa County",
                     *           "caseNumber": "DR2024-091276",
                     *           "agency": "AZ",
                     *           "issueDate": "2024-11-04",
                     *           "amount": 96.15,
                     *           "maxPercent": 55,
                     *           "effectiveStart": "2024-12-01",
                     *           "effectiveEnd": "2027-06-30"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChildSupportPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createChildSupport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeId": "emp_2b7n5r8x1c4v",
                 *       "description": "Child support order, Sacramento County",
                 *       "caseNumber": "FL-2025-0457813",
                 *       "agency": "CA",
                 *       "issueDate": "2025-09-15",
                 *       "amount": 184.62,
                 *       "maxPercent": 50,
                 *       "effectiveStart": "2025-10-01"
                 *     }
                 */
                "application/json": components["schemas"]["ChildSupportCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildSupport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getChildSupport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Child support deduction id.
                 * @example cs_7q3w9e1r5t2y
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildSupport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteChildSupport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Child support deduction id.
                 * @example cs_7q3w9e1r5t2y
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateChildSupport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Child support deduction id.
                 * @example cs_7q3w9e1r5t2y
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 196.15,
                 *       "effectiveEnd": "2027-09-30"
                 *     }
                 */
                "application/json": components["schemas"]["ChildSupportUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cs_7q3w9e1r5t2y",
                     *       "employeeId": "emp_2b7n5r8x1c4v",
                     *       "description": "Child support order, Sacramento County",
                     *       "caseNumber": "FL-2025-0457813",
                     *       "agency": "CA",
                     *       "issueDate": "2025-09-15",
                     *       "amount": 196.15,
                     *       "maxPercent": 50,
                     *       "effectiveStart": "2025-10-01",
                     *       "effectiveEnd": "2027-09-30"
                     *     }
                     */
                    "application/json": components["schemas"]["ChildSupport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listMiscellaneousDeductions: {
        parameters: {
            query?: {
                /**
                 * @description Keeps the deductions of this employee.
                 * @example emp_2b7n5r8x1c4v
                 */
                employeeId?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of miscellaneous deductions. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 2,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "md_2x6c8v4b1n9m",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "description": "Tool purchase repayment",
                     *           "amount": 50,
                     *           "totalAmount": 600,
                     *           "effectiveStart": "2026-02-01",
                     *           "effectiveEnd": "2026-12-31",
                     *           "withheldToDate": 150
                     *         },
                     *         {
                     *           "id": "md_6z1x4c7v2b5n",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "employeeId": "emp_2b7n5r8x1c4v",
                     *           "description": "Union dues",
                     *           "percent": 1.5,
                     *           "annualLimit": 1200,
                     *           "effectiveStart": "2026-01-01",
                     *           "withheldToDate": 53.44
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MiscellaneousDeductionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createMiscellaneousDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeId": "emp_2b7n5r8x1c4v",
                 *       "description": "Tool purchase repayment",
                 *       "amount": 50,
                 *       "totalAmount": 600,
                 *       "effectiveStart": "2026-02-01",
                 *       "effectiveEnd": "2026-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["MiscellaneousDeductionCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "md_2x6c8v4b1n9m",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "employeeId": "emp_2b7n5r8x1c4v",
                     *       "description": "Tool purchase repayment",
                     *       "amount": 50,
                     *       "totalAmount": 600,
                     *       "effectiveStart": "2026-02-01",
                     *       "effectiveEnd": "2026-12-31",
                     *       "withheldToDate": 0
                     *     }
                     */
                    "application/json": components["schemas"]["MiscellaneousDeduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getMiscellaneousDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Miscellaneous deduction id.
                 * @example md_2x6c8v4b1n9m
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MiscellaneousDeduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteMiscellaneousDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Miscellaneous deduction id.
                 * @example md_2x6c8v4b1n9m
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateMiscellaneousDeduction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Miscellaneous deduction id.
                 * @example md_2x6c8v4b1n9m
                 */
                deductionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 62.5
                 *     }
                 */
                "application/json": components["schemas"]["MiscellaneousDeductionUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "md_2x6c8v4b1n9m",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "employeeId": "emp_2b7n5r8x1c4v",
                     *       "description": "Tool purchase repayment",
                     *       "amount": 62.5,
                     *       "totalAmount": 600,
                     *       "effectiveStart": "2026-02-01",
                     *       "effectiveEnd": "2026-12-31",
                     *       "withheldToDate": 150
                     *     }
                     */
                    "application/json": components["schemas"]["MiscellaneousDeduction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive and ready. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "1.0",
                     *       "uptimeSeconds": 5321,
                     *       "database": {
                     *         "status": "up",
                     *         "kind": "pglite",
                     *         "latencyMs": 1.4
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Alive, but the database does not answer. */
            503: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "degraded",
                     *       "version": "1.0",
                     *       "uptimeSeconds": 5321,
                     *       "database": {
                     *         "status": "down",
                     *         "kind": "postgres"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    operatorCreatePartner: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Evergreen Payroll Partners"
                 *     }
                 */
                "application/json": components["schemas"]["PartnerCreate"];
            };
        };
        responses: {
            /** @description Created; `apiKey` is shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "par_1a2s3d4f5g6h",
                     *       "name": "Evergreen Payroll Partners",
                     *       "apiKey": "pk_live_9vQm2XcR7tLp4WnB8sYh3KdF6jZa1GeU"
                     *     }
                     */
                    "application/json": components["schemas"]["PartnerCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    operatorCreateCorporation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "partnerId": "par_1a2s3d4f5g6h",
                 *       "name": "Harborview Hospitality Group"
                 *     }
                 */
                "application/json": components["schemas"]["CorporationCreate"];
            };
        };
        responses: {
            /** @description Created; `apiKey` is shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "corp_5g2h8j4k1l9z",
                     *       "partnerId": "par_1a2s3d4f5g6h",
                     *       "name": "Harborview Hospitality Group",
                     *       "apiKey": "gk_live_3HtW8nPq2ZxL6cVb9RmK4sJd7FyA1uEo"
                     *     }
                     */
                    "application/json": components["schemas"]["CorporationCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    operatorCreateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "Company",
                 *       "ownerId": "com_8f3k2m9q4t7w"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Issued; `apiKey` is shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_7r4e1w8q2t5y",
                     *       "kind": "Company",
                     *       "ownerId": "com_8f3k2m9q4t7w",
                     *       "apiKey": "ck_live_6PzN1qWm8RtY3vXc5LbH9gKs2DjF4aUe"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    operatorRevokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description API key id (not the key itself).
                 * @example key_7r4e1w8q2t5y
                 */
                apiKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    operatorPayrollSandbox: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "pay"
                 *     }
                 */
                "application/json": components["schemas"]["PayrollSandboxRequest"];
            };
        };
        responses: {
            /** @description The payroll in its new status. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Event type, for example `payroll.approved`. */
                type?: string;
                /** @description Only events of this company. */
                companyId?: string;
                /** @description Only events about this kind of resource, for example `Employee` (exact, as in the event's `resourceType`). */
                resourceType?: string;
                /** @description Only events of this resource. */
                resourceId?: string;
                /** @description Only events created after this instant. */
                createdAfter?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "evt_0c9x8z7a6s5d",
                     *           "type": "employee.created",
                     *           "createdAt": "2026-11-02T17:09:45Z",
                     *           "partnerId": "par_1a2s3d4f5g6h",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "resourceType": "Employee",
                     *           "resourceId": "emp_2b7n5r8x1c4v",
                     *           "data": {
                     *             "id": "emp_2b7n5r8x1c4v",
                     *             "firstName": "Maria",
                     *             "lastName": "Lopez"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Event id.
                 * @example evt_0c9x8z7a6s5d
                 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhook endpoints. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "whe_4k8j2h6g1f9d",
                     *           "url": "https://hooks.evergreen-partners.example/payroll",
                     *           "eventTypes": [
                     *             "payroll.approved",
                     *             "payroll.status_changed"
                     *           ],
                     *           "active": true,
                     *           "createdAt": "2026-11-02T17:20:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.evergreen-partners.example/payroll",
                 *       "eventTypes": [
                 *         "payroll.approved",
                 *         "payroll.status_changed"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Registered; `secret` is shown this once. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_4k8j2h6g1f9d",
                     *       "url": "https://hooks.evergreen-partners.example/payroll",
                     *       "eventTypes": [
                     *         "payroll.approved",
                     *         "payroll.status_changed"
                     *       ],
                     *       "active": true,
                     *       "createdAt": "2026-11-02T17:20:00Z",
                     *       "secret": "whsec_N3vB8mQ1xT6zK4cR9wY2pL7sD5fH0jGa"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook endpoint. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this state. */
                status?: components["schemas"]["WebhookDeliveryStatus"];
                /** @description Only the delivery of this event. */
                eventId?: string;
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Webhook endpoint id.
                 * @example whe_4k8j2h6g1f9d
                 */
                webhookEndpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "whd_9s8d7f6g5h4j",
                     *           "webhookEndpointId": "whe_4k8j2h6g1f9d",
                     *           "eventId": "evt_7m3n9b2v5c8x",
                     *           "eventType": "payroll.approved",
                     *           "status": "Delivered",
                     *           "attemptCount": 2,
                     *           "nextAttemptAt": null,
                     *           "deliveredAt": "2026-11-16T15:03:45Z",
                     *           "createdAt": "2026-11-16T15:02:31Z",
                     *           "attempts": [
                     *             {
                     *               "number": 1,
                     *               "at": "2026-11-16T15:02:32Z",
                     *               "statusCode": 500,
                     *               "durationMs": 84,
                     *               "error": null
                     *             },
                     *             {
                     *               "number": 2,
                     *               "at": "2026-11-16T15:03:45Z",
                     *               "statusCode": 200,
                     *               "durationMs": 41,
                     *               "error": null
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sandboxMovePayroll: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "pay"
                 *     }
                 */
                "application/json": components["schemas"]["PayrollSandboxRequest"];
            };
        };
        responses: {
            /** @description The payroll in its new status. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sandboxFailPayrollFunding: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Insufficient funds (R01)"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxFailureRequest"];
            };
        };
        responses: {
            /** @description The funding failure recorded. */
            201: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ffl_7h2k9m4p1q6r",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "payrollId": "pay_4d8g2s6f0a1q",
                     *       "amount": 1202.68,
                     *       "reason": "R01 Insufficient funds",
                     *       "status": "Unresolved",
                     *       "failedAt": "2026-03-10T14:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["FundingFailure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sandboxFailPayrollItemPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Payroll id.
                 * @example pay_4d8g2s6f0a1q
                 */
                payrollId: components["parameters"]["PayrollId"];
                /**
                 * @description An employee item (`pei_`) or contractor item (`pci_`) id of the payroll.
                 * @example pei_3x8c1v6b9n2m
                 */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Account closed (R02)"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxFailureRequest"];
            };
        };
        responses: {
            /** @description The payroll, the item with its `paymentFailure`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payroll"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's clock. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "offsetDays": 7,
                     *       "now": "2026-03-09T15:00:00Z",
                     *       "today": "2026-03-09"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    setSandboxClock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "offsetDays": 7
                 *     }
                 */
                "application/json": components["schemas"]["SandboxClockUpdate"];
            };
        };
        responses: {
            /** @description The partner's clock, moved. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "offsetDays": 7,
                     *       "now": "2026-03-09T15:00:00Z",
                     *       "today": "2026-03-09"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listFundingFailures: {
        parameters: {
            query?: {
                /** @description Only funding failures in this status. */
                status?: components["schemas"]["FundingFailureStatus"];
                /**
                 * @description Page number, 1-based.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Results per page, 1..100.
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of funding failures. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hasResources": true,
                     *       "totalResources": 1,
                     *       "totalPages": 1,
                     *       "pageSize": 10,
                     *       "currentPage": 1,
                     *       "previousPage": null,
                     *       "nextPage": null,
                     *       "results": [
                     *         {
                     *           "id": "ffl_7h2k9m4p1q6r",
                     *           "companyId": "com_8f3k2m9q4t7w",
                     *           "payrollId": "pay_4d8g2s6f0a1q",
                     *           "amount": 1202.68,
                     *           "reason": "R01 Insufficient funds",
                     *           "status": "Unresolved",
                     *           "failedAt": "2026-03-10T14:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FundingFailurePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    resolveFundingFailure: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Contract version the caller expects. Only `1.0` (or `1`) is served; anything else is `400 unsupported_api_version`.
                 * @example 1.0
                 */
                "API-Version"?: components["parameters"]["ApiVersion"];
                /**
                 * @description Makes a POST or PATCH safe to retry: same key and body replays the stored response; same key with another body is `422 idempotency_key_reused`; a repeat while the first is in flight is `409 idempotency_request_in_flight`. Scoped to the API key, kept 24 hours.
                 * @example 4f1c2a9e-6b0d-4a47-9d55-0e5b8c1f2a31
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Company id.
                 * @example com_8f3k2m9q4t7w
                 */
                companyId: components["parameters"]["CompanyId"];
                /**
                 * @description Funding failure id (`ffl_`).
                 * @example ffl_5t2w8q1z6k3j
                 */
                fundingFailureId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The funding failure, now `Resolved`. */
            200: {
                headers: {
                    "API-Version": components["headers"]["ApiVersion"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ffl_7h2k9m4p1q6r",
                     *       "companyId": "com_8f3k2m9q4t7w",
                     *       "payrollId": "pay_4d8g2s6f0a1q",
                     *       "amount": 1202.68,
                     *       "reason": "R01 Insufficient funds",
                     *       "status": "Resolved",
                     *       "failedAt": "2026-03-10T14:00:00Z",
                     *       "resolvedAt": "2026-03-11T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["FundingFailure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    receiveEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, keyed with the endpoint secret.
                 * @example t=1793984985,v1=5f2b8c0e6a7d4b1f9e3c2a8d7b6e5f4a3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e
                 */
                "Webhook-Signature": string;
                /**
                 * @description The event id, for de-duplication.
                 * @example evt_0c9x8z7a6s5d
                 */
                "Webhook-Id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"];
            };
        };
        responses: {
            /** @description Received. Any 2xx status is accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (for example a bad signature); the delivery is retried. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
