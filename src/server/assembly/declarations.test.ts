// The domains' declarations (src/shared/domains/, issue #27 Part 1) and the code they describe agree:
// one declaration per domain folder and per assembled domain, in the same order; every table module
// owned once; every back-office screen's route modules present.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, declaredPermissionsOf, DOMAIN_DECLARATIONS, tableOwnersOf } from '../../shared/domains/index.ts';
import { permissionsOf, STAFF_PERMISSIONS, staffPermissionRefusedMessage } from '../../shared/staff-permissions.ts';
import { STORE_DOMAINS } from './store-domains.ts';

const root = new URL('../../../', import.meta.url);
const folders = (path: string) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("the domains' declarations", () => {
  it('declare each assembled domain, in the order the store assembles them, and each domain folder', () => {
    const declared = DOMAIN_DECLARATIONS.map((declaration) => declaration.name);
    expect(declared).toEqual(STORE_DOMAINS.map((domain) => domain.name));
    expect([...declared].sort()).toEqual(folders('src/server/domains/').sort());
  });

  it('give every table module of the domains one owner', () => {
    const owners = tableOwnersOf(DOMAIN_DECLARATIONS);
    const modules = readdirSync(new URL('src/server/db/schema/', root)).filter((file) => file.endsWith('.ts'));
    // Sign-in attempts are counted by the HTTP layer, before any domain (http/sign-in-limit.ts).
    expect(Object.keys(owners).sort()).toEqual(modules.filter((file) => file !== 'sign-in-limits.ts').sort());
  });

  it("give each back-office screen its route modules, its address first, once", () => {
    const paths = ADMIN_SCREENS.flatMap((screen) => screen.routes.map(([path]) => path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of ADMIN_SCREENS) {
      expect(screen.routes[0]?.[0], screen.label).toBe(screen.to.slice(1));
      for (const [, file] of screen.routes) expect(existsSync(new URL(`src/web/${file}`, root)), file).toBe(true);
    }
  });

  it('declare each back-office permission once, give it to owners, and name only declared ones on screens', () => {
    const permissions = declaredPermissionsOf(DOMAIN_DECLARATIONS);
    expect(permissions.map((permission) => permission.name)).toEqual(STAFF_PERMISSIONS);
    for (const permission of permissions) expect(permission.roles, permission.name).toContain('owner');
    for (const screen of ADMIN_SCREENS) expect(STAFF_PERMISSIONS, screen.label).toContain(screen.permission);
    expect(permissionsOf('warehouse')).toEqual(['orders.read', 'orders.move']);
    expect(permissionsOf('staff')).not.toContain('staff');
    expect(permissionsOf('staff')).not.toContain('integrations');
    expect(staffPermissionRefusedMessage('warehouse', 'pricing')).toBe('Your role (Warehouse) does not allow you to change price lists and customer groups. Ask an owner.');
  });
});
