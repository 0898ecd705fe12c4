// Original file: proto/algorun/admin/v1/admin.proto


export interface CreateOAuthAppRequest {
  'name'?: (string);
  'redirect_uris'?: (string);
  'scopes'?: (string)[];
  /**
   * Unset or "" = no website.
   */
  'website'?: (string);
  /**
   * Unset = false (the API description's default).
   */
  'trusted'?: (boolean);
  '_website'?: "website";
  '_trusted'?: "trusted";
}

export interface CreateOAuthAppRequest__Output {
  'name': (string);
  'redirect_uris': (string);
  'scopes': (string)[];
  /**
   * Unset or "" = no website.
   */
  'website'?: (string);
  /**
   * Unset = false (the API description's default).
   */
  'trusted'?: (boolean);
  '_website'?: "website";
  '_trusted'?: "trusted";
}
