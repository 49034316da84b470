import { z } from 'zod';

import { messageKey } from './message-key';

/**
 * Validation messages are i18n keys (see `message-key.ts`), so the server can translate them by
 * `accept-language` and the web app by its current language, from one catalogue
 * (`i18n/validation-messages.ts`). Importing this module installs the error map.
 */
export { messageKey, parseMessageKey, type MessageKey } from './message-key';

/** `value[key]` when `value` is an object, else undefined: refinement guards run on any input (null, arrays…). */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_ZERO = 0x06f0;
const NON_LATIN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;
const HAS_NON_LATIN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
/** Arabic-script letters: text written in Arabic keeps the digits it was written with. */
const ARABIC_LETTER = /[\u0621-\u064a\u0671-\u06d3\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** Arabic-Indic (٠–٩) and Eastern Arabic (۰–۹) digits → ASCII; other characters unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(NON_LATIN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_ZERO ? EASTERN_ARABIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * One input string as the API reads it: NUL characters (which no database text holds) removed, and the
 * Arabic-Indic or Eastern Arabic digits of numbers, phones, dates, times, identity, plate and licence
 * numbers read as ASCII. Text written with Arabic letters keeps the digits it was written with.
 */
export function normalizeInputText(text: string): string {
  const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  if (!HAS_NON_LATIN_DIGIT.test(clean)) return clean;
  if (ARABIC_LETTER.test(clean)) return clean;
  return toLatinDigits(clean).replaceAll('\u066b', '.').replaceAll('\u066c', '');
}

/** `normalizeInputText` on every string of a parsed JSON body, query or params object (depth-limited). */
export function normalizeInput<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return normalizeInputText(value) as T;
  if (depth > 64 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = normalizeInput(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = normalizeInput(record[key], depth + 1);
  return value;
}

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function keyForIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isBlank(issue.input) ? 'validation.required' : messageKey('validation.invalid_type');
    case 'too_small': {
      const min = Number(issue.minimum);
      const empty =
        min <= 1 || isBlank(issue.input) || (Array.isArray(issue.input) && issue.input.length === 0);
      if (issue.origin === 'string')
        return empty ? 'validation.required' : messageKey('validation.min', { min });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return empty ? 'validation.required' : messageKey('validation.min_items', { min });
      }
      return messageKey('validation.min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return messageKey('validation.max', { max });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return messageKey('validation.max_items', { max });
      }
      return messageKey('validation.max_value', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'date') return 'validation.date';
      if (issue.format === 'datetime') return 'validation.datetime';
      return 'validation.invalid';
    case 'invalid_value':
      return 'validation.invalid_option';
    case 'not_multiple_of':
      return 'validation.integer';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    case 'custom':
      // Refinements give their own key as the message.
      return typeof issue.message === 'string' && issue.message.startsWith('validation.')
        ? issue.message
        : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

z.config({ customError: (issue) => keyForIssue(issue) });

/** Turns zod issues into the API's `errors` map: dotted paths to message keys. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export { z };
