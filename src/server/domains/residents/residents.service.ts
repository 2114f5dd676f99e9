// The Resident Tracker (spec §2, §7; issue #10): the account's residents, what each uses at each order
// time, and what that costs. Shared by all the account's users.
import { RESIDENT_LINES_MAX, RESIDENT_SEARCH_MIN_LENGTH } from '../../../shared/limits.ts';
import { RESIDENT_MESSAGES, SAME_PRODUCT_TWICE_MESSAGE } from '../../../shared/resident-messages.ts';
import type { CreateResidentBody, ResidentJson, ResidentsQuery, SaveResidentItemsBody, UpdateResidentBody } from '../../../shared/schemas/residents.ts';
import type { Transact } from '../../db/executor.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { OrderTimesService } from './order-times.service.ts';
import { toResidentJson, toSchedulableProduct, type ResidentView, type SchedulableProduct } from './resident-json.ts';
import { locationFilterOf, type ResidentLine, type ResidentLineWrite } from './resident-types.ts';
import { createResidentsRepo, type ResidentsRepo } from './residents.repo.ts';

export const RESIDENTS_FULL_MESSAGE = 'This account has the most residents it may keep.';
export const LINES_FULL_MESSAGE = `A resident may have at most ${RESIDENT_LINES_MAX} products.`;
export const UNKNOWN_ORDER_TIME_MESSAGE = 'This order time no longer exists: reload the page.';

export type ProductLookup = (productIds: readonly number[], viewer: SignedInViewer) => Promise<Map<number, SchedulableProduct | null>>;

/** Each product as the viewer may schedule it today (one catalogue query), keyed by id. */
export function productLookupOf(catalogue: Pick<CatalogueService, 'findListedProducts'>): ProductLookup {
  return async (productIds, viewer) => {
    const ids = [...new Set(productIds)];
    const listed = await catalogue.findListedProducts(
      ids.map((productId) => ({ productId, variantId: 0 })),
      viewer,
    );
    return new Map(ids.map((id, index) => [id, toSchedulableProduct(listed[index] ?? null)]));
  };
}

