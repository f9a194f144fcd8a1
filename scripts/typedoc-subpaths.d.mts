/** The typedoc plugin: the entry points and guides of package.json's exports. */
export declare const load: (app: import('typedoc').Application) => void
