/** A time as staff in the store's zone read it: '26 Nov 2026, 14:05' (server and browser agree). */
export function formatAdminTime(iso: string): string {
  return new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}
