import type { ApiError } from '@/lib/api/api-error';

/** The club order code of a failed call: a REST envelope's code, or a GraphQL error's extensions.error_code. */
export function codeOf(error: unknown): { code: number | string | null; message: string } {
  const e = error as ApiError | undefined;
  const first = Array.isArray(e?.data) ? (e!.data as { message?: string; extensions?: { error_code?: number | string } }[])[0] : undefined;
  return { code: first?.extensions?.error_code ?? e?.code ?? null, message: first?.message ?? e?.message ?? 'Something went wrong.' };
}
