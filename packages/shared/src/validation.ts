import { z } from 'zod';

import { messageKey } from './message-key';

/**
 * Validation messages are i18n keys (see `message-key.ts`), so the server can translate them by
 * `accept-language` and the web app by its current language, from one catalogue
 * (`i18n/validation-messages.ts`). Importing this module installs the error map.
 */
export { messageKey, parseMessageKey, type MessageKey } from './message-key';

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
