import type { Role } from '@talentmatch/shared/roles';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HomeRedirectPage } from '../features/auth/pages/home-redirect-page.tsx';
import { RedirectPage } from '../features/auth/pages/redirect-page.tsx';
import { NotFoundPage } from '../features/shell/pages/not-found-page.tsx';
import { paths } from '../config/paths.ts';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { InvisibleLayout } from './layouts/invisible-layout.tsx';
import { CenteredColumn } from '../components/centered-column.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { SessionLayout } from './layouts/session-layout.tsx';
import { SignedInShell } from './layouts/signed-in-shell.tsx';
import { RootRoute } from './root-route.tsx';
import type { RouteHandle } from './route-handle.ts';
import { lazyPage } from './lazy-page.ts';
import { AuthorizedLayout, page } from './pages.ts';
import { adminRoutes, candidateRoutes, employerRoutes, loggedIn, rolesOnly } from './area-routes.tsx';

/**
 * The public pages (and the error pages), each loaded on its first visit (lazy-page.ts), like the login form, so the
 * public pages' first load carries none of the others. A signed-in page is `page(…)` (pages.ts).
 */
const Page = {
  LoginPage: lazyPage(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage'),
  // lazy too: it reaches the administration feature (end of an impersonation), whose sessions table is not for public pages
  LogoutPage: lazyPage(() => import('../features/auth/pages/logout-page.tsx'), 'LogoutPage'),
  ForgotPasswordPage: lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  InvitationRegisterPage: lazyPage(() => import('../features/auth/pages/invitation-register-page.tsx'), 'InvitationRegisterPage'),
  RegisterPage: lazyPage(() => import('../features/auth/pages/register-page.tsx'), 'RegisterPage'),
  ResetPasswordPage: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'), 'ResetPasswordPage'),
  ConfirmEmailPage: lazyPage(() => import('../features/account/pages/confirm-email-page.tsx'), 'ConfirmEmailPage'),
  TermsOfUsePage: lazyPage(() => import('../features/auth/pages/terms-of-use-page.tsx'), 'TermsOfUsePage'),
  EmployerLandingPage: lazyPage(() => import('../features/marketing/pages/employer-landing-page.tsx'), 'EmployerLandingPage'),
  PaymentReturnPage: lazyPage(() => import('../features/subscriptions/pages/payment-return-page.tsx'), 'PaymentReturnPage'),
  RouteErrorPage: lazyPage(() => import('../features/shell/pages/route-error-page.tsx'), 'RouteErrorPage'),
  UnauthorizedPage: lazyPage(() => import('../features/shell/pages/unauthorized-page.tsx'), 'UnauthorizedPage'),
  PublicJobsPage: lazyPage(() => import('../features/public-board/pages/public-jobs-page.tsx'), 'PublicJobsPage'),
  PublicJobPage: lazyPage(() => import('../features/public-board/pages/public-job-page.tsx'), 'PublicJobPage'),
  CareersPage: lazyPage(() => import('../features/public-board/pages/careers-page.tsx'), 'CareersPage'),
  JobAlertConfirmPage: lazyPage(() => import('../features/job-alerts/pages/job-alert-link-page.tsx'), 'JobAlertConfirmPage'),
  JobAlertUnsubscribePage: lazyPage(() => import('../features/job-alerts/pages/job-alert-link-page.tsx'), 'JobAlertUnsubscribePage'),
};

function area(path: string, label: string, dashboard: string, roles: Role[], children: RouteObject[]): RouteObject {
  return {
    path,
    handle: { crumb: { label, to: dashboard } } satisfies RouteHandle,
    children: [
      // the default redirect of each area goes to its dashboard
      { index: true, element: <Navigate to={dashboard} replace />, handle: { access: rolesOnly(...roles) } satisfies RouteHandle },
      ...children,
    ],
  };
}

/** The signed-in layout's route: its pages are the signed-in addresses. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';
/** The catch-all route: an address no page has (the server answers it with HTTP 404). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** What shows instead of the routed tree when a route throws while rendering (`AppRoutes`' error boundary). */
export function routeErrorElement(error: unknown) {
  return (
    <ErrorLayout>
      <Page.RouteErrorPage error={error} />
    </ErrorLayout>
  );
}

/** The route table of specification §2: every path with its role rule, title and layout. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Page.LoginPage />, handle: { title: 'Log in', prerender: true } satisfies RouteHandle },
          { path: 'login', element: <Page.LoginPage />, handle: { title: 'Log in', prerender: true } satisfies RouteHandle },
          { path: 'register', element: <Page.RegisterPage />, handle: { title: 'Register', prerender: true } satisfies RouteHandle },
          { path: 'register/:id', element: <Page.InvitationRegisterPage />, handle: { title: 'Join Your Team' } satisfies RouteHandle },
          {
            path: 'employer-landing',
            element: <Page.EmployerLandingPage />,
            handle: { title: 'For Employers', prerender: true } satisfies RouteHandle,
          },
          // the public job board (no login): the server renders these with their data (docs/public-pages.md)
          { path: 'jobs', element: <Page.PublicJobsPage />, handle: { title: 'Jobs' } satisfies RouteHandle },
          { path: 'jobs/:slug', element: <Page.PublicJobPage />, handle: { title: 'Job' } satisfies RouteHandle },
          { path: 'companies/:slug/jobs', element: <Page.CareersPage />, handle: { title: 'Careers' } satisfies RouteHandle },
          {
            path: 'forgot-password',
            element: <Page.ForgotPasswordPage />,
            handle: { title: 'Forgot Password', prerender: true } satisfies RouteHandle,
          },
          { path: 'reset-password', element: <Page.ResetPasswordPage />, handle: { title: 'Reset Password' } satisfies RouteHandle },
          {
            path: 'confirm-email',
            element: (
              <CenteredColumn width={560}>
                <Page.ConfirmEmailPage />
              </CenteredColumn>
            ),
            handle: { title: 'Confirm Email' } satisfies RouteHandle,
          },
          {
            path: 'job-alerts/confirm',
            element: (
              <CenteredColumn width={560}>
                <Page.JobAlertConfirmPage />
              </CenteredColumn>
            ),
            handle: { title: 'Confirm Job Alert' } satisfies RouteHandle,
          },
          {
            path: 'job-alerts/unsubscribe',
            element: (
              <CenteredColumn width={560}>
                <Page.JobAlertUnsubscribePage />
              </CenteredColumn>
            ),
            handle: { title: 'Unsubscribe' } satisfies RouteHandle,
          },
          {
            path: 'unauthorized',
            element: (
              <CenteredColumn width={560}>
                <Page.UnauthorizedPage />
              </CenteredColumn>
            ),
            handle: { title: 'Unauthorized' } satisfies RouteHandle,
          },
        ],
      },
      {
        // public (§2), and inside the app's layout for the signed-in user coming back from the payment provider
        element: <SessionLayout />,
        children: [
          { path: 'payment-return', element: <Page.PaymentReturnPage />, handle: { title: 'Payment Complete' } satisfies RouteHandle },
        ],
      },
      {
        element: <InvisibleLayout />,
        children: [
          { path: 'redirect', element: <RedirectPage />, handle: { title: 'Redirecting' } satisfies RouteHandle },
          { path: 'logout', element: <Page.LogoutPage />, handle: { title: 'Log Out' } satisfies RouteHandle },
          { path: 'home', element: <HomeRedirectPage />, handle: { title: 'Home', access: loggedIn } satisfies RouteHandle },
          {
            path: 'termsofuse',
            element: <Page.TermsOfUsePage />,
            handle: { title: 'Terms of Use', access: loggedIn } satisfies RouteHandle,
          },
        ],
      },
      {
        // (the server sends a signed-in address with this shell in the document: entry-server.tsx)
        id: SIGNED_IN_ROUTE_ID,
        element: (
          <Suspense fallback={<SignedInShell />}>
            <AuthorizedLayout />
          </Suspense>
        ),
        children: [
          { path: 'welcome', element: page('auth/welcome-page'), handle: { title: 'Welcome', access: loggedIn } satisfies RouteHandle },
          {
            path: 'subscription/add-payment',
            element: page('subscriptions/add-payment-page'),
            handle: {
              title: 'Add Payment Method',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          {
            path: 'subscription/create',
            element: page('subscriptions/create-subscription-page'),
            handle: { title: 'Choose a Plan', access: rolesOnly('Employer', 'Administrator') } satisfies RouteHandle,
          },
          // the demo payment provider's pages (Stripe hosts these in production)
          {
            path: 'subscription/demo-checkout',
            element: page('subscriptions/demo-checkout-page'),
            handle: { title: 'Demo Checkout', access: rolesOnly('Employer', 'AccountManager', 'Administrator') } satisfies RouteHandle,
          },
          {
            path: 'subscription/demo-portal',
            element: page('subscriptions/demo-portal-page'),
            handle: {
              title: 'Demo Billing Portal',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          // the candidate feedback survey page (employers answer theirs here too), shown after login
          {
            path: 'survey/:id',
            element: page('surveys/survey-page'),
            handle: { title: 'Survey', access: rolesOnly('Candidate', 'Employer') } satisfies RouteHandle,
          },
          area('admin', 'Administration', paths.admin.dashboard, ['Administrator'], adminRoutes),
          area('candidate', 'Candidate', paths.candidate.dashboard, ['Candidate'], candidateRoutes),
          area('employer', 'Employer', paths.employer.dashboard, ['Employer'], employerRoutes),
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          { path: '404', element: <NotFoundPage />, handle: { title: 'Not Found' } satisfies RouteHandle },
          { path: '*', id: NOT_FOUND_ROUTE_ID, element: <NotFoundPage />, handle: { title: 'Not Found' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
