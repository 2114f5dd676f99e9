// 'View as customer' (issue #30 Part 4): a staff member asks for a single-use link to an account's
// storefront; opening it starts a view of its own (a cookie beside, never instead of, the browser's
// storefront and back-office sessions) as the account's first manager, read-only, for 30 minutes. Each
// link, start, end and refused write is an audit row naming the staff member and the account.
import type { Transact } from '../../db/executor.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { hashToken, newRandomToken } from '../../kernel/tokens.ts';
import type { ViewAsViewer } from '../../kernel/viewer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AuditEntry, AuditWriter } from '../audit/audit-entry.types.ts';
import type { StaffViewer } from '../staff/staff-viewer.types.ts';
import type { ViewAsRepo, ViewEndReason } from './view-as.repo.ts';

/** spec (issue #30 Part 4): a view ends by itself after 30 minutes. */
export const VIEW_AS_TTL_MS = 30 * 60 * 1000;
/** The link is opened at once by the page that asked for it: a minute is plenty, and a leaked link soon dies. */
export const VIEW_AS_LINK_TTL_MS = 60 * 1000;
export const VIEW_AS_PATH = '/admin/api/view-as/';
export const NO_MANAGER_MESSAGE = 'This account has no manager to view the store as.';
const UNUSED_LINKS_KEPT_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 500;

type ViewedAccount = { staffId: number; staffEmail: string; accountId: number; accountNumber: string; accountName: string; userEmail: string };

/** An audit row of a view: the staff member as its actor, the account as its record, and who viewed which account as whom. */
function viewEntry(view: ViewedAccount, action: string, more: Record<string, unknown>): AuditEntry {
  return {
    actor: { kind: 'staff', staffId: view.staffId, email: view.staffEmail },
    action,
    entity: 'account',
    entityId: view.accountId,
    reference: view.accountNumber,
    before: null,
    after: { staff: view.staffEmail, account: view.accountName, as_user: view.userEmail, ...more },
  };
}

export function createViewAsService(deps: {
  repo: ViewAsRepo;
  transact: Transact;
  audit: AuditWriter;
  auth: Pick<AuthService, 'viewerOf'>;
  now?: () => Date;
}) {
  const { repo, transact, audit, auth } = deps;
  const now = deps.now ?? (() => new Date());

  /** Ends the view once, with its audit row in the same transaction; false when it had already ended. */
  async function end(viewId: number, reason: ViewEndReason): Promise<boolean> {
    const at = now();
    return transact(async (tx) => {
      const view = await repo.findView(tx, viewId);
      if (!view || !(await repo.endView(tx, viewId, at, reason))) return false;
      const ended = reason === 'expired' ? 'after 30 minutes' : 'by staff';
      await audit(tx, viewEntry(view, 'account.view_as_end', { ended, started_at: view.startedAt?.toISOString() ?? null }));
      return true;
    });
  }

  return {
    /** POST /admin/api/accounts/{id}/view-as: a link that opens the view, once, within a minute. */
    async createLink(staff: StaffViewer, accountId: number): Promise<{ url: string; linkExpiresAt: Date }> {
      const token = newRandomToken();
      const linkExpiresAt = new Date(now().getTime() + VIEW_AS_LINK_TTL_MS);
      await transact(async (tx) => {
        const account = await repo.findAccountWithFirstManager(tx, accountId);
        if (!account) throw new NotFoundError('account', accountId);
        if (!account.manager) throw new ConflictError(NO_MANAGER_MESSAGE);
        await repo.insertLink(tx, { staffId: staff.id, accountId, userId: account.manager.userId, linkHash: hashToken(token), linkExpiresAt });
        const viewed = { staffId: staff.id, staffEmail: staff.email, accountId, accountNumber: account.accountNumber, accountName: account.name, userEmail: account.manager.email };
        await audit(tx, viewEntry(viewed, 'account.view_as_link', {}));
      });
      return { url: `${VIEW_AS_PATH}${token}`, linkExpiresAt };
    },

    /**
     * Opens the staff member's own link (someone else's, a used or an expired one is a 404): the view
     * starts, audited, with a new session token for its cookie. A view already open in this browser ends.
     */
    async openLink(staff: StaffViewer, token: string, previousSessionToken: string | undefined): Promise<{ sessionToken: string; expiresAt: Date }> {
      if (previousSessionToken) {
        const previous = await repo.findViewBySession(hashToken(previousSessionToken));
        if (previous) await end(previous.id, 'ended');
      }
      const sessionToken = newRandomToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + VIEW_AS_TTL_MS);
      await transact(async (tx) => {
        const viewId = await repo.startView(tx, { linkHash: hashToken(token), staffId: staff.id, sessionHash: hashToken(sessionToken), at, expiresAt });
        const view = viewId === undefined ? undefined : await repo.findView(tx, viewId);
        if (!view) throw new NotFoundError('view link');
        await audit(tx, viewEntry(view, 'account.view_as_start', { ends_at: expiresAt.toISOString() }));
      });
      return { sessionToken, expiresAt };
    },

    /**
     * The viewer of a view's cookie on every storefront request, or null when the view is unknown or
     * over: one found past its 30 minutes (or whose user has left the account) is ended here, audited.
     */
    async resolve(sessionToken: string): Promise<ViewAsViewer | null> {
      const view = await repo.findViewBySession(hashToken(sessionToken));
      if (!view || view.endedAt || !view.expiresAt) return null;
      if (view.expiresAt.getTime() <= now().getTime()) {
        await end(view.id, 'expired');
        return null;
      }
      const viewer = await auth.viewerOf(view.accountId, view.userId);
      if (!viewer) {
        await end(view.id, 'ended');
        return null;
      }
      return {
        viewer,
        viewing: { viewId: view.id, staffId: view.staffId, staffEmail: view.staffEmail, accountNumber: view.accountNumber, accountName: view.accountName, endsAt: view.expiresAt },
      };
    },

    /** 'End view' (or signing out while viewing): ends it, audited; answers the account's id for the way back, if the cookie was a view's. */
    async endBySession(sessionToken: string): Promise<{ accountId: number } | null> {
      const view = await repo.findViewBySession(hashToken(sessionToken));
      if (!view) return null;
      await end(view.id, 'ended');
      return { accountId: view.accountId };
    },

    /** A write tried while viewing: refused by the caller, recorded here with what was tried. */
    async recordRefusedWrite(viewId: number, attempt: { method: string; path: string }): Promise<void> {
      await transact(async (tx) => {
        const view = await repo.findView(tx, viewId);
        if (!view) return;
        await audit(tx, viewEntry(view, 'account.view_as_refused', { refused: `${attempt.method} ${attempt.path}` }));
      });
    },

    /** The sweep job: records the end of views whose 30 minutes passed unnoticed (a closed tab); drops old unused links. */
    async endExpiredViews(): Promise<number> {
      const at = now();
      let ended = 0;
      for (const id of await repo.findExpiredOpenViews(at, SWEEP_BATCH)) if (await end(id, 'expired')) ended += 1;
      await repo.deleteUnusedLinks(new Date(at.getTime() - UNUSED_LINKS_KEPT_MS));
      return ended;
    },
  };
}
export type ViewAsService = ReturnType<typeof createViewAsService>;
