// The shapes of a form definition: what definitions.ts and every state form of state-forms/ are written in.
// Its own module, below both, so that the state forms need not import definitions.ts (which imports them).
import type { Schema } from '@payroll/api-types';

export type FieldType = Schema<'FormField'>['type'];

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  options?: string[];
  /** Number fields: smallest value allowed. */
  minimum?: number;
  /** Number fields: largest value allowed (what the column can hold). */
  maximum?: number;
  /** Number fields: at most this many decimals (cents). */
  decimals?: number;
  /**
   * Number fields: what the number counts, part of the definition (the hosted pages' hint and the worker's words
   * come from it, never from the label): `Dollars` (an amount, whole or with cents) or `Count` (allowances,
   * exemptions, dependents).
   */
  unit?: 'Dollars' | 'Count';
  /** Text fields: the shape a value must have, with a description for the error message. */
  pattern?: { regex: RegExp; describe: string };
  /** A secret: validated, stored elsewhere (encrypted), never returned in `value`, masked when printed. */
  secret?: boolean;
}

export interface FormDefinition {
  id: string;
  name: string;
  jurisdiction: string;
  revision: string;
  fields: FieldDefinition[];
}
