// Over 300 lines because it is only data: the seeded catalogue, one entry per product.
/**
 * The database id of the seeded shipping insurance product; the storefront's `app/shopConfig.ts`
 * names the same row, and its test checks it against this seed.
 */
export const INSURANCE_PRODUCT_ID = 11710;

/** A product of the seed catalogue; variable products list their variations. */
export interface SeedProduct {
  name: string;
  category: 'powders' | 'peptides' | 'bac-water' | 'accessories';
  price: number;
  salePrice?: number;
  /** Units in stock; null means stock is not managed. */
  stock: number | null;
  sales: number;
  hue: number;
  coas?: number;
  variations?: { option: string; price: number; salePrice?: number; stock: number }[];
}

/** The seed catalogue: powders, peptides, BAC water, with low and out-of-stock items. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    name: 'BPC-157 5mg',
    category: 'peptides',
    price: 45,
    stock: 120,
    sales: 340,
    hue: 200,
    coas: 3,
  },
  {
    name: 'TB-500 5mg',
    category: 'peptides',
    price: 55,
    salePrice: 49.5,
    stock: 80,
    sales: 280,
    hue: 210,
    coas: 2,
  },
  {
    name: 'Ipamorelin 5mg',
    category: 'peptides',
    price: 39,
    stock: 3,
    sales: 150,
    hue: 190,
    coas: 1,
  },
  {
    name: 'CJC-1295 No DAC 2mg',
    category: 'peptides',
    price: 42,
    stock: 60,
    sales: 120,
    hue: 220,
    coas: 2,
  },
  { name: 'GHK-Cu 50mg', category: 'peptides', price: 48, stock: 0, sales: 210, hue: 170, coas: 1 },
  { name: 'Semax 10mg', category: 'peptides', price: 52, stock: 2, sales: 90, hue: 230, coas: 1 },
  { name: 'Selank 10mg', category: 'peptides', price: 52, stock: 45, sales: 85, hue: 240 },
  {
    name: 'Epitalon 10mg',
    category: 'peptides',
    price: 60,
    salePrice: 54,
    stock: 35,
    sales: 70,
    hue: 250,
    coas: 2,
  },
  { name: 'DSIP 5mg', category: 'peptides', price: 38, stock: 0, sales: 40, hue: 260 },
  {
    name: 'Thymosin Alpha-1 5mg',
    category: 'peptides',
    price: 68,
    stock: 25,
    sales: 66,
    hue: 180,
    coas: 1,
  },
  { name: 'KPV 10mg', category: 'peptides', price: 44, stock: 4, sales: 58, hue: 160 },
  {
    name: 'MOTS-c 10mg',
    category: 'peptides',
    price: 75,
    stock: 30,
    sales: 130,
    hue: 150,
    coas: 3,
  },
  { name: 'AOD-9604 5mg', category: 'peptides', price: 58, stock: 18, sales: 49, hue: 140 },
  { name: 'PT-141 10mg', category: 'peptides', price: 46, stock: 50, sales: 95, hue: 300, coas: 1 },
  {
    name: 'Tesamorelin',
    category: 'peptides',
    price: 85,
    stock: null,
    sales: 160,
    hue: 280,
    coas: 2,
    variations: [
      { option: '5mg', price: 85, stock: 40 },
      { option: '10mg', price: 150, salePrice: 139, stock: 2 },
      { option: '20mg', price: 280, stock: 0 },
    ],
  },
  {
    name: 'Retatrutide',
    category: 'peptides',
    price: 120,
    stock: null,
    sales: 410,
    hue: 320,
    coas: 3,
    variations: [
      { option: '10mg', price: 120, stock: 25 },
      { option: '20mg', price: 220, stock: 12 },
    ],
  },
  {
    name: 'NAD+',
    category: 'peptides',
    price: 65,
    stock: null,
    sales: 230,
    hue: 40,
    coas: 1,
    variations: [
      { option: '100mg', price: 65, stock: 70 },
      { option: '500mg', price: 180, stock: 1 },
    ],
  },
  {
    name: 'Semaglutide Powder 1g',
    category: 'powders',
    price: 240,
    stock: 10,
    sales: 190,
    hue: 20,
    coas: 2,
  },
  {
    name: 'Tirzepatide Powder 1g',
    category: 'powders',
    price: 290,
    salePrice: 269,
    stock: 6,
    sales: 260,
    hue: 10,
    coas: 2,
  },
  {
    name: 'BPC-157 Powder 1g',
    category: 'powders',
    price: 210,
    stock: 14,
    sales: 75,
    hue: 205,
    coas: 1,
  },
  { name: 'TB-500 Powder 1g', category: 'powders', price: 260, stock: 0, sales: 30, hue: 215 },
  {
    name: 'GHK-Cu Powder 5g',
    category: 'powders',
    price: 95,
    stock: 22,
    sales: 64,
    hue: 175,
    coas: 1,
  },
  { name: 'Epitalon Powder 1g', category: 'powders', price: 310, stock: 5, sales: 22, hue: 255 },
  {
    name: 'MOTS-c Powder 1g',
    category: 'powders',
    price: 350,
    stock: 8,
    sales: 18,
    hue: 155,
    coas: 1,
  },
  {
    name: 'Cagrilintide Powder 1g',
    category: 'powders',
    price: 330,
    stock: 3,
    sales: 27,
    hue: 330,
  },
  {
    name: 'Glycine Research Powder',
    category: 'powders',
    price: 19,
    stock: null,
    sales: 55,
    hue: 60,
    variations: [
      { option: '100g', price: 19, stock: 200 },
      { option: '500g', price: 69, salePrice: 62, stock: 35 },
    ],
  },
  {
    name: 'BAC Water 3ml',
    category: 'bac-water',
    price: 6.5,
    stock: 500,
    sales: 900,
    hue: 195,
    coas: 1,
  },
  {
    name: 'BAC Water 10ml',
    category: 'bac-water',
    price: 9.9,
    stock: 300,
    sales: 760,
    hue: 185,
    coas: 1,
  },
  {
    name: 'BAC Water 30ml',
    category: 'bac-water',
    price: 19.9,
    salePrice: 17.9,
    stock: 4,
    sales: 310,
    hue: 200,
  },
  { name: 'BAC Water 10 x 10ml', category: 'bac-water', price: 79, stock: 0, sales: 120, hue: 190 },
  {
    name: 'Sterile Water',
    category: 'bac-water',
    price: 7.5,
    stock: null,
    sales: 140,
    hue: 205,
    variations: [
      { option: '10ml', price: 7.5, stock: 150 },
      { option: '30ml', price: 15, stock: 0 },
    ],
  },
];

/**
 * Coupons covering every rule: percent, fixed, expired, usage-limited, used up, and individual use
 * (SOLO15 alone: the others stack, as the storefront and its tests have always let them). The
 * percentage coupons exclude the shipping insurance (WooCommerce's "Exclude products"): a
 * checkout option, which no coupon discounts.
 */
