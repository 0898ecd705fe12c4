// Original file: proto/algorun/admin/v1/admin.proto


export interface RevokeTokenRequest {
  'client_id'?: (string);
  'client_secret'?: (string);
  /**
   * The access token to revoke; an unknown one succeeds silently (RFC 7009 §2.2).
   */
  'token'?: (string);
}

export interface RevokeTokenRequest__Output {
  'client_id': (string);
  'client_secret': (string);
  /**
   * The access token to revoke; an unknown one succeeds silently (RFC 7009 §2.2).
   */
  'token': (string);
}
