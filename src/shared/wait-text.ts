// How long to wait, in words, for messages such as 'Too many attempts. Try again in 2 minutes.'
// (issue #16 item 13). Under a minute in seconds; otherwise in whole minutes, rounded up, so the
// buyer who waits as long as told is never refused again.

export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 message for sign-in and the other limited forms, naming the wait (the Retry-After header's seconds). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`;
}
