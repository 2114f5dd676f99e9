/** Bad command-line arguments: printed without a stack trace, exit code 1. */
export class UsageError extends Error {}
