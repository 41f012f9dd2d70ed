/** Base class of the engine's typed errors; `code` is the contract's problem code, `status` its HTTP status. */
export class PayrollEngineError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'PayrollEngineError';
    this.code = code;
    this.status = status;
  }
}

/** A payday in a year without federal tax tables: the service answers `422 unsupported_tax_year`. */
export class UnsupportedTaxYearError extends PayrollEngineError {
  readonly year: number;
  readonly supportedYears: number[];
  constructor(year: number, supportedYears: number[]) {
    super(
      'unsupported_tax_year',
      422,
      `No federal tax tables for ${year}; supported years: ${supportedYears.join(', ')}.`,
    );
    this.name = 'UnsupportedTaxYearError';
    this.year = year;
    this.supportedYears = supportedYears;
  }
}

/**
 * Input the engine cannot compute with (an unknown earning code, a malformed
 * date, a negative amount, an unknown frequency). The service validates its
 * requests first, so this signals a programming error: `code` is
 * `invalid_engine_input`, `status` 422, `field` names the offending input.
 */
export class InvalidEngineInputError extends PayrollEngineError {
  readonly field: string;
  constructor(field: string, message: string) {
    super('invalid_engine_input', 422, `${field}: ${message}`);
    this.name = 'InvalidEngineInputError';
    this.field = field;
  }
}
