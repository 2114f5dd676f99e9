// Inner boundaries of the code (CONVENTIONS.md §2 and §4), checked by `npm run lint` after ESLint.
// Each rule's comment is what the report prints: it says what to do instead.
import { readdirSync } from 'node:fs';
import { DOMAIN_DECLARATIONS, tableOwnersOf } from './src/shared/domains/index.ts';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Which domains may use a table module (a table module is imported only by its own domain's
// repository): each domain declares the table modules it owns and those it reads (src/shared/domains/,
// issue #27 Part 1). The owner is listed first and is the only one that writes them
// (src/server/assembly/table-writes.test.ts reads the SQL text too); the others read them.
export const TABLE_OWNERS = tableOwnersOf(DOMAIN_DECLARATIONS);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (names) => `(${names.map(escape).join('|')})`;

const tableRules = folders('./src/server/domains').map((domain) => {
  const owned = Object.entries(TABLE_OWNERS)
    .filter(([, owners]) => owners.includes(domain))
    .map(([file]) => file);
  return {
    name: `tables-of-${domain}`,
    severity: 'error',
    comment: `a table module is used only by its own domain's repository: ask that domain's service (see TABLE_OWNERS in .dependency-cruiser.mjs)`,
    from: { path: `^src/server/domains/${escape(domain)}/` },
    to: { path: '^src/server/db/schema/', ...(owned.length > 0 ? { pathNot: `^src/server/db/schema/${oneOf(owned)}$` } : {}) },
  };
});

// Web features do not import each other: what several features use lives in components/ or lib/. The
// storefront shell (features/layout) composes the header's pieces from other features, and the address
// form (features/addresses) is shared by checkout, order details and My Account; the fast-order picker
// and 'Save as list' (features/fast-orders) by the product page, the cart and order details; the
// suggestion combobox (features/search, issue #18) by the header, quick order and the Resident Tracker.
const SHARED_FEATURES = ['addresses', 'fast-orders', 'search'];
const featureRules = folders('./src/web/features')
  .filter((feature) => feature !== 'layout')
  .map((feature) => ({
    name: `feature-${feature}-stands-alone`,
    severity: 'error',
    comment: 'web features do not import each other: move what both need to web/components/ or web/lib/',
    from: { path: `^src/web/features/${escape(feature)}/` },
    to: { path: '^src/web/features/', pathNot: `^src/web/features/${oneOf([...new Set([feature, ...SHARED_FEATURES])])}/` },
  }));

// Walls between domains (issue #17): a domain's public face is its services (`*.service.ts`: the
// service and the few pure helpers it re-exports for others), its types (`*.types.ts`, types only) and its
// job queues (`*.queues.ts`: a test runs another domain's due jobs).
// Tests and fixtures may also use another domain's test factories (`*.fixtures.ts`).
const DOMAIN = '^src/server/domains/([^/]+)/';
const PUBLIC_FACE = '^src/server/domains/[^/]+/[^/]+[.](service|types|queues)[.]ts$';
const TEST_FILE = '[.](test|fixtures)[.]ts$';
const WALL_ADVICE =
  'reach another domain only through its *.service.ts, *.types.ts or *.queues.ts: take its service in deps (add a method, or re-export a pure helper from it), move a type it lends to <concept>.types.ts, or move a helper several domains borrow to server/kernel/';
const wallRules = [
  {
    name: 'domain-walls',
    severity: 'error',
    comment: WALL_ADVICE,
    from: { path: DOMAIN, pathNot: TEST_FILE },
    to: { path: '^src/server/domains/', pathNot: ['^src/server/domains/$1/', PUBLIC_FACE] },
  },
  {
    name: 'domain-walls-in-tests',
    severity: 'error',
    comment: `${WALL_ADVICE}; a test may also import another domain's *.fixtures.ts, and reaches any domain's service as testApp.app.services.<name>`,
    from: { path: `${DOMAIN}.+${TEST_FILE}` },
    to: { path: '^src/server/domains/', pathNot: ['^src/server/domains/$1/', PUBLIC_FACE, '^src/server/domains/[^/]+/[^/]+[.]fixtures[.]ts$'] },
  },
  {
    name: 'kernel-stands-alone',
    severity: 'error',
    comment: 'server/kernel/ holds the pure helpers several domains borrow: it imports only shared/, server/errors.ts and itself (never a domain, db/, http/ or the app)',
    from: { path: '^src/server/kernel/' },
    to: { path: '^src/', pathNot: '^src/(shared/|server/kernel/|server/errors[.]ts$)' },
  },
];

export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'no import cycles: a cycle is two modules that should be one, or a piece that belongs lower down',
      from: {},
      // A type-only import is erased before running, so it cannot make a cycle at load time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'routes-skip-db',
      severity: 'error',
      comment: 'routes do not import db/: call the domain service, which calls its repository',
      from: { path: '^src/server/.+\\.routes\\.ts$' },
      to: { path: '^src/server/db/' },
    },
    ...wallRules,
    ...tableRules,
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
