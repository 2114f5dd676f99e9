// Product types: the SKU prefix names the type, which picks the generated picture's pictogram
// and label (images are drawn locally, nothing is fetched).

export type Pictogram =
  | 'pad'
  | 'glove'
  | 'apron'
  | 'mask'
  | 'bottle'
  | 'spray'
  | 'cup'
  | 'plate'
  | 'cutlery'
  | 'napkin'
  | 'tin'
  | 'wipes'
  | 'tube'
  | 'brush'
  | 'bandage'
  | 'thermometer'
  | 'roll'
  | 'box';

export type ProductType = { code: string; label: string; pictogram: Pictogram };

export const PRODUCT_TYPES: readonly ProductType[] = [
  { code: 'DPD', label: 'Day Pads', pictogram: 'pad' },
  { code: 'NPD', label: 'Night Pads', pictogram: 'pad' },
  { code: 'PUP', label: 'Pull-ups', pictogram: 'pad' },
  { code: 'UBP', label: 'Bed Pads', pictogram: 'napkin' },
  { code: 'CSK', label: 'Skin Care', pictogram: 'tube' },
  { code: 'NIT', label: 'Nitrile Gloves', pictogram: 'glove' },
  { code: 'VIN', label: 'Vinyl Gloves', pictogram: 'glove' },
  { code: 'LTX', label: 'Latex Gloves', pictogram: 'glove' },
  { code: 'APR', label: 'Aprons', pictogram: 'apron' },
  { code: 'MSK', label: 'Masks', pictogram: 'mask' },
  { code: 'RSP', label: 'Respirators', pictogram: 'mask' },
  { code: 'FLR', label: 'Floor Care', pictogram: 'bottle' },
  { code: 'WSH', label: 'Washroom', pictogram: 'spray' },
  { code: 'LND', label: 'Laundry', pictogram: 'bottle' },
  { code: 'SDS', label: 'Surface Disinfectant', pictogram: 'spray' },
  { code: 'HSN', label: 'Hand Sanitiser', pictogram: 'bottle' },
  { code: 'HCP', label: 'Hot Cups', pictogram: 'cup' },
  { code: 'CCP', label: 'Cold Cups', pictogram: 'cup' },
  { code: 'PLB', label: 'Plates & Bowls', pictogram: 'plate' },
  { code: 'CUT', label: 'Cutlery', pictogram: 'cutlery' },
  { code: 'NAP', label: 'Napkins', pictogram: 'napkin' },
  { code: 'THK', label: 'Thickeners', pictogram: 'tin' },
  { code: 'SUP', label: 'Supplements', pictogram: 'tin' },
  { code: 'BEV', label: 'Beverages', pictogram: 'cup' },
  { code: 'SNK', label: 'Snacks', pictogram: 'box' },
  { code: 'TFD', label: 'Tube Feeds', pictogram: 'bottle' },
  { code: 'SPF', label: 'Specialised Formulas', pictogram: 'tin' },
  { code: 'WIP', label: 'Wipes', pictogram: 'wipes' },
  { code: 'PSK', label: 'Skin Care', pictogram: 'tube' },
  { code: 'ORL', label: 'Oral Care', pictogram: 'brush' },
  { code: 'HAB', label: 'Hair & Body', pictogram: 'bottle' },
  { code: 'DRS', label: 'Dressings', pictogram: 'bandage' },
  { code: 'BND', label: 'Bandages & Tapes', pictogram: 'bandage' },
  { code: 'THM', label: 'Thermometers', pictogram: 'thermometer' },
  { code: 'TLT', label: 'Toilet Tissue', pictogram: 'roll' },
  { code: 'HTW', label: 'Hand Towels', pictogram: 'napkin' },
  { code: 'DSP', label: 'Dispensers', pictogram: 'box' },
];

const byCode = new Map(PRODUCT_TYPES.map((type) => [type.code, type]));

/** 'NIT-1042' → Nitrile Gloves; an unknown prefix (an imported SKU) is a plain box. */
export function productTypeOfSku(sku: string): ProductType {
  const code = sku.split('-')[0]?.toUpperCase() ?? '';
  return byCode.get(code) ?? { code, label: 'Product', pictogram: 'box' };
}

/** The top-level categories' pictograms; deeper ones take their top level's. */
export const TOP_LEVEL_PICTOGRAMS: Readonly<Record<string, Pictogram>> = {
  continence: 'pad',
  'gloves-ppe': 'glove',
  'cleaning-chemicals': 'spray',
  'catering-disposables': 'cup',
  'food-nutrition': 'tin',
  'personal-care': 'wipes',
  'medical-consumables': 'bandage',
  'paper-hygiene': 'roll',
};
