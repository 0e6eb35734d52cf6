import { ServiceError } from '../errors.ts';

/**
 * An upload refused for its size (413) or its type (415), with a message that says what to send
 * instead. A transport maps it like any ServiceError; `code` carries the HTTP status.
 */
export class UploadRefusedError extends ServiceError {
  override readonly status: number;
  constructor(status: 413 | 415, message: string) {
    super('invalid', message, { field: 'file', code: status });
    this.status = status;
  }
}

export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) || mb >= 100 ? Math.round(mb) : mb.toFixed(1)} MB`;
}
