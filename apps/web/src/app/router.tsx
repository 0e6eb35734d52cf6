import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import SignInPage from '@/features/auth/sign-in-page';
import { RequireFamilyChoice, RequireSession } from './route-guards';

// Every route but the first (sign-in) is its own chunk, loaded when first visited.
const AppLayout = lazy(() => import('./layout/app-layout'));
const HomePage = lazy(() => import('@/features/home/home-page'));
const FamilyPickerPage = lazy(() => import('@/features/auth/family-picker-page'));
const TransferPage = lazy(() => import('@/features/auth/transfer-page'));
const AdminLoginPage = lazy(() => import('@/features/auth/admin-login-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const BagsPage = lazy(() => import('@/features/bags/bags-page'));
const RegistrationPage = lazy(() => import('@/features/registration/registration-page'));
const ForgotPasswordPage = lazy(() => import('@/features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/account/reset-password-page'));
const ReferralPage = lazy(() => import('@/features/referral/referral-page'));
const AccountPage = lazy(() => import('@/features/account/account-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/notifications-page'));

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
        <Route
          element={
            <RequireSession>
              <AppLayout />
            </RequireSession>
          }
        >
          <Route index element={<HomePage />} />
          <Route path="bags" element={<BagsPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
