/**
 * The database id of the shipping insurance product in the commerce backend's catalogue:
 * listings, search and the sitemap leave it out.
 */
export const INSURANCE_PRODUCT_ID = 11710;

/** Skeleton cards the home page's best sellers show while they load. */
export const HOME_SKELETON_COUNT = 4;

/** Skeleton cards the shop and category pages show while their products load. */
export const GRID_SKELETON_COUNT = 8;
