import { z } from 'zod';
import { validationError } from '../../../platform/errors/domain-error.js';
import { DEACTIVATION_REASONS, GENDERS, IDENTITY_RULES, LANGUAGES } from './identity.rules.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';
import { requiredFields } from './identity.errors.js';

/**
 * Request validation of the identity calls. Two steps, as the spec's texts need:
 * 1) the required fields are present (else docs/product.md text of that form),
 * 2) each field's shape (zod), with a clear message naming the field.
 */
function present(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  return true;
}

export function requireFields(body: unknown, fields: string[], message: string): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw requiredFields(message);
  const b = body as Record<string, unknown>;
  if (!fields.every((f) => present(b[f]))) throw requiredFields(message);
  return b;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const first = r.error.issues[0];
    const field = first?.path.join('.') || 'request';
    throw validationError(
      `${field}: ${first?.message ?? 'invalid'}`,
      r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return r.data;
}

export const emailField = z
  .string()
  .trim()
  .max(254, 'is too long')
  .email('is not a valid email')
  .transform((s) => s.toLowerCase());
export const fullNameField = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
export const passwordField = z
  .string()
  .min(IDENTITY_RULES.passwordMin, `must be at least ${IDENTITY_RULES.passwordMin} characters`)
  .max(IDENTITY_RULES.passwordMax, `must be at most ${IDENTITY_RULES.passwordMax} characters`);
export const deviceField = z.string().trim().max(200, 'must be at most 200 characters');
export const idField = z.string().trim().max(64, 'is too long');

export const signupMailInput = z.object({
  email: emailField,
  fullName: fullNameField.optional(),
  type: z.enum(['signup', 'forgot']).optional(),
});

const codeField = z.coerce
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');

export const verifyMailInput = z.object({
  email: emailField,
  code: codeField,
});

/** A sign-in link's two parts; their shape is checked with the code itself (a wrong shape is a wrong code). */
export const exchangeSignInCodeInput = z.object({ userId: idField, code: z.string().trim().max(200, 'is too long') });

export const verifyEmailChangeInput = z.object({ userId: idField.optional(), otp: codeField });
export const resendEmailChangeInput = z.object({ userId: idField.optional() });

export const signupUserInput = z.object({
  email: emailField,
  fullName: fullNameField,
  password: z.string(),
  confirm_password: z.string(),
});

export const loginInput = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'is too long')
    .transform((s) => s.toLowerCase()),
  password: z.string().max(1024, 'is too long'),
  device: deviceField.optional(),
});

export const logoutInput = z.object({ userId: idField.optional(), device: deviceField.optional() });

export const changePasswordInput = z.object({
  password: z.string(),
  confirm_password: z.string().optional(),
  userId: idField.optional(),
});

const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const updateSettingInput = z.object({
  id: idField.optional(),
  userId: idField.optional(),
  freeNotification: boolish.optional(),
  subscribeNotification: boolish.optional(),
  eventNotification: boolish.optional(),
  language: z.enum(LANGUAGES).optional(),
});

export const deactivateInput = z.object({ userId: idField.optional(), reason: z.string() });

export function checkDeactivationReason(reason: unknown): string {
  if (typeof reason !== 'string' || !(DEACTIVATION_REASONS as readonly string[]).includes(reason.trim())) {
    throw validationError(IDENTITY_MESSAGES.deactivateReason, undefined, 'IDENTITY.REASON_REQUIRED');
  }
  return reason.trim();
}

export const profileInput = z.object({
  fullName: fullNameField,
  email: emailField,
  gender: z.enum(GENDERS, 'must be male, female or other'),
  dob: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date (YYYY-MM-DD)')
    .transform((s) => s.slice(0, 10))
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'is not a real date',
    )
    .refine((s) => s >= '1900-01-01', 'is too far in the past'),
});

export type ProfileInput = z.infer<typeof profileInput>;

export function checkPasswordPair(password: string, confirm: string | undefined, mismatchText: string): string {
  if (confirm !== undefined && password !== confirm) throw validationError(mismatchText, undefined, 'IDENTITY.PASSWORD_MISMATCH');
  return parseWith(z.object({ password: passwordField }), { password }).password;
}

/** The same owner comparison as the platform guard (a JSON-quoted id from client storage counts). */
export function isOtherUser(sent: string | undefined, userId: string): boolean {
  return sent !== undefined && sent !== '' && sent.replace(/^"|"$/g, '') !== userId;
}
