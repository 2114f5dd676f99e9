// The category tree as the merchant's staff keep it (issue #19 Part 1): add, rename, move (three levels at
// most, never under itself), reorder, blurb, banner and the accounts it is hidden from (rest_acc). Each
// change and its audit entry commit together; then this process's tree cache is dropped at once (the
// others follow the categories' change notice).
import { CATEGORY_DEPTH_MAX, type CreateCategoryBody, type UpdateCategoryBody } from '../../../shared/schemas/admin-categories.ts';
import type { Transact } from '../../db/executor.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuditActor, AuditWriter } from '../audit/audit-entry.types.ts';
import type { MediaService } from '../media/media.service.ts';
import type { AdminCategoriesRepo, CategoryChange } from './admin-categories.repo.ts';
import { buildCategoryTree, cleanRichText } from '../catalogue/catalogue.service.ts';
import type { CategoryNode, CategoryRecord } from '../catalogue/catalogue.types.ts';
import { slugify } from './slugs.ts';

export type AdminCategoryTree = { roots: CategoryNode[]; accountNames: ReadonlyMap<string, string> };

/** The generated pictures follow a category's path (catalogue-images.ts); an uploaded one keeps its own url. */
const generatedImage = (path: string) => `/images/categories/${path}.svg`;
const generatedBanner = (path: string) => `/images/banners/${path}.svg`;

