import { Children, Suspense, isValidElement, type ReactNode } from 'react';
import { Route, Routes, createRoutesFromChildren, matchRoutes, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { lazyWithRetry, type Preloadable, type PrefetchContext, type Prefetches } from '@/lib/lazy-with-retry';
import SignInPage from '@/features/auth/sign-in-page';
import { RequireFamilyChoice, RequireSession } from './route-guards';

// Every route but the first (sign-in) is its own chunk, loaded when first visited; a chunk that
// fails is tried again (lazyWithRetry), then its error boundary says so with a way to try again.
const AppLayout = lazyWithRetry(() => import('./layout/app-layout'));
const HomePage = lazyWithRetry(() => import('@/features/home/home-page'));
const FamilyPickerPage = lazyWithRetry(() => import('@/features/auth/family-picker-page'));
const FamilySwitchPage = lazyWithRetry(() => import('@/features/auth/family-switch-page'));
const TransferPage = lazyWithRetry(() => import('@/features/auth/transfer-page'));
const AdminLoginPage = lazyWithRetry(() => import('@/features/auth/admin-login-page'));
const NotFoundPage = lazyWithRetry(() => import('./routes/not-found-page'));
const RoundsPage = lazyWithRetry(() => import('@/features/rounds/rounds-page'));
const RoundDetailPage = lazyWithRetry(() => import('@/features/rounds/round-detail-page'));
const HoleEditorPage = lazyWithRetry(() => import('@/features/rounds/hole-editor-page'));
const RoundStatsPage = lazyWithRetry(() => import('@/features/rounds/stats-page'));
const CoursesPage = lazyWithRetry(() => import('@/features/courses/courses-page'));
const CourseDetailPage = lazyWithRetry(() => import('@/features/courses/course-detail-page'));
const BagsPage = lazyWithRetry(() => import('@/features/bags/bags-page'));
const AppointmentsPage = lazyWithRetry(() => import('@/features/lessons/appointments-page'));
const LessonHistoryPage = lazyWithRetry(() => import('@/features/lessons/history-page'));
const LessonDetailPage = lazyWithRetry(() => import('@/features/lessons/lesson-detail-page'));
const LessonPlanPage = lazyWithRetry(() => import('@/features/lessons/plan-page'));
const RegistrationPage = lazyWithRetry(() => import('@/features/registration/registration-page'));
const ForgotPasswordPage = lazyWithRetry(() => import('@/features/account/forgot-password-page'));
const ResetPasswordPage = lazyWithRetry(() => import('@/features/account/reset-password-page'));
const ReferralPage = lazyWithRetry(() => import('@/features/referral/referral-page'));
const MyReferralPage = lazyWithRetry(() => import('@/features/referral/my-referral-page'));
const AccountPage = lazyWithRetry(() => import('@/features/account/account-page'));
const NotificationsPage = lazyWithRetry(() => import('@/features/notifications/notifications-page'));
const ActivitiesPage = lazyWithRetry(() => import('@/features/simulator/activities-page'));
const ActivityPage = lazyWithRetry(() => import('@/features/simulator/activity-page'));
const ComparePage = lazyWithRetry(() => import('@/features/simulator/compare-page'));
const BagMappingPage = lazyWithRetry(() => import('@/features/simulator/bag-mapping-page'));
const GreensPage = lazyWithRetry(() => import('@/features/simulator/greens-page'));
const TrackingPage = lazyWithRetry(() => import('@/features/tracking/tracking-page'));
const ChallengesPage = lazyWithRetry(() => import('@/features/challenges/challenges-page'));
const ChallengePage = lazyWithRetry(() => import('@/features/challenges/challenge-page'));
const LeaderboardPage = lazyWithRetry(() => import('@/features/challenges/leaderboard-page'));
const ShopRoutes = lazyWithRetry(() => import('@/features/shop/shop-routes'));
const OrdersPage = lazyWithRetry(() => import('@/features/orders/orders-page'));
const OrderDetailPage = lazyWithRetry(() => import('@/features/orders/order-detail-page'));
const PurchasesPage = lazyWithRetry(() => import('@/features/orders/purchases-page'));
const PlusPage = lazyWithRetry(() => import('@/features/plus/plus-page'));
const WalletPage = lazyWithRetry(() => import('@/features/plus/wallet-page'));
const GearPage = lazyWithRetry(() => import('@/features/plus/gear-page'));
const RenewalPage = lazyWithRetry(() => import('@/features/plus/renewal-page'));
const SubscriptionsPage = lazyWithRetry(() => import('@/features/subscriptions/subscriptions-page'));
const SubscriptionDetailPage = lazyWithRetry(() => import('@/features/subscriptions/subscription-detail-page'));
const GiftCardsPage = lazyWithRetry(() => import('@/features/gift-cards/gift-cards-page'));
const GiftCodeBalancePage = lazyWithRetry(() => import('@/features/gift-cards/gift-code-balance-page'));
const ReturnsPage = lazyWithRetry(() => import('@/features/returns/returns-page'));
const ReturnDetailPage = lazyWithRetry(() => import('@/features/returns/return-detail-page'));
const ReturnsDeskPage = lazyWithRetry(() => import('@/features/returns/returns-desk-page'));
const FittingPage = lazyWithRetry(() => import('@/features/fitting/fitting-page'));
const FittingSessionPage = lazyWithRetry(() => import('@/features/fitting/session-page'));
const PutterSessionPage = lazyWithRetry(() => import('@/features/fitting/putter-page'));
const ClubOrderPage = lazyWithRetry(() => import('@/features/fitting/club-order-page'));
const VideoLibraryPage = lazyWithRetry(() => import('@/features/videos/library-page'));
const VideoSeriesPage = lazyWithRetry(() => import('@/features/videos/series-page'));
const SwingsPage = lazyWithRetry(() => import('@/features/videos/swings-page'));
const SwingComparePage = lazyWithRetry(() => import('@/features/videos/compare-page'));
const SharedVideoPage = lazyWithRetry(() => import('@/features/videos/shared-page'));
const MembershipsPage = lazyWithRetry(() => import('@/features/memberships/memberships-page'));

/** The route table, once: AppRoutes renders it and preloadRouteChunks reads it. */
const ROUTES = (
  <>
    <Route path="/sign-in" element={<SignInPage />} />
    <Route path="/sign-in/transfer" element={<TransferPage />} />
    <Route
      path="/sign-in/family"
      element={
        <RequireFamilyChoice>
          <FamilyPickerPage />
        </RequireFamilyChoice>
      }
    />
    <Route path="/admin-login" element={<AdminLoginPage />} />
    <Route path="/register" element={<RegistrationPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/referral/:pid" element={<ReferralPage />} />
    <Route path="/v/:id" element={<SharedVideoPage />} />
    <Route
      element={
        <RequireSession>
          <AppLayout />
        </RequireSession>
      }
    >
      <Route index element={<HomePage />} />
      <Route path="bags" element={<BagsPage />} />
      <Route path="rounds" element={<RoundsPage />} />
      <Route path="rounds/stats" element={<RoundStatsPage />} />
      <Route path="rounds/:id" element={<RoundDetailPage />} />
      <Route path="rounds/:id/play" element={<HoleEditorPage />} />
      <Route path="courses" element={<CoursesPage />} />
      <Route path="courses/:id" element={<CourseDetailPage />} />
      <Route path="lessons" element={<AppointmentsPage />} />
      <Route path="lessons/history" element={<LessonHistoryPage />} />
      <Route path="lessons/history/:id" element={<LessonDetailPage />} />
      <Route path="lessons/plan" element={<LessonPlanPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="family" element={<FamilySwitchPage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="practice" element={<ActivitiesPage />} />
      <Route path="practice/compare" element={<ComparePage />} />
      <Route path="practice/bag-mapping" element={<BagMappingPage />} />
      <Route path="practice/greens" element={<GreensPage />} />
      <Route path="practice/:id" element={<ActivityPage />} />
      <Route path="tracking" element={<TrackingPage />} />
      <Route path="challenges" element={<ChallengesPage />} />
      <Route path="challenges/:id" element={<ChallengePage />} />
      <Route path="leaderboard" element={<LeaderboardPage />} />
      <Route path="shop/*" element={<ShopRoutes shop="main" />} />
      <Route path="launch-monitor-shop/*" element={<ShopRoutes shop="launchMonitor" />} />
      <Route path="shop/orders" element={<OrdersPage />} />
      <Route path="shop/orders/:number" element={<OrderDetailPage />} />
      <Route path="shop/returns" element={<ReturnsPage />} />
      <Route path="shop/returns/:id" element={<ReturnDetailPage />} />
      <Route path="shop/returns-desk" element={<ReturnsDeskPage />} />
      <Route path="launch-monitor-shop/orders" element={<OrdersPage />} />
      <Route path="launch-monitor-shop/orders/:number" element={<OrderDetailPage />} />
      <Route path="purchases" element={<PurchasesPage />} />
      <Route path="referral" element={<MyReferralPage />} />
      <Route path="plus" element={<PlusPage />} />
      <Route path="wallet" element={<WalletPage />} />
      <Route path="gear" element={<GearPage />} />
      <Route path="renewal" element={<RenewalPage />} />
      <Route path="shop/subscriptions" element={<SubscriptionsPage />} />
      <Route path="shop/subscriptions/:id" element={<SubscriptionDetailPage />} />
      <Route path="shop/gift-cards" element={<GiftCardsPage />} />
      <Route path="shop/gift-cards/balance" element={<GiftCodeBalancePage />} />
      <Route path="fitting" element={<FittingPage />} />
      <Route path="fitting/sessions/:id" element={<FittingSessionPage />} />
      <Route path="fitting/putter/:id" element={<PutterSessionPage />} />
      <Route path="fitting/orders/:id" element={<ClubOrderPage />} />
      <Route path="videos" element={<VideoLibraryPage />} />
      <Route path="videos/series/:id" element={<VideoSeriesPage />} />
      <Route path="videos/swings" element={<SwingsPage />} />
      <Route path="videos/compare" element={<SwingComparePage />} />
      <Route path="launch-monitor/memberships" element={<MembershipsPage />} />
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </>
);

/**
 * Starts loading the chunks of the screen at `pathname` (the layout and the page) while the app
 * still starts: otherwise a page's chunk is asked for only once the layout above it has rendered,
 * and its data after that. Opened by its URL on a phone, the page then shows one round trip sooner.
 * Resolves to the loaded modules' data prefetches, each with its route's parameters
 * (app/screen-data.ts runs them once the session is restored).
 */
export function preloadRouteChunks(pathname: string): Promise<Prefetches> {
  const loads: Promise<Prefetches>[] = [];
  for (const match of matchRoutes(createRoutesFromChildren(ROUTES.props.children), pathname) ?? []) {
    // A splat route (the shop) has screens of its own below it: `rest` lets it preload the one opened.
    preloadElement(match.route.element, match.route.path?.endsWith('*') ? match.params['*'] : undefined, match.params, loads);
  }
  return Promise.all(loads).then((each) => each.flat());
}

/** The lazy components an element is or wraps (a route guard around a layout), each load added to `loads`. */
function preloadElement(element: ReactNode, rest: string | undefined, params: PrefetchContext['params'], loads: Promise<Prefetches>[]) {
  if (!isValidElement<{ children?: ReactNode }>(element)) return;
  const load = (element.type as Partial<Preloadable>).preload?.(rest, params);
  if (load) loads.push(load);
  Children.forEach(element.props.children, (child) => preloadElement(child, rest, params, loads));
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
        <Routes>{ROUTES}</Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
