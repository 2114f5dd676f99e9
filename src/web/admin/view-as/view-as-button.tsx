// 'View as customer' on an account's page (issue #30 Part 4): shown to roles with accounts.view_as (the
// server checks it anyway). It asks for a single-use link and opens it in this tab, which starts the
// read-only view on the storefront; its banner's End view comes back here.
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { StaffMeJson } from '../../../shared/schemas/staff.ts';
import type { ViewAsLinkResponse } from '../../../shared/schemas/view-as.ts';
import { staffRoleAllows } from '../../../shared/staff-permissions.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';

export function ViewAsButton({ accountId, accountName }: { accountId: number; accountName: string }) {
  const staff = useRouteLoaderData<{ staff: StaffMeJson }>('admin')?.staff;
  const [isOpening, setOpening] = useState(false);
  const [problem, setProblem] = useState('');
  if (!staff || !staffRoleAllows(staff.role, 'accounts.view_as')) return null;

  async function open() {
    setOpening(true);
    setProblem('');
    try {
      const { url } = await browserAdminClient().call<ViewAsLinkResponse>('POST', `/admin/api/accounts/${accountId}/view-as`);
      window.location.assign(url);
    } catch (error) {
      setProblem(apiErrorMessage(error));
      setOpening(false);
    }
  }

  return (
    <div>
      <button type="button" className="button" disabled={isOpening} aria-describedby="view-as-hint" onClick={() => void open()}>
        View as customer
      </button>
      <p id="view-as-hint" className="admin-muted">
        The store as {accountName}’s first manager sees it: read-only, for 30 minutes.
      </p>
      <FormAlert message={problem} />
    </div>
  );
}
