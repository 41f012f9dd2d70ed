/**
 * State exemption claims that expire (issue 37 §5: "a 2026 W-4 or state certificate stays in force in 2027 unless
 * the form says otherwise"; docs/taxes.md, "State exemption claims"). A state certificate carries over from year
 * to year unchanged, except an exempt claim where the state's form says it lapses: after its last payday the
 * claim no longer counts (the certificate's other fields stay in force), as the federal W-4 exemption does
 * (src/w4.ts). The rule is judged on the payday against the date the certificate was signed.
 *
 * Built, where the publisher's form says when the claim lapses, confirmed by two transcriptions that agree:
 * - MN, Form W-4MN, Section 2: "If you claim exempt from Minnesota withholding, provide your employer with a new
 *   Form W-4MN by Feb. 15 of each year" (W-4MN 2015 instructions, formsbank.com template 315759 p. 2; 2016
 *   edition, formsbank.com template 127826 p. 2: "by February 15th of each year"); "If you complete Section 2, you
 *   must complete a new Form W-4MN by February 15 in each following year" (W-4MN 2021, fill.io). So the claim
 *   covers every payday through February 15 of the year after the year it was signed, as the federal one.
 *
 * Every other state whose certificate the engine reads with an exempt claim keeps it until a new certificate
 * replaces it; docs/taxes.md lists what each form says (some ask for a new form each year without a date).
 */
import { isoDate, yearOf } from '../dates';
import { InvalidEngineInputError } from '../errors';

/** A state's rule: the certificate field holding the claim, and its last payday from the year it was signed. */
export interface ExemptClaimExpiry {
  field: string;
  /** The last payday (YYYY-MM-DD) a claim signed in `signedYear` covers. */
  through(signedYear: number): string;
  /** The form's words and where they were read. */
  source: string;
}

export const EXEMPT_CLAIM_EXPIRY: Readonly<Record<string, ExemptClaimExpiry>> = Object.freeze({
  MN: {
    field: 'exempt',
    through: (signedYear: number) => `${signedYear + 1}-02-15`,
    source:
      'Form W-4MN, Section 2: a new Form W-4MN by February 15 of each year (W-4MN 2015 and 2016 instructions, formsbank.com; W-4MN 2021, fill.io)',
  },
});

/** The last payday a state's exempt claim signed on `signedAt` covers, or undefined where the state's claim does not lapse. */
export function stateExemptClaimThrough(state: string, signedAt: string): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(EXEMPT_CLAIM_EXPIRY, state)) return undefined;
  return EXEMPT_CLAIM_EXPIRY[state].through(yearOf(signedAt, `stateCertificateSignedAt.${state}`));
}

/**
 * The certificate as it counts on the payday: unchanged, except an exempt claim of a state whose claim lapses,
 * paid after its last payday, which no longer counts (the field set to false; the other fields stay). An exempt
 * claim of such a state without the date it was signed, or without a payday, is InvalidEngineInputError naming the
 * missing one: the engine does not guess whether the claim is still in force.
 */
export function certificateOnPayday(
  state: string,
  certificate: Readonly<Record<string, unknown>> | undefined,
  signedAt: string | undefined,
  payday: string | undefined,
): Readonly<Record<string, unknown>> | undefined {
  if (!certificate || !Object.prototype.hasOwnProperty.call(EXEMPT_CLAIM_EXPIRY, state)) return certificate;
  const { field } = EXEMPT_CLAIM_EXPIRY[state];
  if (certificate[field] !== true) return certificate;
  if (!signedAt) throw new InvalidEngineInputError(`stateCertificateSignedAt.${state}`, `an exempt ${state} certificate is judged on the date it was signed (its claim lapses): the date was not given`);
  if (payday === undefined) throw new InvalidEngineInputError('payday', `an exempt ${state} certificate is judged on the payday`);
  const through = stateExemptClaimThrough(state, signedAt) as string;
  return isoDate(payday, 'payday') <= through ? certificate : { ...certificate, [field]: false };
}
