/** What the identity provider tells us about the person signing in. */
export interface VerifiedIdentity {
  sub: string
  email: string
  name: string
  picture: string | null
}

/** Sign-in with an outside account (authorization-code flow): code in, verified identity out. */
export interface IdentityProvider {
  readonly clientId: string
  exchangeCode(code: string): Promise<VerifiedIdentity>
}
