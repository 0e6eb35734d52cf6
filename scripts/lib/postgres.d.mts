/** Types of postgres.mjs for the server's TypeScript tests that start a cluster of their own. */
export function startTestPostgres(): Promise<{ url: string; stop(): void; pause(): void; resume(): void }>;
