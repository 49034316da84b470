import { z } from '../validation';
import { envelope, idSchema } from '../common';
import { LANGUAGES } from '../constants';
import { passwordSchema } from './people';

export const loginInputSchema = z
  .object({
    email: z.email().trim().toLowerCase().max(191),
    password: z.string().min(1).max(200),
    /** The authenticator's 6-digit code or a recovery code, when two-factor sign-in is on. */
    code: z.string().trim().max(20).optional(),
  })
  .meta({ examples: [{ email: 'admin@example.com', password: 'admin12345' }] });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = envelope(z.object({ token: z.string() }));

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.string()),
  /** Interface language chosen on the profile; null: the browser's. */
  language: z.enum(LANGUAGES).nullable(),
  /** An administrator set a temporary password: only the password change is open until it is changed. */
  must_change_password: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** The role requires two-factor sign-in and it is not set up yet: only the enrolment is open. */
  two_factor_setup_required: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);

export const profileInputSchema = z.object({
  name: z.string().trim().min(2).max(100),
  /** A media id (an image uploaded by this user), null to remove the photo, absent to keep it. */
  image: z.number().int().positive().nullable().optional(),
  language: z
    .enum(LANGUAGES)
    .nullish()
    .transform((value) => value ?? null),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const passwordChangeInputSchema = z
  .object({
    current_password: z.string().min(1).max(200),
    password: passwordSchema,
  })
  .refine((values) => values.password !== values.current_password, {
    message: 'validation.password_same',
    path: ['password'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_used_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = envelope(z.array(sessionSchema));
export const sessionParamsSchema = z.object({ id: idSchema });

export const twoFactorStartResponseSchema = envelope(
  z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }),
);
export const twoFactorCodeInputSchema = z.object({ code: z.string().trim().min(1).max(20) });
export const twoFactorEnableResponseSchema = envelope(z.object({ recovery_codes: z.array(z.string()) }));

export const forgotPasswordInputSchema = z.object({ email: z.email().trim().toLowerCase().max(191) });
export const resetPasswordInputSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;
