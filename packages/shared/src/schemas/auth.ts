import { z } from '../zod.ts'
import {
  LANGUAGES,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  VERIFICATION_CODE_LENGTH,
} from '../constants.ts'
import { singleLineText } from './common.ts'

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address.')
  .email('Please enter a valid email address.')

// docs/product.md#validation: the minimum is 6, and the message says 6.
export const passwordSchema = singleLineText('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`)

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters long`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters long`)
  .regex(/^[a-zA-Z0-9._]+$/, 'Username may only use letters, numbers, dots and underscores')

export const nameSchema = singleLineText('Name')
  .trim()
  .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters long`)
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`)

export const verificationCodeSchema = singleLineText('Verification code')
  .trim()
  .length(VERIFICATION_CODE_LENGTH, 'Verification code must be 6 characters long')

export const LANGUAGE_MESSAGE = `Language must be one of ${LANGUAGES.join(', ')}`

/** A language Pasar speaks (LANGUAGES): 'en' or 'id'. */
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE })

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema })
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  name: nameSchema,
  password: passwordSchema,
  /** The interface language at sign-up; the user's mail is in it. */
  language: languageSchema.optional(),
})
export type RegisterInput = z.infer<typeof registerSchema>

export const googleLoginSchema = z.object({
  code: singleLineText('Code').min(1, 'Required').max(4096),
  /** The interface language: an account this sign-in creates starts with it (its mail). */
  language: languageSchema.optional(),
})

export const refreshTokenSchema = z.object({
  refreshToken: singleLineText('Refresh token').min(1).max(512).optional(),
})

export const forgotPasswordSchema = z.object({ email: emailSchema })

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword
}
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] }

/** The reset screen's second step (docs/product.md#accounts: password, confirmPassword, code). */
export const resetPasswordFormSchema = z
  .object({
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: passwordSchema,
  })
  .refine(passwordsMatch, mismatch)

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: passwordSchema,
  })
  .refine(passwordsMatch, mismatch)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const PICTURE_URL_MESSAGE = 'Picture must be an https:// address.'

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** A picture address given by hand: https only ('' or null clear it). Uploads use /me/picture. */
export const pictureUrlSchema = singleLineText('Picture')
  .trim()
  .max(2048, PICTURE_URL_MESSAGE)
  .refine((value) => value === '' || isHttpsUrl(value), PICTURE_URL_MESSAGE)

export const updateProfileSchema = z.object({
  name: nameSchema,
  picture: pictureUrlSchema.nullable().optional(),
  /** The language of the user's mail (and of the interface on their devices). */
  language: languageSchema.optional(),
})
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

export const changePasswordSchema = z.object({
  currentPassword: singleLineText('Current password').min(1, 'Required').max(PASSWORD_MAX),
  newPassword: passwordSchema,
})

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  /** The user runs the platform: their email is in ADMIN_EMAILS (docs/decisions/0950-operators.md). */
  isOperator: z.boolean(),
  /** The language chosen for the interface and mail; null until chosen (mail is then English). */
  language: languageSchema.nullable(),
})
export type User = z.infer<typeof userSchema>

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  data: userSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const refreshResponseSchema = z.object({ data: z.string(), refreshToken: z.string() })

export const registerResponseSchema = z.object({ message: z.string(), data: userSchema })
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/** The profile screen's password form: the API's fields plus a confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, mismatch)
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>
