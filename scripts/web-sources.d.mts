/** The newest modification time among the client's sources, build plugins, index.html and Vite config. */
export function webSourcesMtime(webDir: string): number;
