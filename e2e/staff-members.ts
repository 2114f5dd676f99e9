// The back office's e2e staff (issue #17), made by e2e/start-server.ts and signed in by e2e/staff-session.ts.
export type E2EStaff = { email: string; password: string };

export const E2E_STAFF = {
  desk: { email: 'e2e-desk@example.test', password: 'Kahikatea-desk-2026' },
  dispatch: { email: 'e2e-dispatch@example.test', password: 'Kahikatea-dispatch-2026' },
  // Issue #19: an owner for the API keys and webhooks screens (e2e/admin-integrations.spec.ts).
  integrations: { email: 'e2e-integrations@example.test', password: 'Kahikatea-owner-2026' },
  // Issue #30 Part 4: a member of its own for the staff security spec, which signs them out and resets them.
  security: { email: 'e2e-security@example.test', password: 'Kahikatea-security-2026' },
} as const satisfies Record<string, E2EStaff>;

/** Where e2e/staff-session.ts keeps each member's secret and last code step for the run on `port`. */
export const staffSecretsFile = (port: string) => `/tmp/store-e2e-${port}-staff-secrets.json`;
