// Over 300 lines because it is only the package's public export list, one block per component folder.
import './theme/fonts';
import './theme/global.css';

export { usePrefersReducedMotion } from './carousel/usePrefersReducedMotion';
export {
  AccountDetailsForm,
  type AccountDetailsFormProps,
} from './components/AccountDetailsForm/AccountDetailsForm';
export { TimedBanner, type TimedBannerProps } from './components/AccountDetailsForm/TimedBanner';
export {
  AccountAddresses,
  type AccountAddressesProps,
} from './components/AccountTabs/AccountAddresses';
export {
  ACCOUNT_TAB_LABELS,
  type AccountTab,
  AccountTabs,
  type AccountTabsProps,
} from './components/AccountTabs/AccountTabs';
export {
  type ActiveFilterChip,
  ActiveFilters,
  type ActiveFiltersProps,
} from './components/ActiveFilters/ActiveFilters';
export {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  type AddressFieldName,
  AddressFields,
  type AddressFieldsProps,
} from './components/AddressForm/AddressFields';
export {
  AddressForm,
  type AddressFormProps,
  type AddressKind,
} from './components/AddressForm/AddressForm';
export { FormAlert, type FormAlertProps } from './components/AddressForm/FormAlert';
export { AgeGateModal, type AgeGateModalProps } from './components/AgeGateModal/AgeGateModal';
export {
  Badge,
  type BadgeProps,
  CountBadge,
  type CountBadgeProps,
  OutOfStockBadge,
  SaleBadge,
} from './components/Badge/Badge';
export { Banner, type BannerProps, type Crumb } from './components/Banner/Banner';
export { BlogCard, type BlogCardPost, type BlogCardProps } from './components/BlogCard/BlogCard';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
} from './components/Button/Button';
export { CartLine, type CartLineItem, type CartLineProps } from './components/CartLine/CartLine';
export { CartTotals, type CartTotalsProps } from './components/CartTotals/CartTotals';
export type { ShippingRatesProps } from './components/CartTotals/ShippingRates';
export {
  CategorySidebar,
  type CategorySidebarProps,
  type SidebarCategory,
} from './components/CategorySidebar/CategorySidebar';
export {
  CATEGORY_TILES,
  type CategoryTile,
  CategoryTiles,
  type CategoryTilesProps,
} from './components/CategoryTiles/CategoryTiles';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CheckoutForm,
  CheckoutFormAlert,
  CheckoutFormAside,
  CheckoutFormBilling,
  CheckoutFormDetails,
  CheckoutFormIndustry,
  CheckoutFormNotes,
  CheckoutFormRoot,
  type CheckoutFormRootProps,
  CheckoutFormShipping,
} from './components/CheckoutForm/CheckoutForm';
export {
  CheckoutFormAddOn,
  type CheckoutFormAddOnProps,
  CheckoutFormCreateAccount,
  CheckoutFormPayment,
  type CheckoutFormPaymentProps,
  CheckoutFormShippingMethods,
  type CheckoutFormShippingMethodsProps,
  CheckoutFormSubmit,
  CheckoutFormSummary,
  CheckoutFormTerms,
  type CheckoutFormTermsProps,
  CheckoutFormUpdateTotals,
} from './components/CheckoutForm/CheckoutFormOrder';
export {
  CheckoutOrderSummary,
  type CheckoutOrderSummaryProps,
} from './components/CheckoutForm/CheckoutOrderSummary';
export type {
  CheckoutFormDefaults,
  CheckoutFormStateOptions,
  CheckoutFormValues,
} from './components/CheckoutForm/checkoutFormState';
export {
  type PaymentGateway,
  PaymentOptions,
  type PaymentOptionsProps,
} from './components/CheckoutForm/PaymentOptions';
export {
  ShippingMethods,
  type ShippingMethodsProps,
} from './components/CheckoutForm/ShippingMethods';
export { CoaCard, type CoaCardEntry, type CoaCardProps } from './components/CoaCard/CoaCard';
export { CouponForm, type CouponFormProps } from './components/CouponForm/CouponForm';
export { CART_INTENTS, type CartIntent } from './components/cartIntents';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen/ErrorScreen';
export { FallbackImage, type FallbackImageProps } from './components/FallbackImage/FallbackImage';
export {
  FaqAccordion,
  type FaqAccordionProps,
  type FaqItem,
} from './components/FaqAccordion/FaqAccordion';
export {
  FEATURE_BLURBS,
  type FeatureBlurb,
  FeatureBlurbs,
  type FeatureBlurbsProps,
} from './components/FeatureBlurbs/FeatureBlurbs';
export { Field, type FieldControlProps, type FieldProps } from './components/Field/Field';
export type {
  FilterChoice,
  FilterFormProps,
  FilterToggle,
} from './components/FilterPanel/FilterForm';
export {
  FilterPanel,
  FilterPanelDrawer,
  type FilterPanelProps,
  FilterPanelRoot,
  FilterPanelSidebar,
} from './components/FilterPanel/FilterPanel';
export {
  FloatingCartButton,
  type FloatingCartButtonProps,
} from './components/FloatingCartButton/FloatingCartButton';
export {
  FOOTER_POLICY_LINKS,
  FOOTER_QUICK_LINKS,
  Footer,
  type FooterLink,
  type FooterProps,
} from './components/Footer/Footer';
export {
  FreeShippingMeter,
  type FreeShippingMeterProps,
} from './components/FreeShippingMeter/FreeShippingMeter';
export { Header, type HeaderProps } from './components/Header/Header';
export { NavDropdown, type NavDropdownProps } from './components/Header/NavDropdown';
export { MAIN_NAV, type NavItem, type RegionLink, SHOP_MENU } from './components/Header/navigation';
export { Hero, type HeroProps } from './components/Hero/Hero';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export {
  Input,
  type InputProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './components/Input/Input';
export { LoginForm, type LoginFormProps, type LoginValues } from './components/LoginForm/LoginForm';
export { PasswordField, type PasswordFieldProps } from './components/LoginForm/PasswordField';
export {
  LostPasswordForm,
  type LostPasswordFormProps,
} from './components/LostPasswordForm/LostPasswordForm';
export {
  MiniCart,
  MiniCartBody,
  MiniCartContent,
  type MiniCartContentProps,
  MiniCartEmpty,
  type MiniCartEmptyProps,
  MiniCartFooter,
  type MiniCartFooterProps,
  MiniCartLine,
  MiniCartLines,
  MiniCartMeter,
  MiniCartPromo,
  MiniCartRoot,
  type MiniCartRootProps,
} from './components/MiniCart/MiniCart';
export { MobileMenu, type MobileMenuProps } from './components/MobileMenu/MobileMenu';
export {
  NewsletterModal,
  type NewsletterModalProps,
} from './components/NewsletterModal/NewsletterModal';
export { NotFound, type NotFoundProps } from './components/NotFound/NotFound';
export {
  NotifyMeForm,
  type NotifyMeFormProps,
} from './components/NotifyMeForm/NotifyMeForm';
export {
  AddressBlock,
  type AddressBlockProps,
  type OrderAddress,
} from './components/OrderDetails/AddressBlock';
export {
  OrderDetails,
  type OrderDetailsOrder,
  type OrderDetailsProps,
} from './components/OrderDetails/OrderDetails';
export {
  type OrderLine,
  OrderLinesTable,
  type OrderLinesTableProps,
} from './components/OrderDetails/OrderLinesTable';
export {
  OrderPayment,
  type OrderPaymentProps,
  type OrderPaymentView,
} from './components/OrderDetails/OrderPayment';
export { formatOrderAmount } from './components/OrderDetails/orderAmount';
export {
  OrderNotFound,
  type OrderNotFoundLink,
  type OrderNotFoundProps,
} from './components/OrderNotFound/OrderNotFound';
export {
  OrderSummary,
  type OrderSummaryOrder,
  type OrderSummaryProps,
} from './components/OrderSummary/OrderSummary';
export {
  OrderStatus,
  type OrderStatusProps,
  orderStatusLabel,
} from './components/OrdersTable/OrderStatus';
export {
  type OrderRow,
  OrdersTable,
  type OrdersTableProps,
} from './components/OrdersTable/OrdersTable';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { PostBody, type PostBodyPost, type PostBodyProps } from './components/PostBody/PostBody';
export {
  buildTableOfContents,
  type TableOfContents,
  type TocEntry,
} from './components/PostBody/tableOfContents';
export {
  PostSkeleton,
  type PostSkeletonProps,
} from './components/PostSkeleton/PostSkeleton';
export { type PriceRange, PriceTag, type PriceTagProps } from './components/PriceTag/PriceTag';
export { rangeMinimum } from './components/PriceTag/priceRange';
export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
  ProductCardSkeleton,
} from './components/ProductCard/ProductCard';
export {
  ProductCarousel,
  type ProductCarouselProps,
} from './components/ProductCarousel/ProductCarousel';
export {
  type CoaLink,
  ProductDetail,
  type ProductDetailProduct,
  type ProductDetailProps,
  ProductDetailSkeleton,
} from './components/ProductDetail/ProductDetail';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export {
  QuantityStepper,
  type QuantityStepperProps,
  type StepperBusy,
} from './components/QuantityStepper/QuantityStepper';
export { RegisterForm, type RegisterFormProps } from './components/RegisterForm/RegisterForm';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordValues,
} from './components/ResetPasswordForm/ResetPasswordForm';
export {
  SearchBox,
  type SearchBoxProps,
  type SearchResult,
} from './components/SearchBox/SearchBox';
export {
  Select,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  type SelectProps,
} from './components/Select/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { SortSelect, type SortSelectProps } from './components/SortSelect/SortSelect';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { StockLabel, type StockLabelProps } from './components/StockLabel/StockLabel';
export {
  CANCEL_NOTIFICATION_INTENT,
  type StockNotificationRow,
  StockNotificationsTables,
  type StockNotificationsTablesProps,
} from './components/StockNotificationsTables/StockNotificationsTables';
export {
  type Testimonial,
  TestimonialCarousel,
  type TestimonialCarouselProps,
} from './components/TestimonialCarousel/TestimonialCarousel';
export { ThankYou, type ThankYouProps } from './components/ThankYou/ThankYou';
export { notify, onFirstToast } from './components/Toaster/notify';
export { Toaster, type ToasterProps, toast } from './components/Toaster/Toaster';
export {
  type VariationOption,
  VariationSelect,
  type VariationSelectProps,
} from './components/VariationSelect/VariationSelect';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export * from './icons/icons';
export {
  Link,
  type LinkComponent,
  type LinkProps,
  LinkProvider,
  useLinkComponent,
} from './link/LinkProvider';
export { type Loadable, loadable } from './loadable';
export { above, mq, reducedMotion } from './theme/breakpoints';
export { type Sprinkles, sprinkles } from './theme/sprinkles.css';
export { themeClass } from './theme/theme.css';
export {
  type Breakpoint,
  breakpoints,
  fontFamily,
  fontSize,
  motion,
  pageMaxWidth,
  palette,
  radii,
  shadows,
  space,
  zIndex,
} from './theme/tokens';
export { vars } from './theme/vars.css';
export { whenIdle } from './timing/whenIdle';
export { useBackgroundVideo } from './video/useBackgroundVideo';
