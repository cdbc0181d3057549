/**
 * The database id of the shipping insurance product in the commerce backend's catalogue: a
 * checkout option, which no listing shows and the cart badge does not count.
 */
export const INSURANCE_PRODUCT_ID = 11710;

/**
 * The products no listing shows (shop, categories, search, carousels, the sitemap), which every
 * product query asks the backend to leave out (`exclude`), so pages and counts hold only the
 * shop's products.
 */
export const UNLISTED_PRODUCT_IDS: readonly number[] = [INSURANCE_PRODUCT_ID];

/** Skeleton cards the home page's best sellers show while they load. */
export const HOME_SKELETON_COUNT = 4;

/** Skeleton cards the shop and category pages show while their products load. */
export const GRID_SKELETON_COUNT = 8;
