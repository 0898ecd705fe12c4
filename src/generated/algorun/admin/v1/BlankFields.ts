// Original file: proto/algorun/admin/v1/admin.proto


export interface BlankFields {
  'errors'?: ({[key: string]: string});
}

export interface BlankFields__Output {
  'errors': ({[key: string]: string});
}
