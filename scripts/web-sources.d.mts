/** The newest modification time among the client's sources, build plugins, index.html and Vite config. */
export function webSourcesMtime(webDir: string): number;
/** The client's Vite builds, as arguments of `vite` run in web/ (the server's rendering first). */
export declare const WEB_BUILDS: readonly (readonly string[])[];
