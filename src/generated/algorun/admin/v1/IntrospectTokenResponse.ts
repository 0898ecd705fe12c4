// Original file: proto/algorun/admin/v1/admin.proto


export interface IntrospectTokenResponse {
  /**
   * False for an unknown, expired or revoked token (the other fields are then empty).
   */
  'active'?: (boolean);
  'scopes'?: (string)[];
  /**
   * True for operator tokens (the bootstrap admin token); false for tokens issued to a registered app.
   */
  'operator'?: (boolean);
}

export interface IntrospectTokenResponse__Output {
  /**
   * False for an unknown, expired or revoked token (the other fields are then empty).
   */
  'active': (boolean);
  'scopes': (string)[];
  /**
   * True for operator tokens (the bootstrap admin token); false for tokens issued to a registered app.
   */
  'operator': (boolean);
}
