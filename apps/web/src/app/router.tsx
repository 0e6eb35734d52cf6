import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import SignInPage from '@/features/auth/sign-in-page';
import { RequireFamilyChoice, RequireSession } from './route-guards';

// Every route but the first (sign-in) is its own chunk, loaded when first visited.
const AppLayout = lazy(() => import('./layout/app-layout'));
const HomePage = lazy(() => import('@/features/home/home-page'));
const FamilyPickerPage = lazy(() => import('@/features/auth/family-picker-page'));
const TransferPage = lazy(() => import('@/features/auth/transfer-page'));
const AdminLoginPage = lazy(() => import('@/features/auth/admin-login-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const RoundsPage = lazy(() => import('@/features/rounds/rounds-page'));
const RoundDetailPage = lazy(() => import('@/features/rounds/round-detail-page'));
const HoleEditorPage = lazy(() => import('@/features/rounds/hole-editor-page'));
const RoundStatsPage = lazy(() => import('@/features/rounds/stats-page'));
const CoursesPage = lazy(() => import('@/features/courses/courses-page'));
const CourseDetailPage = lazy(() => import('@/features/courses/course-detail-page'));
const BagsPage = lazy(() => import('@/features/bags/bags-page'));
const AppointmentsPage = lazy(() => import('@/features/lessons/appointments-page'));
const LessonHistoryPage = lazy(() => import('@/features/lessons/history-page'));
const LessonDetailPage = lazy(() => import('@/features/lessons/lesson-detail-page'));
const LessonPlanPage = lazy(() => import('@/features/lessons/plan-page'));
const RegistrationPage = lazy(() => import('@/features/registration/registration-page'));
const ForgotPasswordPage = lazy(() => import('@/features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/account/reset-password-page'));
const ReferralPage = lazy(() => import('@/features/referral/referral-page'));
const MyReferralPage = lazy(() => import('@/features/referral/my-referral-page'));
const AccountPage = lazy(() => import('@/features/account/account-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/notifications-page'));
const ActivitiesPage = lazy(() => import('@/features/simulator/activities-page'));
const ActivityPage = lazy(() => import('@/features/simulator/activity-page'));
const ComparePage = lazy(() => import('@/features/simulator/compare-page'));
const BagMappingPage = lazy(() => import('@/features/simulator/bag-mapping-page'));
const GreensPage = lazy(() => import('@/features/simulator/greens-page'));
const TrackingPage = lazy(() => import('@/features/tracking/tracking-page'));
const ChallengesPage = lazy(() => import('@/features/challenges/challenges-page'));
const ChallengePage = lazy(() => import('@/features/challenges/challenge-page'));
const LeaderboardPage = lazy(() => import('@/features/challenges/leaderboard-page'));
const ShopRoutes = lazy(() => import('@/features/shop/shop-routes'));
const OrdersPage = lazy(() => import('@/features/orders/orders-page'));
const OrderDetailPage = lazy(() => import('@/features/orders/order-detail-page'));
const PurchasesPage = lazy(() => import('@/features/orders/purchases-page'));
const PlusPage = lazy(() => import('@/features/plus/plus-page'));
const WalletPage = lazy(() => import('@/features/plus/wallet-page'));
const GearPage = lazy(() => import('@/features/plus/gear-page'));
const RenewalPage = lazy(() => import('@/features/plus/renewal-page'));
const SubscriptionsPage = lazy(() => import('@/features/subscriptions/subscriptions-page'));
const SubscriptionDetailPage = lazy(() => import('@/features/subscriptions/subscription-detail-page'));
const GiftCardsPage = lazy(() => import('@/features/gift-cards/gift-cards-page'));
const GiftCodeBalancePage = lazy(() => import('@/features/gift-cards/gift-code-balance-page'));
const ReturnsPage = lazy(() => import('@/features/returns/returns-page'));
const ReturnDetailPage = lazy(() => import('@/features/returns/return-detail-page'));
const ReturnsDeskPage = lazy(() => import('@/features/returns/returns-desk-page'));
const FittingPage = lazy(() => import('@/features/fitting/fitting-page'));
const FittingSessionPage = lazy(() => import('@/features/fitting/session-page'));
const PutterSessionPage = lazy(() => import('@/features/fitting/putter-page'));
const ClubOrderPage = lazy(() => import('@/features/fitting/club-order-page'));
const VideoLibraryPage = lazy(() => import('@/features/videos/library-page'));
const VideoSeriesPage = lazy(() => import('@/features/videos/series-page'));
const SwingsPage = lazy(() => import('@/features/videos/swings-page'));
const SwingComparePage = lazy(() => import('@/features/videos/compare-page'));
const SharedVideoPage = lazy(() => import('@/features/videos/shared-page'));
const MembershipsPage = lazy(() => import('@/features/memberships/memberships-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen minHeight="100vh" />}>
      <Routes>
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
      </Routes>
    </Suspense>
  );
}
