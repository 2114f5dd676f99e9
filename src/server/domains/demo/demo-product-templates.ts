// What each product type's demo products are made of. Titles are '{brand} {name} {option}-{pack}'
// (spec §3: the number after the last '-' is the pack size). Every word is capitalised so that
// title order is the same in the database (C collation) and in a browser.

export type MatrixTemplate = {
  brand: string;
  name: string;
  pack: number;
  priceCents: number;
  blockType: string;
  blocks: { key: string; label: string; swatch: string }[];
  sizes: string[];
  /** 'blockKey:size' cells that cannot be ordered. */
  restricted: string[];
};

export type ProductTemplate = {
  brands: string[];
  names: string[];
  options: string[];
  packs: number[];
  /** Price range of one pack, in cents. */
  priceCents: [number, number];
  features: string[];
  /** Demo products of this type (default 14). */
  count?: number;
  matrices?: MatrixTemplate[];
};

const GLOVE_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const colour = (key: string, label: string, swatch: string) => ({ key, label, swatch });

export const PRODUCT_TEMPLATES: Readonly<Record<string, ProductTemplate>> = {
  DPD: {
    brands: ['Comfort Care', 'DryDay', 'Serenity'],
    names: ['Shaped Pad', 'Contour Pad', 'Insert Pad', 'Lady Pad'],
    options: ['Light', 'Normal', 'Extra', 'Super'],
    packs: [10, 14, 20, 28],
    priceCents: [899, 2899],
    features: ['Anatomical shape with leak guards for all-day confidence.', 'Wetness indicator shows when a change is due.', 'Breathable backsheet keeps skin healthy.'],
  },
  NPD: {
    brands: ['Comfort Care', 'NightGuard', 'Serenity'],
    names: ['Night Pad', 'Maxi Night Pad', 'Overnight Insert'],
    options: ['Plus', 'Super', 'Maxi'],
    packs: [14, 20, 28],
    priceCents: [1499, 3999],
    features: ['Highest absorbency core for up to twelve hours of protection.', 'Odour-control layer for undisturbed sleep.', 'Extra-wide rear for lying positions.'],
  },
  PUP: {
    brands: ['Comfort Care', 'ActiveLife', 'Serenity'],
    names: ['Pull-Up Pants', 'Protective Underwear', 'Pants Plus'],
    options: ['Small', 'Medium', 'Large', 'Extra Large'],
    packs: [10, 14, 16],
    priceCents: [1699, 3499],
    features: ['Soft elastic waist pulls up and down like underwear.', 'Tear-away sides make changes quick.', 'Quiet, cloth-like outer layer.'],
    matrices: [
      {
        brand: 'ActiveLife',
        name: 'Pull-Up Pants Range',
        pack: 14,
        priceCents: 2299,
        blockType: 'absorbency',
        blocks: [colour('plus', 'Plus', '#60a5fa'), colour('super', 'Super', '#2563eb'), colour('maxi', 'Maxi', '#1e3a8a')],
        sizes: ['S', 'M', 'L', 'XL'],
        restricted: ['maxi:S'],
      },
    ],
  },
  UBP: {
    brands: ['Comfort Care', 'BedSafe', 'Kylie Care'],
    names: ['Disposable Underpad', 'Washable Bed Pad', 'Chair Pad', 'Bed Protector'],
    options: ['60 X 60', '60 X 90', '90 X 120'],
    packs: [1, 25, 30, 50],
    priceCents: [1299, 6499],
    features: ['Absorbent core locks moisture away from the surface.', 'Non-slip backing stays in place.', 'Suitable for beds, chairs and changing tables.'],
  },
  CSK: {
    brands: ['DermaCare', 'Sudo Skin', 'Cavilon Plus'],
    names: ['Barrier Cream', 'Cleansing Foam', 'No-Rinse Cleanser', 'Protective Ointment'],
    options: ['Tube', 'Bottle', 'Pump'],
    packs: [1, 6, 12],
    priceCents: [699, 5999],
    features: ['Protects skin from moisture and irritation.', 'Fragrance free and dermatologically tested.', 'Cleans without water, soap or rinsing.'],
  },
  NIT: {
    brands: ['SureGuard', 'MediGrip', 'PureHands'],
    names: ['Nitrile Gloves Powder Free', 'Nitrile Examination Gloves', 'Nitrile Food Handling Gloves', 'Extended Cuff Nitrile Gloves'],
    options: ['Small', 'Medium', 'Large', 'Extra Large'],
    packs: [100, 200, 250],
    priceCents: [999, 2499],
    features: ['Latex free for staff and residents with allergies.', 'Textured fingertips for a secure grip.', 'Tested to EN 455 and EN 374 standards.'],
    count: 16,
    matrices: [
      {
        brand: 'SureGuard',
        name: 'Nitrile Gloves Colour Range',
        pack: 100,
        priceCents: 1299,
        blockType: 'colour',
        blocks: [colour('blue', 'Blue', '#1d4ed8'), colour('black', 'Black', '#111827'), colour('white', 'White', '#f9fafb')],
        sizes: GLOVE_SIZES,
        restricted: ['white:XS', 'black:XL'],
      },
      {
        brand: 'MediGrip',
        name: 'Nitrile Examination Gloves Range',
        pack: 200,
        priceCents: 1999,
        blockType: 'colour',
        blocks: [colour('violet', 'Violet', '#7c3aed'), colour('blue', 'Blue', '#2563eb')],
        sizes: GLOVE_SIZES,
        restricted: ['violet:XS'],
      },
    ],
  },
  VIN: {
    brands: ['SureGuard', 'ValuePro', 'PureHands'],
    names: ['Vinyl Gloves Powder Free', 'Vinyl Gloves Lightly Powdered', 'Clear Vinyl Gloves'],
    options: ['Small', 'Medium', 'Large', 'Extra Large'],
    packs: [100, 200],
    priceCents: [549, 1299],
    features: ['Economical choice for short, low-risk tasks.', 'Ambidextrous with a beaded cuff.', 'Suitable for food handling.'],
    matrices: [
      {
        brand: 'ValuePro',
        name: 'Vinyl Gloves Colour Range',
        pack: 100,
        priceCents: 699,
        blockType: 'colour',
        blocks: [colour('clear', 'Clear', '#e5e7eb'), colour('blue', 'Blue', '#3b82f6')],
        sizes: ['S', 'M', 'L', 'XL'],
        restricted: ['blue:S'],
      },
    ],
  },
  LTX: {
    brands: ['MediGrip', 'Flexi Touch'],
    names: ['Latex Examination Gloves', 'Latex Gloves Powder Free', 'Surgical Latex Gloves'],
    options: ['Small', 'Medium', 'Large'],
    packs: [50, 100],
    priceCents: [899, 2999],
    features: ['Natural rubber latex for excellent tactile sensitivity.', 'Low protein, powder free.', 'Micro-textured for grip.'],
    matrices: [
      {
        brand: 'Flexi Touch',
        name: 'Latex Gloves Range',
        pack: 100,
        priceCents: 1199,
        blockType: 'colour',
        blocks: [colour('natural', 'Natural', '#f5e6c8')],
        sizes: GLOVE_SIZES,
        restricted: [],
      },
    ],
  },
  APR: {
    brands: ['SureGuard', 'CleanWear'],
    names: ['Disposable Aprons On A Roll', 'Flat Pack Aprons', 'Heavy Duty Aprons'],
    options: ['White', 'Blue', 'Green', 'Red', 'Yellow'],
    packs: [100, 200, 500],
    priceCents: [999, 3499],
    features: ['Colour coded for infection control zones.', 'Polyethylene, fluid resistant.', 'Tear-off perforations for one-handed use.'],
    matrices: [
      {
        brand: 'CleanWear',
        name: 'Colour Coded Aprons',
        pack: 200,
        priceCents: 1599,
        blockType: 'colour',
        blocks: [colour('white', 'White', '#ffffff'), colour('blue', 'Blue', '#2563eb'), colour('green', 'Green', '#16a34a'), colour('red', 'Red', '#dc2626'), colour('yellow', 'Yellow', '#facc15')],
        sizes: ['Regular', 'Long'],
        restricted: ['yellow:Long'],
      },
    ],
  },
  MSK: {
    brands: ['SureGuard', 'AirSafe'],
    names: ['Surgical Face Mask', 'Procedure Mask', 'Child Face Mask'],
    options: ['Level 1', 'Level 2', 'Level 3'],
    packs: [50, 100],
    priceCents: [599, 2499],
    features: ['Three-ply construction with a high filtration layer.', 'Soft ear loops for long shifts.', 'Adjustable nose wire.'],
    count: 8,
  },
  RSP: {
    brands: ['AirSafe', '3 Guard'],
    names: ['P2 Respirator', 'N95 Respirator', 'Valved P2 Respirator'],
    options: ['Small', 'Regular'],
    packs: [10, 20],
    priceCents: [1499, 5999],
    features: ['Fit-tested design with a comfortable seal.', 'Meets AS/NZS 1716 P2.', 'Individually wrapped.'],
    count: 6,
  },
  FLR: {
    brands: ['Kleenwell', 'ProClean', 'Enviro Care'],
    names: ['Neutral Floor Cleaner', 'Floor Stripper', 'High Gloss Floor Sealer', 'Spray Buff'],
    options: ['Concentrate', 'Ready To Use'],
    packs: [1, 2, 4],
    priceCents: [2499, 14999],
    features: ['Low-foam formula for auto scrubbers and mops.', 'Safe on vinyl, linoleum and sealed timber.', 'Dilution chart on the label.'],
  },
  WSH: {
    brands: ['Kleenwell', 'ProClean', 'Enviro Care'],
    names: ['Toilet Bowl Cleaner', 'Shower And Bathroom Cleaner', 'Descaler', 'Urinal Blocks'],
    options: ['750ml', '5L', 'Trigger Spray'],
    packs: [1, 6, 12],
    priceCents: [799, 8999],
    features: ['Removes soap scum and limescale.', 'Fresh fragrance that lasts.', 'Safe on porcelain and stainless steel.'],
  },
  LND: {
    brands: ['Kleenwell', 'WashMaster', 'Enviro Care'],
    names: ['Laundry Powder', 'Liquid Detergent', 'Fabric Softener', 'Laundry Sanitiser'],
    options: ['5kg', '15kg', '5L', '20L'],
    packs: [1, 2],
    priceCents: [2999, 18999],
    features: ['Effective at low temperatures.', 'Suits front and top loading commercial machines.', 'Removes body fluid stains.'],
  },
  SDS: {
    brands: ['Viraclean', 'ProClean', 'Medi Shield'],
    names: ['Hospital Grade Disinfectant', 'Surface Disinfectant Wipes', 'Chlorine Tablets', 'Quat Disinfectant'],
    options: ['Trigger Spray', '5L', 'Canister'],
    packs: [1, 4, 6],
    priceCents: [999, 9999],
    features: ['Kills 99.99% of germs including norovirus.', 'TGA listed hospital grade.', 'Two minute contact time.'],
    count: 9,
  },
  HSN: {
    brands: ['PureHands', 'Medi Shield'],
    names: ['Alcohol Hand Rub', 'Hand Sanitiser Gel', 'Foaming Hand Sanitiser'],
    options: ['500ml Pump', '1L Refill', '5L'],
    packs: [1, 6, 12],
    priceCents: [699, 7999],
    features: ['70% alcohol with moisturisers.', 'Fast drying, no sticky residue.', 'Fits wall-mounted dispensers.'],
    count: 7,
  },
  HCP: {
    brands: ['CaterPro', 'EcoServe'],
    names: ['Double Wall Hot Cup', 'Single Wall Paper Cup', 'Compostable Coffee Cup'],
    options: ['8oz', '12oz', '16oz'],
    packs: [50, 500, 1000],
    priceCents: [599, 11999],
    features: ['Insulated wall, no sleeve needed.', 'Matching lids sold separately.', 'Certified compostable lining.'],
  },
  CCP: {
    brands: ['CaterPro', 'EcoServe'],
    names: ['Clear Plastic Cup', 'Water Cooler Cup', 'Portion Cup', 'Spouted Beaker'],
    options: ['100ml', '200ml', '300ml'],
    packs: [50, 100, 1000],
    priceCents: [399, 6999],
    features: ['Crystal clear for checking thickened drinks.', 'Stackable and recyclable.', 'Suits water coolers and medication rounds.'],
  },
  PLB: {
    brands: ['CaterPro', 'EcoServe'],
    names: ['Round Paper Plate', 'Sugarcane Plate', 'Soup Bowl', 'Divided Plate'],
    options: ['7 Inch', '9 Inch', '10 Inch'],
    packs: [50, 125, 500],
    priceCents: [699, 8999],
    features: ['Rigid enough for a hot meal.', 'Made from sugarcane fibre.', 'Microwave safe.'],
  },
  CUT: {
    brands: ['CaterPro', 'EcoServe'],
    names: ['Wooden Knife', 'Wooden Fork', 'Plastic Spoon', 'Wrapped Cutlery Set'],
    options: ['Standard', 'Heavy Duty'],
    packs: [100, 250, 1000],
    priceCents: [499, 5999],
    features: ['Smooth birch wood with no splinters.', 'Individually wrapped for hygiene.', 'Strong enough for a roast dinner.'],
  },
  NAP: {
    brands: ['CaterPro', 'Softly'],
    names: ['Dinner Napkin', 'Lunch Napkin', 'Cocktail Napkin', 'Dispenser Napkin'],
    options: ['White', 'Burgundy', 'Navy'],
    packs: [100, 500, 2000],
    priceCents: [399, 7999],
    features: ['Soft and absorbent.', 'Quarter folded.', 'Made from recycled fibre.'],
  },
  THK: {
    brands: ['Thick N Easy', 'Resource Thicken Up', 'Precise Thick'],
    names: ['Instant Food Thickener', 'Gum Based Thickener', 'Pre-Thickened Water', 'Thickened Juice'],
    options: ['Level 2', 'Level 3', 'Level 4'],
    packs: [1, 12, 24],
    priceCents: [1299, 6999],
    features: ['Consistent texture at every IDDSI level.', 'Amylase resistant, stays stable.', 'Clear, with no added taste.'],
  },
  SUP: {
    brands: ['Fortisip', 'Ensure', 'Sustagen'],
    names: ['Nutritional Shake', 'Protein Pudding', 'Compact Drink', 'Powdered Supplement'],
    options: ['Vanilla', 'Chocolate', 'Strawberry', 'Neutral'],
    packs: [4, 24, 30],
    priceCents: [999, 8999],
    features: ['High energy and high protein in a small volume.', 'Full vitamin and mineral profile.', 'Ready to drink.'],
  },
  BEV: {
    brands: ['Bell Tea', 'Robert Harris', 'CaterPro'],
    names: ['Tea Bags', 'Instant Coffee', 'Hot Chocolate', 'Juice Concentrate'],
    options: ['Regular', 'Decaf', 'Sugar Free'],
    packs: [1, 100, 500],
    priceCents: [599, 4999],
    features: ['Catering pack for tea trolleys.', 'Smooth, full flavour.', 'Makes hundreds of cups.'],
  },
  SNK: {
    brands: ['Arnotts', 'Huntley', 'CaterPro'],
    names: ['Portion Biscuits', 'Cracker Packs', 'Muesli Bars', 'Fruit Cups'],
    options: ['Assorted', 'Plain', 'Gluten Free'],
    packs: [24, 50, 150],
    priceCents: [899, 5999],
    features: ['Individually wrapped portions.', 'Ideal for morning and afternoon tea.', 'Long shelf life.'],
  },
  TFD: {
    brands: ['Nutrison', 'Jevity', 'Osmolite'],
    names: ['Enteral Feed', 'High Protein Feed', 'Fibre Feed'],
    options: ['500ml', '1000ml', '1500ml'],
    packs: [8, 12],
    priceCents: [4999, 15999],
    features: ['Ready-to-hang pack for closed systems.', 'Nutritionally complete.', 'Supplied on prescription only.'],
    count: 8,
  },
  SPF: {
    brands: ['Nutricia', 'Abbott'],
    names: ['Renal Formula', 'Diabetes Formula', 'Elemental Formula'],
    options: ['Vanilla', 'Unflavoured'],
    packs: [6, 12],
    priceCents: [5999, 19999],
    features: ['Disease-specific nutrition.', 'Use under medical supervision.', 'Supplied on prescription only.'],
    count: 7,
  },
  WIP: {
    brands: ['Softly', 'Comfort Care', 'DermaCare'],
    names: ['Dry Wipes', 'Wet Wipes', 'Continence Care Wipes', 'Washcloths'],
    options: ['Fragrance Free', 'Aloe Vera', 'Large'],
    packs: [50, 100, 500],
    priceCents: [299, 3999],
    features: ['Soft, strong and low linting.', 'pH balanced for sensitive skin.', 'Resealable pack.'],
  },
  PSK: {
    brands: ['DermaCare', 'QV', 'Sorbolene Plus'],
    names: ['Moisturising Cream', 'Body Lotion', 'Heel Balm', 'Skin Protectant'],
    options: ['100g', '500g', '1L Pump'],
    packs: [1, 6],
    priceCents: [599, 5999],
    features: ['Rich moisturiser for dry, ageing skin.', 'Non-greasy and fast absorbing.', 'Free from fragrance and colour.'],
  },
  ORL: {
    brands: ['Oral Fresh', 'Colgate', 'Dentacare'],
    names: ['Soft Toothbrush', 'Oral Swabs', 'Denture Cleaning Tablets', 'Alcohol Free Mouthwash'],
    options: ['Standard', 'Compact', 'Mint'],
    packs: [1, 12, 50],
    priceCents: [299, 3999],
    features: ['Gentle on gums.', 'Designed for assisted oral care.', 'Alcohol free.'],
  },
  HAB: {
    brands: ['DermaCare', 'Softly', 'Hair Care Plus'],
    names: ['Shampoo', 'Body Wash', 'No-Rinse Shampoo Cap', 'Two In One Wash'],
    options: ['500ml', '1L', '5L'],
    packs: [1, 6],
    priceCents: [499, 6999],
    features: ['Gentle, pH balanced formula.', 'Tear free.', 'Ideal for bed bathing.'],
  },
  DRS: {
    brands: ['Medi Shield', 'Allevyn', 'Comfeel'],
    names: ['Foam Dressing', 'Hydrocolloid Dressing', 'Island Dressing', 'Silicone Border Dressing'],
    options: ['5 X 5cm', '10 X 10cm', '15 X 15cm'],
    packs: [5, 10, 20],
    priceCents: [999, 9999],
    features: ['Absorbs exudate and keeps a moist healing environment.', 'Gentle silicone adhesive.', 'Sterile, individually packed.'],
  },
  BND: {
    brands: ['Medi Shield', 'Elastoplast', 'Hypafix'],
    names: ['Crepe Bandage', 'Retention Bandage', 'Paper Tape', 'Fabric Tape'],
    options: ['2.5cm', '5cm', '7.5cm', '10cm'],
    packs: [1, 12, 24],
    priceCents: [299, 3999],
    features: ['Breathable and comfortable.', 'Tears cleanly by hand.', 'Hypoallergenic adhesive.'],
  },
  THM: {
    brands: ['Medi Shield', 'Braun', 'Omron'],
    names: ['Infrared Forehead Thermometer', 'Digital Thermometer', 'Ear Thermometer', 'Probe Covers'],
    options: ['Standard', 'Professional'],
    packs: [1, 40, 200],
    priceCents: [999, 12999],
    features: ['Reading in one second.', 'Memory for the last 20 readings.', 'Easy to clean between residents.'],
    count: 10,
  },
  TLT: {
    brands: ['Softly', 'Kleenwell', 'Enviro Care'],
    names: ['Toilet Rolls', 'Jumbo Roll Tissue', 'Interleaved Toilet Tissue'],
    options: ['2 Ply', '3 Ply'],
    packs: [6, 12, 48],
    priceCents: [699, 6999],
    features: ['Soft and strong.', 'Made from recycled fibre.', 'Fits standard dispensers.'],
  },
  HTW: {
    brands: ['Softly', 'Kleenwell', 'Enviro Care'],
    names: ['Interleaved Hand Towel', 'Roll Towel', 'Slimline Hand Towel'],
    options: ['1 Ply', '2 Ply'],
    packs: [6, 16, 24],
    priceCents: [1999, 8999],
    features: ['Highly absorbent.', 'One at a time dispensing reduces waste.', 'Made from recycled fibre.'],
  },
  DSP: {
    brands: ['Kleenwell', 'Enviro Care'],
    names: ['Hand Towel Dispenser', 'Jumbo Roll Dispenser', 'Soap Dispenser', 'Sanitiser Dispenser'],
    options: ['White', 'Black', 'Stainless Steel'],
    packs: [1],
    priceCents: [2499, 14999],
    features: ['Lockable with a key.', 'Viewing window shows when to refill.', 'Wall mounted, screws included.'],
    count: 10,
  },
};
