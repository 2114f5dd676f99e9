// Approval e-mails as jobs, queued in the transaction that made the change (issue #29 Part 1): the managers
// are told when a request arrives, the buyer when it is approved, declined or expires. Each carries a
// Message-ID fixed by the request and the event, so a copy sent again after a crash reads as one message.
import { z } from 'zod';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { formatCents } from '../../../shared/money.ts';
import { storeDayOf } from '../../kernel/store-day.ts';
import type { ServiceLogger } from '../../logging.ts';
import { type Mailer, stableMessageId } from '../../mail/mailer.ts';
import { toApprovalJson } from './approval-json.ts';
import type { ApprovalsRepo } from './approvals.repo.ts';

const jobDataSchema = z.object({ approvalId: z.number().int().positive(), kind: z.enum(['requested', 'approved', 'declined', 'expired']) });

export function createApprovalMailJob(deps: { repo: ApprovalsRepo; mailer: Mailer; publicUrl: string; log: ServiceLogger }) {
  const { repo, mailer, publicUrl, log } = deps;
  return async function sendApprovalMail(data: unknown): Promise<void> {
    const { approvalId, kind } = jobDataSchema.parse(data);
    const row = await repo.findRequestById(approvalId);
    if (!row) return log.warn({ approvalId }, 'approval e-mail for a request that is gone: skipped');
    const approval = toApprovalJson(row);
    const link = `${publicUrl}/my-account/approvals/${approval.id}`;
    const lines = approval.lines.map((line) => `  ${line.qty} × ${line.title} (${line.sku}) ${formatCents(line.line_total)}`);
    const amount = `${formatCents(approval.sub_total)} excl. GST (${formatCents(approval.total)} incl. GST)`;
    const messageId = stableMessageId(`approval-${approval.id}-${kind}`, publicUrl);
    if (kind === 'requested') {
      const managers = await repo.managerEmails(row.accountId);
      if (managers.length === 0) return log.warn({ approvalId }, 'approval request of an account with no manager: not e-mailed');
      await mailer.send({
        to: managers.join(', '),
        subject: `Order for approval: ${approval.buyer.name}, ${formatCents(approval.total)}`,
        text: [
          `${approval.buyer.name} (${approval.buyer.email}) has sent an order of ${amount} for your approval:`,
          '',
          ...approval.reasons,
          '',
          ...lines,
          '',
          approval.delivery_date ? `Delivery asked for: ${deliveryDayWords(approval.delivery_date)}; approved after its cut-off, it comes on the next delivery day.` : 'Delivery: the first open delivery day once approved.',
          '',
          `Approve or decline it here: ${link}`,
          `It expires if nobody decides by ${deliveryDayWords(storeDayOf(new Date(approval.expires_at)))}.`,
        ].join('\n'),
        messageId,
      });
      return log.info({ approvalId, managers: managers.length }, 'approval request e-mailed to the managers');
    }
    const words = {
      approved: approval.order
        ? [`Your order of ${amount} has been approved${approval.decided_by ? ` by ${approval.decided_by.name}` : ''} and placed as order ${approval.order.order_number}.`, `See it in Order History: ${publicUrl}/order-history/${approval.order.id}`]
        : [`Your order of ${amount} has been approved${approval.decided_by ? ` by ${approval.decided_by.name}` : ''}. Pay for it by card here: ${link}`],
      declined: [`Your order of ${amount} was declined${approval.decided_by ? ` by ${approval.decided_by.name}` : ''}:`, '', approval.decline_reason ?? '', '', `Its lines can be put back in your cart in one click: ${link}`],
      expired: [`Your order of ${amount} waited for approval for 7 days and has expired. Nothing was ordered.`, `Its lines can be put back in your cart in one click: ${link}`],
    }[kind];
    const subject = { approved: 'Your order has been approved', declined: 'Your order was declined', expired: 'Your order request has expired' }[kind];
    await mailer.send({ to: approval.buyer.email, subject: `${subject} (${formatCents(approval.total)})`, text: [...words, '', ...lines].join('\n'), messageId });
    log.info({ approvalId, kind }, 'approval decision e-mailed to the buyer');
  };
}