export function createResidentsService(deps: { repo: ResidentsRepo; transact: Transact; orderTimes: OrderTimesService; products: ProductLookup }) {
  const { repo, transact, orderTimes, products } = deps;

  /** A save's transaction; an order time removed meanwhile by another user is a 422, not a 500. */
  async function saving(work: Parameters<Transact>[0]): Promise<void> {
    try {
      await transact(work);
    } catch (error) {
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw new ValidationError({ items: UNKNOWN_ORDER_TIME_MESSAGE });
      throw error;
    }
  }

  async function toJson(viewer: SignedInViewer, views: readonly ResidentView[], namesHidden?: boolean, withLines = true): Promise<ResidentJson[]> {
    const [times, found, hidden] = await Promise.all([
      orderTimes.listOrderTimes(viewer),
      products(views.flatMap((view) => view.lines.map((line) => line.productId)), viewer),
      namesHidden ?? orderTimes.namesHidden(viewer),
    ]);
    return views.map((view) => toResidentJson(view, times, found, hidden, withLines));
  }

  async function residentJson(viewer: SignedInViewer, residentId: number): Promise<ResidentJson> {
    const found = await repo.findResident(viewer.account.id, residentId);
    if (!found) throw new NotFoundError('resident', residentId);
    const [json] = await toJson(viewer, [found]);
    if (!json) throw new NotFoundError('resident', residentId);
    return json;
  }

  async function listResidents(
    viewer: SignedInViewer,
    query: Partial<ResidentsQuery> = {},
  ): Promise<{ residents: ResidentJson[]; locations: string[]; namesHidden: boolean }> {
    const namesHidden = await orderTimes.namesHidden(viewer);
    const keyword = query.keyword && query.keyword.length >= RESIDENT_SEARCH_MIN_LENGTH ? query.keyword : null;
    const filter = { keyword, location: locationFilterOf(query.location ?? 'all'), sortOrder: query.sort_order ?? 'asc', namesHidden };
    const [{ residents, lines }, locations] = await Promise.all([repo.findResidents(viewer.account.id, filter), repo.findLocations(viewer.account.id)]);
    const linesOf = new Map<number, ResidentLine[]>();
    for (const line of lines) {
      const own = linesOf.get(line.residentId);
      if (own) own.push(line);
      else linesOf.set(line.residentId, [line]);
    }
    const views = residents.map((resident) => ({ resident, lines: linesOf.get(resident.id) ?? [] }));
    return { residents: await toJson(viewer, views, namesHidden, query.lines !== 'none'), locations, namesHidden };
  }

  /** The lines of a save that qualify (spec §5), checked: order time the account's, product sold to it and in the category chosen. */
  async function checkedLines(viewer: SignedInViewer, items: SaveResidentItemsBody['items']): Promise<ResidentLineWrite[]> {
    const qualifying = items.map((item, index) => ({ item, index })).filter(({ item }) => item.qty > 0 && item.product_id > 0 && item.category_id > 0);
    if (qualifying.length === 0) throw new ValidationError({ items: RESIDENT_MESSAGES.nothingToSave });
    const [times, found] = await Promise.all([orderTimes.listOrderTimes(viewer), products(qualifying.map(({ item }) => item.product_id), viewer)]);
    const timeTitles = new Map(times.map((time) => [time.id, time.title]));
    const errors: Record<string, string> = {};
    const lines: ResidentLineWrite[] = [];
    const chosen = new Set<string>();
    for (const { item, index } of qualifying) {
      const product = found.get(item.product_id) ?? null;
      const timeTitle = timeTitles.get(item.time);
      const identity = `${item.time}:${item.product_id}`;
      if (timeTitle === undefined) errors[`items.${index}.time`] = UNKNOWN_ORDER_TIME_MESSAGE;
      else if (chosen.has(identity)) errors[`items.${index}.product_id`] = SAME_PRODUCT_TWICE_MESSAGE(timeTitle);
      else if (!product) errors[`items.${index}.product_id`] = RESIDENT_MESSAGES.cannotSchedule;
      else if (!product.categoryIds.includes(item.category_id)) errors[`items.${index}.category_id`] = RESIDENT_MESSAGES.wrongCategory;
      else lines.push({ id: item.id, orderTimeId: item.time, categoryId: item.category_id, productId: item.product_id, qty: item.qty, title: product.title });
      chosen.add(identity);
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return lines;
  }

  return {
    /** spec §7 GET /api/resident-orders: the residents (filtered, sorted by name) and the account's locations. */
    listResidents,

    /** GET /api/resident-orders/{id} (beyond §7): one resident with its lines, for a row opened. */
    getResident: residentJson,

    /** spec §7 POST /api/resident-orders: user_id in the body is ignored; the session's user and account decide. */
    async createResident(viewer: SignedInViewer, input: CreateResidentBody): Promise<ResidentJson> {
      const id = await transact((tx) =>
        createResidentsRepo(tx).insertResident({ accountId: viewer.account.id, userId: viewer.user.id, name: input.name, room: input.room, location: input.location }),
      );
      if (id === null) throw new ValidationError({ name: RESIDENTS_FULL_MESSAGE });
      return residentJson(viewer, id);
    },

    /** spec §7 PUT /api/resident-orders/{id}. */
    /** With names hidden, an edit without a name keeps the one stored (the page does not show it to change it). */
    async updateResident(viewer: SignedInViewer, residentId: number, input: UpdateResidentBody): Promise<ResidentJson> {
      const changes = { userId: viewer.user.id, name: input.name === '' ? null : input.name, room: input.room, location: input.location };
      if (!(await repo.updateResident(viewer.account.id, residentId, changes))) throw new NotFoundError('resident', residentId);
      return residentJson(viewer, residentId);
    },

    /** spec §7 DELETE /api/resident-orders/{id}: the resident, its name and its lines are gone. */
    async deleteResident(viewer: SignedInViewer, residentId: number): Promise<void> {
      if (!(await repo.deleteResident(viewer.account.id, residentId))) throw new NotFoundError('resident', residentId);
    },

    /**
     * spec §7 PUT /api/resident-items: saves the lines that qualify (new ones with id 0, the resident's own
     * by id) in one transaction, and answers every resident as stored. A resident has one line per order
     * time and product, so the same save sent again changes nothing (issue #16 item 25).
     */
    async saveItems(viewer: SignedInViewer, input: SaveResidentItemsBody): Promise<ResidentJson[]> {
      // Another account's resident is a 404 before anything about the lines is told.
      if (!(await repo.hasResident(viewer.account.id, input.resident_id))) throw new NotFoundError('resident', input.resident_id);
      const lines = await checkedLines(viewer, input.items);
      await saving(async (tx) => {
        const locked = createResidentsRepo(tx);
        if (!(await locked.hasResident(viewer.account.id, input.resident_id, 'lock'))) throw new NotFoundError('resident', input.resident_id);
        const wantedIds = lines.filter((line) => line.id > 0).map((line) => line.id);
        const own = await locked.findLineIdentities(input.resident_id, wantedIds);
        const stranger = wantedIds.find((id) => !own.has(id));
        if (stranger !== undefined) throw new NotFoundError('resident line', stranger);
        await locked.writeLines(input.resident_id, viewer.user.id, lines, own);
        if ((await locked.countLines(input.resident_id)) > RESIDENT_LINES_MAX) throw new ValidationError({ items: LINES_FULL_MESSAGE });
      });
      return (await listResidents(viewer)).residents;
    },

    /** spec §7 DELETE /api/resident-items/{residentId}/{itemId}: answers the resident as it now is. */
    async deleteLine(viewer: SignedInViewer, residentId: number, lineId: number): Promise<ResidentJson> {
      if (!(await repo.deleteLine(viewer.account.id, residentId, lineId))) throw new NotFoundError('resident line', lineId);
      return residentJson(viewer, residentId);
    },

    /** How many residents the account keeps: all the back office may know of them (issue #17 Part 4), never a name or room. */
    countResidentsOf: (accountId: number): Promise<number> => repo.countResidents(accountId),
  };
}
export type ResidentsService = ReturnType<typeof createResidentsService>;
