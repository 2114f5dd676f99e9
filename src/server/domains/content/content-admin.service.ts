// The store's content as staff keep it (issue #19 Part 2). Every change writes its audit entry in its own
// transaction (before and after as the wire shows them), so a change and its record commit together.
import type {
  AdminContentPageJson,
  AdminCustomerLogoJson,
  AdminTestimonialJson,
  ContentPageBody,
  ContentPageSummaryJson,
  CustomerLogoBody,
  CustomerLogoPatch,
  NoticeBody,
  NoticeJson,
  PublicContentPageJson,
  PublicNoticeJson,
  TestimonialBody,
  TestimonialPatch,
} from '../../../shared/schemas/admin-content.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditEntity } from '../../../shared/audit-records.ts';
import type { AuditActor, AuditEntry, AuditWriter } from '../audit/audit-entry.types.ts';
import type { ContentAdminRepo, ContentPage, CustomerLogoRow, SiteNotice, TestimonialRow } from './content-admin.repo.ts';
import type { MediaService } from '../media/media.service.ts';
import { renderMarkdown, renderPageMarkdown } from './markdown.ts';

export const toTestimonialJson = (row: TestimonialRow): AdminTestimonialJson => ({
  id: row.id,
  title: row.title,
  url: row.url,
  category: row.category,
  files: row.files,
  data: { name: row.name, job_title: row.jobTitle, quote: row.quote },
  position: row.position,
});
export const toCustomerLogoJson = (row: CustomerLogoRow): AdminCustomerLogoJson => ({ id: row.id, title: row.title, type: row.type, files: row.files, position: row.position });
const toNoticeJson = (row: SiteNotice): NoticeJson => ({ text: row.text, enabled: row.isEnabled, html: renderMarkdown(row.text), updated_at: row.updatedAt.toISOString() });
const toPageSummary = (row: ContentPage): ContentPageSummaryJson => ({ slug: row.slug, title: row.title, description: row.description, position: row.position });

/** How a kind of record is kept: its entity name in the audit log, its queries, and its wire shape. */
type RecordKind<Row, Json, Values> = {
  entity: AuditEntity;
  lock: (tx: DbExecutor, id: number) => Promise<Row | undefined>;
  insert: (tx: DbExecutor, values: Values) => Promise<Row>;
  update: (tx: DbExecutor, id: number, values: Partial<Values>) => Promise<Row>;
  remove: (tx: DbExecutor, id: number) => Promise<void>;
  toJson: (row: Row) => Json;
};

/** Create, change and delete for one kind of record, each with its audit entry on the same transaction. */
function auditedRecords<Row, Json extends { id: number; title: string }, Values>(transact: Transact, kind: RecordKind<Row, Json, Values>) {
  const entry = (actor: AuditActor, action: string, id: number, before: Json | null, after: Json | null): AuditEntry => ({
    actor,
    action: `${kind.entity}.${action}`,
    entity: kind.entity,
    entityId: id,
    reference: (after ?? before)?.title ?? '',
    before,
    after,
  });
  return {
    create: (actor: AuditActor, audit: AuditWriter, values: Values): Promise<Json> =>
      transact(async (tx) => {
        const created = kind.toJson(await kind.insert(tx, values));
        await audit(tx, entry(actor, 'create', created.id, null, created));
        return created;
      }),
    /** `valuesOf` may write on the change's transaction too (a new picture's files). */
    update: (actor: AuditActor, audit: AuditWriter, id: number, valuesOf: (tx: DbExecutor) => Partial<Values> | Promise<Partial<Values>>): Promise<Json> =>
      transact(async (tx) => {
        const current = await kind.lock(tx, id);
        if (!current) throw new NotFoundError(kind.entity, id);
        const updated = kind.toJson(await kind.update(tx, id, await valuesOf(tx)));
        await audit(tx, entry(actor, 'update', id, kind.toJson(current), updated));
        return updated;
      }),
    remove: (actor: AuditActor, audit: AuditWriter, id: number): Promise<void> =>
      transact(async (tx) => {
        const current = await kind.lock(tx, id);
        if (!current) throw new NotFoundError(kind.entity, id);
        await kind.remove(tx, id);
        await audit(tx, entry(actor, 'delete', id, kind.toJson(current), null));
      }),
  };
}

