import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs. Key headers, SSNs and account numbers are redacted wherever they appear. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'payroll' },
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers["g-api-key"]',
        'req.headers["c-api-key"]',
        'req.headers["o-api-key"]',
        '*.ssn',
        '*.accountNumber',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
