// Original file: proto/algorun/admin/v1/admin.proto


export interface IssueTokenRequest {
  /**
   * Only "client_credentials" is supported; anything else is ADMIN_OAUTH_UNSUPPORTED_GRANT.
   */
  'grant_type'?: (string);
  'client_id'?: (string);
  'client_secret'?: (string);
  /**
   * Space- or comma-separated scopes, each within the app's scopes; unset = all of the app's scopes.
   */
  'scope'?: (string);
  '_scope'?: "scope";
}

export interface IssueTokenRequest__Output {
  /**
   * Only "client_credentials" is supported; anything else is ADMIN_OAUTH_UNSUPPORTED_GRANT.
   */
  'grant_type': (string);
  'client_id': (string);
  'client_secret': (string);
  /**
   * Space- or comma-separated scopes, each within the app's scopes; unset = all of the app's scopes.
   */
  'scope'?: (string);
  '_scope'?: "scope";
}