function heightOf(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

function isWithin(node: CategoryNode, ancestorId: number): boolean {
  for (let current: CategoryNode | null = node; current; current = current.parent) if (current.id === ancestorId) return true;
  return false;
}

function uniquePathError(error: unknown, field: string): ValidationError | null {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION ? new ValidationError({ [field]: 'A category with this address is already there.' }) : null;
}

export function createAdminCategoriesService(deps: {
  repo: AdminCategoriesRepo;
  transact: Transact;
  accounts: Pick<AccountsService, 'namesByNumber'>;
  media: Pick<MediaService, 'renderPicture' | 'savePicture'>;
  /** Drops this process's category tree cache (the catalogue service's `invalidate`). */
  invalidate: () => void;
}) {
  const { repo, transact, accounts, media } = deps;

  async function checkAccounts(numbers: readonly string[] | undefined): Promise<void> {
    if (!numbers || numbers.length === 0) return;
    const known = await accounts.namesByNumber(numbers);
    const errors = Object.fromEntries(numbers.flatMap((number, index) => (known.has(number) ? [] : [[`rest_acc.${index}`, `No account has the number ${number}.`]])));
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  async function tree(): Promise<AdminCategoryTree> {
    const records = await repo.findAll();
    const accountNames = await accounts.namesByNumber([...new Set(records.flatMap((record) => record.restAcc))]);
    return { roots: buildCategoryTree(records).roots, accountNames };
  }

  /** `field`: where a clash of paths is reported (the title of a new category, the parent of a moved one). */
  async function write<T>(work: () => Promise<T>, field = 'title'): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw uniquePathError(error, field) ?? error;
    } finally {
      deps.invalidate();
    }
  }

  return {
    /** GET /admin/api/categories: the whole tree, with the names of the accounts in each rest_acc. */
    tree,

    /** POST /admin/api/categories: a new category at the end of its parent's (or the top level's) list. */
    async create(actor: AuditActor, audit: AuditWriter, body: CreateCategoryBody): Promise<number> {
      await checkAccounts(body.rest_acc);
      const slug = slugify(body.title);
      if (slug === '') throw new ValidationError({ title: 'The title needs a letter or digit.' });
      return write(() =>
        transact(async (tx) => {
          const built = buildCategoryTree(await repo.lockAll(tx));
          const parent = body.parent_id == null ? null : built.byId.get(body.parent_id);
          if (parent === undefined) throw new ValidationError({ parent_id: 'No category has this id.' });
          if (parent && parent.depth >= CATEGORY_DEPTH_MAX) throw new ValidationError({ parent_id: `Categories go ${CATEGORY_DEPTH_MAX} levels deep at most.` });
          const siblings = parent ? parent.children : built.roots;
          const path = parent ? `${parent.path}/${slug}` : slug;
          const record: Omit<CategoryRecord, 'id'> = {
            parentId: parent?.id ?? null,
            slug,
            path,
            depth: parent ? parent.depth + 1 : 1,
            position: body.position ?? Math.max(0, ...siblings.map((sibling) => sibling.position)) + 10,
            title: body.title,
            image: generatedImage(path),
            bannerImage: generatedBanner(path),
            blurb: cleanRichText(body.blurb),
            restAcc: body.rest_acc,
          };
          const id = await repo.insert(tx, record);
          await audit(tx, { actor, action: 'category.create', entity: 'category', entityId: id, reference: path, before: null, after: { title: record.title, path, parent_id: record.parentId, rest_acc: record.restAcc } });
          return id;
        }),
      );
    },

    /**
     * PATCH /admin/api/categories/{id}: a rename keeps the slug (links keep working); a move or a new slug
     * re-paths the whole subtree (the old paths then redirect); a move is refused (422 on parent_id) under
     * itself, under one of its own, or past three levels.
     */
    async update(actor: AuditActor, audit: AuditWriter, id: number, body: UpdateCategoryBody): Promise<void> {
      await checkAccounts(body.rest_acc);
      await write(() =>
        transact(async (tx) => {
          const built = buildCategoryTree(await repo.lockAll(tx));
          const node = built.byId.get(id);
          if (!node) throw new NotFoundError('category', id);
          const change: CategoryChange = {
            title: body.title,
            position: body.position,
            blurb: body.blurb === undefined ? undefined : cleanRichText(body.blurb),
            restAcc: body.rest_acc,
          };
          const before: Record<string, unknown> = {};
          const after: Record<string, unknown> = {};
          const note = (field: string, old: unknown, next: unknown) => {
            if (next !== undefined && JSON.stringify(old) !== JSON.stringify(next)) {
              before[field] = old;
              after[field] = next;
            }
          };
          note('title', node.title, change.title);
          note('position', node.position, change.position);
          note('blurb', node.blurb, change.blurb);
          note('rest_acc', node.restAcc, change.restAcc);
          const isMoving = body.parent_id !== undefined && body.parent_id !== node.parentId;
          const slug = body.slug ?? node.slug;
          if (isMoving || slug !== node.slug) {
            let parent = node.parent;
            if (isMoving) {
              const wanted = body.parent_id === null ? null : built.byId.get(body.parent_id ?? 0);
              if (wanted === undefined) throw new ValidationError({ parent_id: 'No category has this id.' });
              if (wanted && isWithin(wanted, node.id)) throw new ValidationError({ parent_id: 'A category cannot go under itself or one of its own.' });
              if ((wanted?.depth ?? 0) + heightOf(node) > CATEGORY_DEPTH_MAX) {
                throw new ValidationError({ parent_id: `Categories go ${CATEGORY_DEPTH_MAX} levels deep at most: this one has ${heightOf(node) - 1} below it.` });
              }
              parent = wanted;
              note('parent_id', node.parentId, parent?.id ?? null);
            }
            note('slug', node.slug, slug);
            note('path', node.path, parent ? `${parent.path}/${slug}` : slug);
            await repath(tx, node, parent, slug, change);
          }
          await repo.update(tx, id, change);
          if (Object.keys(after).length > 0) await audit(tx, { actor, action: 'category.update', entity: 'category', entityId: id, reference: typeof after.path === 'string' ? after.path : node.path, before, after });
        }),
        body.slug === undefined ? 'parent_id' : 'slug',
      );
    },

    /** POST /admin/api/categories/{id}/banner: rendered before the transaction; the old banner's files are kept. */
    async setBanner(actor: AuditActor, audit: AuditWriter, id: number, upload: Buffer): Promise<void> {
      const rendered = await media.renderPicture(upload, 'banner');
      await write(() =>
        transact(async (tx) => {
          const node = buildCategoryTree(await repo.lockAll(tx)).byId.get(id);
          if (!node) throw new NotFoundError('category', id);
          const picture = await media.savePicture(tx, rendered);
          await repo.update(tx, id, { bannerImage: picture.url });
          await audit(tx, { actor, action: 'category.banner', entity: 'category', entityId: id, reference: node.path, before: { banner_image: node.bannerImage }, after: { banner_image: picture.url } });
        }),
      );
    },
  };

  /**
   * The node under `parent` (null: the top level) as `slug`, with every category below it re-pathed and
   * re-levelled; each old path is remembered as a redirect by the database (migration 0029's trigger).
   */
  async function repath(tx: Parameters<Parameters<Transact>[0]>[0], node: CategoryNode, parent: CategoryNode | null, slug: string, change: CategoryChange): Promise<void> {
    const moveTo = (current: CategoryNode, path: string, depth: number, own: CategoryChange) => ({
      ...own,
      path,
      depth,
      image: current.image === generatedImage(current.path) ? generatedImage(path) : current.image,
      bannerImage: current.bannerImage === generatedBanner(current.path) ? generatedBanner(path) : current.bannerImage,
    });
    const path = parent ? `${parent.path}/${slug}` : slug;
    Object.assign(change, moveTo(node, path, (parent?.depth ?? 0) + 1, { parentId: parent?.id ?? null, slug }));
    const below = async (current: CategoryNode, currentPath: string, depth: number): Promise<void> => {
      for (const child of current.children) {
        const childPath = `${currentPath}/${child.slug}`;
        await repo.update(tx, child.id, moveTo(child, childPath, depth + 1, {}));
        await below(child, childPath, depth + 1);
      }
    };
    await below(node, path, (parent?.depth ?? 0) + 1);
  }
}
export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
