import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Iris signs a notification as SHA-512 (hex) of the raw body followed by the merchant key, sent
 * in the `Iris-Signature` header.
 */
export function irisSignature(rawBody: string, merchantKey: string): string {
  return createHash('sha512')
    .update(rawBody + merchantKey)
    .digest('hex')
}

export function irisSignatureValid(rawBody: string, merchantKey: string, given: string): boolean {
  const expected = Buffer.from(irisSignature(rawBody, merchantKey))
  const actual = Buffer.from(given.trim().toLowerCase())
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