export const SEED_COUPONS = [
  {
    code: 'WELCOME10',
    type: 'PERCENT',
    amount: 10,
    description: '10% off your order',
    expiry: null,
    limit: null,
    used: 0,
    individualUse: false,
    excludedProductIds: [INSURANCE_PRODUCT_ID],
  },
  {
    code: 'SAVE20',
    type: 'FIXED_CART',
    amount: 20,
    description: '€20 off your order',
    expiry: null,
    limit: null,
    used: 0,
    individualUse: false,
    excludedProductIds: [],
  },
  {
    code: 'EXPIRED15',
    type: 'PERCENT',
    amount: 15,
    description: 'An expired promotion',
    expiry: '2024-01-01T00:00:00.000Z',
    limit: null,
    used: 0,
    individualUse: false,
    excludedProductIds: [INSURANCE_PRODUCT_ID],
  },
  {
    code: 'ONCE5',
    type: 'FIXED_CART',
    amount: 5,
    description: '€5 off, one use only',
    expiry: null,
    limit: 1,
    used: 0,
    individualUse: false,
    excludedProductIds: [],
  },
  {
    code: 'SOLDOUT25',
    type: 'PERCENT',
    amount: 25,
    description: 'A promotion already used up',
    expiry: null,
    limit: 3,
    used: 3,
    individualUse: false,
    excludedProductIds: [INSURANCE_PRODUCT_ID],
  },
  {
    code: 'SOLO15',
    type: 'PERCENT',
    amount: 15,
    description: '15% off, not with other coupons',
    expiry: null,
    limit: null,
    used: 0,
    individualUse: true,
    excludedProductIds: [INSURANCE_PRODUCT_ID],
  },
] as const;
