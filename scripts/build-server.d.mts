/** Types of build-server.mjs for the server's TypeScript tests that start the built server. */
export function buildServer(): Promise<void>;
