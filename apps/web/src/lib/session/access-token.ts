/** The token a request is sent with: a sub-account's own token once one is chosen, else the session's. */
export function accessTokenOf(user: { token: string | null; childToken: string | null }): string | null {
  return user.childToken ?? user.token;
}
