/** Token service contract (specification §7, decision 110). */

export interface TokenGrant {
  access_token: string;
  token_type?: 'Bearer';
  /** Lifetime in seconds. */
  expires_in: number;
}

export interface TokenSuccess {
  status: true;
  response: TokenGrant;
}

export interface TokenFailure {
  status: false;
  /** 'Error al recuperar el token' on the client side (specification §8). */
  message: string;
  data?: unknown;
}

export type TokenResponse = TokenSuccess | TokenFailure;
