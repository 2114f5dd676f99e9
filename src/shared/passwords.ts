// The length part of the password rule, shared with the browser (the rest of the rule, with its list of
// common passwords, runs on the server only: server/domains/auth/password-rules.ts).
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
