/** Token service contract (SPEC section 7, ARCHITECTURE section 3). */

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
  /** 'Error al recuperar el token' on the client side (SPEC section 8). */
  message: string;
  data?: unknown;
}

export type TokenResponse = TokenSuccess | TokenFailure;
