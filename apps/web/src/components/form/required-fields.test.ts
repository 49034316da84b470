import { describe, expect, it } from 'vitest';
import { vehicleInputSchema } from '@fleet/shared/schemas/vehicles';
import { z } from '@fleet/shared/validation';
import { requiredNames } from '@/components/form/required-fields';

describe('requiredNames', () => {
  it('names the fields a form refuses while they are empty', () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      note: z.string().optional(),
      kind: z.enum(['a', 'b']),
      count: z.number().int().nullable(),
      active: z.boolean(),
      tags: z.array(z.string()),
      picks: z.array(z.number()).min(1),
    });
    expect(requiredNames(schema)).toEqual(['name', 'kind', 'picks']);
  });

  it('sees through refinements and transforms', () => {
    const schema = z
      .object({ from: z.string().min(1), to: z.string().nullable() })
      .refine((value) => !value.to || value.to >= value.from)
      .transform((value) => ({ ...value, span: 1 }));
    expect(requiredNames(schema)).toEqual(['from']);
  });

  it('marks the vehicle form as the API contract has it', () => {
    const required = requiredNames(vehicleInputSchema);
    expect(required).toEqual(expect.arrayContaining(['name', 'plate_number', 'category', 'fuel_type']));
    expect(required).not.toContain('model');
    expect(required).not.toContain('status');
    expect(required).not.toContain('images');
  });
});
