import fs from 'node:fs/promises'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/**
 * The local provider's RS256 key pair, generated once and kept in DATA_DIR so that tokens stay
 * valid across restarts.
 */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, 'local-google-key.json')
  let jwk: JWK
  try {
    jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK
  } catch {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    jwk = {
      ...(await exportJWK(privateKey)),
      kid: `local-${Date.now().toString(36)}`,
      alg: 'RS256',
    }
    await fs.mkdir(dataDir, { recursive: true })
    try {
      await fs.writeFile(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' })
    } catch {
      // Another process wrote it first: use theirs.
      jwk = JSON.parse(await fs.readFile(file, 'utf8')) as JWK
    }
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey
  return { kid: jwk.kid ?? 'local', privateKey, publicKey, publicJwk: { ...publicJwk, use: 'sig' } }
}