const definedOnly = <T extends object>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export function createContentAdminService(deps: { repo: ContentAdminRepo; transact: Transact; media: Pick<MediaService, 'renderPicture' | 'savePicture'> }) {
  const { repo, transact } = deps;
  const testimonials = auditedRecords(transact, {
    entity: 'testimonial',
    lock: repo.lockTestimonial,
    insert: repo.insertTestimonial,
    update: repo.updateTestimonial,
    remove: repo.deleteTestimonial,
    toJson: toTestimonialJson,
  });
  const logos = auditedRecords(transact, {
    entity: 'customer_logo',
    lock: repo.lockLogo,
    insert: repo.insertLogo,
    update: repo.updateLogo,
    remove: repo.deleteLogo,
    toJson: toCustomerLogoJson,
  });
  // The storefront asks on every page: the rendering of the text last seen is kept.
  let rendered = { text: '', html: '' };
  const htmlOf = (text: string) => (rendered.text === text ? rendered.html : (rendered = { text, html: renderMarkdown(text) }).html);

  return {
    async notice(): Promise<NoticeJson> {
      const row = await repo.findNotice();
      if (!row) throw new NotFoundError('notice');
      return toNoticeJson(row);
    },
    /** GET /api/content/notice: off, or on with its HTML. */
    async publicNotice(): Promise<PublicNoticeJson> {
      const row = await repo.findNotice();
      return row?.isEnabled ? { enabled: true, html: htmlOf(row.text) } : { enabled: false, html: '' };
    },
    async setNotice(actor: AuditActor, audit: AuditWriter, body: NoticeBody): Promise<NoticeJson> {
      return transact(async (tx) => {
        const before = await repo.lockNotice(tx);
        const saved = await repo.saveNotice(tx, body.text, body.enabled);
        await audit(tx, {
          actor,
          action: 'notice.update',
          entity: 'notice',
          entityId: 1,
          reference: 'Site notice',
          before: before ? { text: before.text, enabled: before.isEnabled } : null,
          after: { text: saved.text, enabled: saved.isEnabled },
        });
        return toNoticeJson(saved);
      });
    },

    listTestimonials: async () => (await repo.listTestimonials()).map(toTestimonialJson),
    createTestimonial: (actor: AuditActor, audit: AuditWriter, body: TestimonialBody) =>
      testimonials.create(actor, audit, { title: body.title, url: body.url, category: body.category, files: body.files, name: body.data.name, jobTitle: body.data.job_title, quote: body.data.quote, position: body.position }),
    updateTestimonial: (actor: AuditActor, audit: AuditWriter, id: number, patch: TestimonialPatch) =>
      testimonials.update(actor, audit, id, () =>
        definedOnly({ title: patch.title, url: patch.url, category: patch.category, files: patch.files, position: patch.position, name: patch.data?.name, jobTitle: patch.data?.job_title, quote: patch.data?.quote }),
      ),
    deleteTestimonial: (actor: AuditActor, audit: AuditWriter, id: number) => testimonials.remove(actor, audit, id),

    listLogos: async () => (await repo.listLogos()).map(toCustomerLogoJson),
    createLogo: (actor: AuditActor, audit: AuditWriter, body: CustomerLogoBody) => logos.create(actor, audit, body),
    updateLogo: (actor: AuditActor, audit: AuditWriter, id: number, patch: CustomerLogoPatch) => logos.update(actor, audit, id, () => definedOnly(patch)),
    deleteLogo: (actor: AuditActor, audit: AuditWriter, id: number) => logos.remove(actor, audit, id),
    /**
     * POST /admin/api/customer-logos/{id}/picture: the upload checked and rendered through the media domain
     * (before the transaction: sharp's work), then its files, the logo's new path and the audit entry commit together.
     */
    async setLogoPicture(actor: AuditActor, audit: AuditWriter, id: number, upload: Buffer): Promise<AdminCustomerLogoJson> {
      const rendered = await deps.media.renderPicture(upload, 'logo');
      return logos.update(actor, audit, id, async (tx) => ({ files: [{ path: (await deps.media.savePicture(tx, rendered)).url }] }));
    },

    listPages: async (): Promise<ContentPageSummaryJson[]> => (await repo.listPages()).map(toPageSummary),
    async page(slug: string): Promise<AdminContentPageJson> {
      const row = await repo.findPage(slug);
      if (!row) throw new NotFoundError('content page', slug);
      return { ...toPageSummary(row), body: row.body, html: renderPageMarkdown(row.body), updated_at: row.updatedAt.toISOString() };
    },
    /** GET /api/content-pages/{slug}. */
    async publicPage(slug: string): Promise<PublicContentPageJson> {
      const row = await repo.findPage(slug);
      if (!row) throw new NotFoundError('content page', slug);
      return { ...toPageSummary(row), html: renderPageMarkdown(row.body) };
    },
    async savePage(actor: AuditActor, audit: AuditWriter, slug: string, body: ContentPageBody): Promise<AdminContentPageJson> {
      await transact(async (tx) => {
        const before = await repo.lockPage(tx, slug);
        if (!before) throw new NotFoundError('content page', slug);
        const saved = await repo.updatePage(tx, slug, body);
        const audited = (row: ContentPage) => ({ title: row.title, description: row.description, body: row.body });
        await audit(tx, { actor, action: 'content_page.update', entity: 'content_page', entityId: slug, reference: saved.title, before: audited(before), after: audited(saved) });
      });
      return this.page(slug);
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
