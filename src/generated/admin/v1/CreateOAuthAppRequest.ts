// Original file: proto/admin/v1/admin.proto


export interface CreateOAuthAppRequest {
  'name'?: (string);
  'redirect_uris'?: (string);
  'scopes'?: (string)[];
  /**
   * Unset or "" = no website.
   */
  'website'?: (string);
  /**
   * Unset = null; the gateway fills in the default false when the field is absent.
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
   * Unset = null; the gateway fills in the default false when the field is absent.
   */
  'trusted'?: (boolean);
  '_website'?: "website";
  '_trusted'?: "trusted";
}
