/** A public subpath: how an app imports it, its tsup entry and its source. */
export interface Subpath {
  readonly specifier: string
  readonly entry: string
  readonly source: string
}
export declare const subpaths: () => Subpath[]
export declare const libraryEntries: () => Record<string, string>
export declare const sourceAliases: () => Array<{ find: RegExp; replacement: string }>
