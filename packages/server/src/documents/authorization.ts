// The authorization documents company onboarding produces (CompanyAuthorizationDocumentCategory):
// the signatory agreement, IRS Form 8655 (reporting agent authorization) and the ACH debit
// authorization of the funding account, with the terms they carry (the hosted signatory page shows
// the agreement's terms too). services/onboarding.ts builds their view models.
import type { CompanyParty } from './parties';
import { paginate, renderPdf, type PdfLine } from './pdf';
import { addressLine, dayText, instantText } from './text';

export interface Signer {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
}

export const SERVICE_NAME = 'Payroll Service';

/** The terms a signatory accepts with `onboard/signatory_agreements` (shown on the hosted page too). */
export const SIGNATORY_AGREEMENT_TERMS: string[] = [
  `1. The company engages ${SERVICE_NAME} to calculate payroll, pay its employees and contractors, and`,
  '   withhold, deposit and report its federal payroll taxes as instructed through the service.',
  '2. The company is responsible for the accuracy of the employee, contractor, pay and tax data it',
  '   submits, and for approving each payroll before its approval deadline.',
  '3. The company keeps its funding account funded for each payroll and tax deposit; debits that fail',
  '   may suspend the service until they are resolved.',
  '4. The signatory confirms being authorized to bind the company to these agreements.',
];

export const FILING_AUTHORIZATION_TERMS: string[] = [
  `The taxpayer named above authorizes ${SERVICE_NAME}, as its reporting agent, to sign and file`,
  'its federal employment tax returns (Forms 941, 940, 944, W-2, W-3) and to make its federal tax',
  'deposits and payments, electronically or on paper, and to receive copies of notices about them',
  '(IRS Form 8655, Reporting Agent Authorization, and the equivalent state authorizations).',
  'This authorization stays in effect until the taxpayer revokes it in writing.',
];

export const ACH_DEBIT_TERMS: string[] = [
  `The company authorizes ${SERVICE_NAME} to initiate ACH debit entries to the account below for the`,
  'funding of its payrolls, tax deposits and service fees, and, if necessary, credit entries to',
  'correct erroneous debits. This authorization stays in effect until the company revokes it in',
  'writing with reasonable time for the service to act on it.',
];

const gap = (text: string, gapBefore = 10, bold = false): PdfLine => ({ text, gapBefore, bold });

function companyLines(company: CompanyParty): PdfLine[] {
  const address = addressLine(company.address);
  return [
    gap('Company', 12, true),
    { text: `Legal name: ${company.legalName}` },
    ...(company.tradeName ? [{ text: `Trade name: ${company.tradeName}` }] : []),
    ...(company.taxId ? [{ text: `EIN: ${company.taxId}` }] : []),
    ...(address ? [{ text: `Address: ${address}` }] : []),
  ];
}

function signatureLines(signer: Signer | undefined, company: CompanyParty, at: Date): PdfLine[] {
  const by = signer
    ? [{ text: `Name: ${signer.firstName} ${signer.lastName}` }, { text: `Title: ${signer.title}` }, { text: `Email: ${signer.email}` }]
    : [{ text: `Name: an authorized representative of ${company.legalName}` }];
  return [gap('Signed electronically by', 12, true), ...by, { text: `Date: ${dayText(at)}` }, { text: `Recorded at: ${instantText(at)}` }];
}

function render(title: string, lines: PdfLine[]): Buffer {
  return renderPdf({ title, pages: paginate([{ text: title, size: 16, bold: true }, ...lines]) });
}

export function signatoryAgreementPdf(company: CompanyParty, signer: Signer, at: Date): Buffer {
  return render('Signatory Agreement', [
    ...companyLines(company),
    gap('Service agreements', 12, true),
    ...SIGNATORY_AGREEMENT_TERMS.map((text) => ({ text })),
    gap('The signatory below accepted these agreements on behalf of the company.'),
    ...signatureLines(signer, company, at),
  ]);
}

export function filingAuthorizationPdf(company: CompanyParty, signer: Signer, at: Date): Buffer {
  return render('Form 8655 Reporting Agent Authorization', [
    ...companyLines(company),
    gap('Reporting agent', 12, true),
    { text: `Name: ${SERVICE_NAME}` },
    gap('Authorization', 12, true),
    ...FILING_AUTHORIZATION_TERMS.map((text) => ({ text })),
    ...signatureLines(signer, company, at),
  ]);
}

export interface FundingAccount {
  routingNumber: string;
  accountNumberLastFour: string;
  type: string;
}

/** The account number appears only as its last four digits. */
export function achDebitAuthorizationPdf(company: CompanyParty, account: FundingAccount, signer: Signer | undefined, at: Date): Buffer {
  return render('ACH Debit Authorization', [
    ...companyLines(company),
    gap('Funding account', 12, true),
    { text: `Routing number: ${account.routingNumber}` },
    { text: `Account number: ending in ${account.accountNumberLastFour}` },
    { text: `Account type: ${account.type}` },
    gap('Authorization', 12, true),
    ...ACH_DEBIT_TERMS.map((text) => ({ text })),
    ...signatureLines(signer, company, at),
  ]);
}
