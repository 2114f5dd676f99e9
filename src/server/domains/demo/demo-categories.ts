// The demo catalogue's categories: three levels of care-facility supply. A leaf lists the
// product types (product-types.ts codes) the demo and benchmark products are made of.

export type DemoCategory = {
  slug: string;
  title: string;
  blurb: string;
  restAcc?: string[];
  productTypes?: string[];
  children?: DemoCategory[];
};

/** The demo buyer's account; 'Clinical Nutrition' is hidden from it (spec §6 rest_acc). */
export const DEMO_ACCOUNT_NUMBER = '100200';

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'continence',
    title: 'Continence Care',
    blurb: 'Pads, pull-ups and bed protection in every absorbency, with the skin care that goes with them.',
    children: [
      {
        slug: 'pads',
        title: 'Pads',
        blurb: 'Shaped and straight pads for light to heavy incontinence, day and night.',
        children: [
          { slug: 'day-pads', title: 'Day Pads', blurb: 'Discreet pads for active days, sized by absorbency.', productTypes: ['DPD'] },
          { slug: 'night-pads', title: 'Night Pads', blurb: 'Higher absorbency pads for a full night of dry sleep.', productTypes: ['NPD'] },
        ],
      },
      { slug: 'pull-ups', title: 'Pull-ups', blurb: 'Pull-up pants that look and feel like underwear, for residents who toilet independently.', productTypes: ['PUP'] },
      { slug: 'underpads', title: 'Underpads & Bed Pads', blurb: 'Disposable and washable bed protection for beds, chairs and changing.', productTypes: ['UBP'] },
      { slug: 'skin-care', title: 'Skin Care', blurb: 'Barrier creams, cleansing foams and no-rinse washes that protect fragile skin.', productTypes: ['CSK'] },
    ],
  },
  {
    slug: 'gloves-ppe',
    title: 'Gloves & PPE',
    blurb: 'Examination gloves, aprons and masks for infection control on every shift.',
    children: [
      { slug: 'nitrile-gloves', title: 'Nitrile Gloves', blurb: 'Latex-free, powder-free nitrile gloves for clinical and food handling tasks.', productTypes: ['NIT'] },
      { slug: 'vinyl-gloves', title: 'Vinyl Gloves', blurb: 'Economical vinyl gloves for short, low-risk tasks.', productTypes: ['VIN'] },
      { slug: 'latex-gloves', title: 'Latex Gloves', blurb: 'Natural rubber latex gloves with excellent fit and feel.', productTypes: ['LTX'] },
      { slug: 'aprons', title: 'Aprons', blurb: 'Colour-coded disposable aprons on rolls and in flat packs.', productTypes: ['APR'] },
      { slug: 'masks', title: 'Masks', blurb: 'Surgical masks and P2 respirators for staff and visitors.', productTypes: ['MSK', 'RSP'] },
    ],
  },
  {
    slug: 'cleaning-chemicals',
    title: 'Cleaning & Chemicals',
    blurb: 'Concentrates and ready-to-use chemicals for floors, washrooms, laundry and disinfection.',
    children: [
      { slug: 'floor-care', title: 'Floor Care', blurb: 'Neutral cleaners, strippers and sealers for vinyl and hard floors.', productTypes: ['FLR'] },
      { slug: 'washroom', title: 'Washroom', blurb: 'Toilet, shower and descaling cleaners that keep washrooms fresh.', productTypes: ['WSH'] },
      { slug: 'laundry', title: 'Laundry', blurb: 'Detergents, sanitisers and softeners for on-premises laundries.', productTypes: ['LND'] },
      { slug: 'disinfectants', title: 'Disinfectants', blurb: 'Hospital-grade surface disinfectants and hand sanitisers.', productTypes: ['SDS', 'HSN'] },
    ],
  },
  {
    slug: 'catering-disposables',
    title: 'Catering Disposables',
    blurb: 'Cups, plates, cutlery and napkins for dining rooms, kitchens and events.',
    children: [
      {
        slug: 'cups',
        title: 'Cups',
        blurb: 'Hot and cold cups with matching lids.',
        children: [
          { slug: 'hot-cups', title: 'Hot Cups', blurb: 'Double-wall and single-wall cups for tea and coffee rounds.', productTypes: ['HCP'] },
          { slug: 'cold-cups', title: 'Cold Cups', blurb: 'Clear cups for water, juice and thickened drinks.', productTypes: ['CCP'] },
        ],
      },
      { slug: 'plates-bowls', title: 'Plates & Bowls', blurb: 'Sturdy disposable plates and bowls, including compostable ranges.', productTypes: ['PLB'] },
      { slug: 'cutlery', title: 'Cutlery', blurb: 'Wooden, plastic and wrapped cutlery sets.', productTypes: ['CUT'] },
      { slug: 'napkins', title: 'Napkins', blurb: 'Dinner, lunch and cocktail napkins in one and two ply.', productTypes: ['NAP'] },
    ],
  },
  {
    slug: 'food-nutrition',
    title: 'Food & Nutrition',
    blurb: 'Thickeners, supplements, drinks and snacks for residents with every dietary need.',
    children: [
      { slug: 'thickeners', title: 'Thickeners', blurb: 'Gum and starch thickeners for safe swallowing at every IDDSI level.', productTypes: ['THK'] },
      { slug: 'supplements', title: 'Supplements', blurb: 'Oral nutritional supplements in shakes, puddings and powders.', productTypes: ['SUP'] },
      { slug: 'beverages', title: 'Beverages', blurb: 'Tea, coffee, hot chocolate and juice concentrates in catering packs.', productTypes: ['BEV'] },
      { slug: 'snacks', title: 'Snacks', blurb: 'Biscuits, crackers and portion snacks for morning and afternoon tea.', productTypes: ['SNK'] },
      {
        slug: 'clinical-nutrition',
        title: 'Clinical Nutrition',
        blurb: 'Prescribed enteral feeds and specialised formulas, supplied to approved clinical accounts only.',
        restAcc: [DEMO_ACCOUNT_NUMBER],
        children: [
          { slug: 'tube-feeds', title: 'Tube Feeds', blurb: 'Enteral feeds in ready-to-hang packs.', productTypes: ['TFD'] },
          { slug: 'specialised-formulas', title: 'Specialised Formulas', blurb: 'Disease-specific and elemental formulas.', productTypes: ['SPF'] },
        ],
      },
    ],
  },
  {
    slug: 'personal-care',
    title: 'Personal Care',
    blurb: 'Wipes, skin care, oral care and toiletries for daily resident care.',
    children: [
      { slug: 'wipes', title: 'Wipes', blurb: 'Dry, wet and pre-moistened wipes for personal and incontinence care.', productTypes: ['WIP'] },
      { slug: 'skin-care', title: 'Skin Care', blurb: 'Moisturisers and protective creams for dry and ageing skin.', productTypes: ['PSK'] },
      { slug: 'oral-care', title: 'Oral Care', blurb: 'Toothbrushes, swabs, denture care and mouthwash.', productTypes: ['ORL'] },
      { slug: 'hair-body', title: 'Hair & Body', blurb: 'Shampoos, body washes and no-rinse bathing for every resident.', productTypes: ['HAB'] },
    ],
  },
  {
    slug: 'medical-consumables',
    title: 'Medical Consumables',
    blurb: 'Wound care and everyday clinical consumables for nursing teams.',
    children: [
      {
        slug: 'wound-care',
        title: 'Wound Care',
        blurb: 'Dressings, bandages and tapes for acute and chronic wounds.',
        children: [
          { slug: 'dressings', title: 'Dressings', blurb: 'Foam, hydrocolloid and island dressings.', productTypes: ['DRS'] },
          { slug: 'bandages-tapes', title: 'Bandages & Tapes', blurb: 'Retention bandages, crepe and medical tapes.', productTypes: ['BND'] },
        ],
      },
      { slug: 'thermometers', title: 'Thermometers', blurb: 'Infrared and digital thermometers with probe covers.', productTypes: ['THM'] },
    ],
  },
  {
    slug: 'paper-hygiene',
    title: 'Paper & Hygiene',
    blurb: 'Toilet tissue, hand towels and the dispensers that hold them.',
    children: [
      { slug: 'toilet-tissue', title: 'Toilet Tissue', blurb: 'Standard and jumbo rolls in two and three ply.', productTypes: ['TLT'] },
      { slug: 'hand-towels', title: 'Hand Towels', blurb: 'Interleaved, roll and slimline hand towels.', productTypes: ['HTW'] },
      { slug: 'dispensers', title: 'Dispensers', blurb: 'Lockable dispensers for towels, tissue and soap.', productTypes: ['DSP'] },
    ],
  },
];

export type FlatDemoCategory = Omit<DemoCategory, 'children'> & { path: string; parentPath: string | null; depth: number; position: number };

/** Depth first, each with its full path; parents come before their children. */
export function flattenDemoCategories(nodes: readonly DemoCategory[] = DEMO_CATEGORIES, parentPath: string | null = null, depth = 1): FlatDemoCategory[] {
  return nodes.flatMap(({ children, ...category }, index) => {
    const path = parentPath ? `${parentPath}/${category.slug}` : category.slug;
    const flat: FlatDemoCategory = { ...category, path, parentPath, depth, position: (index + 1) * 10 };
    return [flat, ...flattenDemoCategories(children ?? [], path, depth + 1)];
  });
}
