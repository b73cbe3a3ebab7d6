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
import * as Page from './pages.ts';
import { adminRoutes, candidateRoutes, employerRoutes, loggedIn, rolesOnly } from './area-routes.tsx';

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
          { index: true, element: <Page.LoginPage />, handle: { title: 'Log in' } satisfies RouteHandle },
          { path: 'login', element: <Page.LoginPage />, handle: { title: 'Log in' } satisfies RouteHandle },
          { path: 'register', element: <Page.RegisterPage />, handle: { title: 'Register' } satisfies RouteHandle },
          { path: 'register/:id', element: <Page.InvitationRegisterPage />, handle: { title: 'Join Your Team' } satisfies RouteHandle },
          { path: 'employer-landing', element: <Page.EmployerLandingPage />, handle: { title: 'For Employers' } satisfies RouteHandle },
          // the public job board (no login): the server renders these with their data (docs/public-pages.md)
          { path: 'jobs', element: <Page.PublicJobsPage />, handle: { title: 'Jobs' } satisfies RouteHandle },
          { path: 'jobs/:slug', element: <Page.PublicJobPage />, handle: { title: 'Job' } satisfies RouteHandle },
          { path: 'companies/:slug/jobs', element: <Page.CareersPage />, handle: { title: 'Careers' } satisfies RouteHandle },
          { path: 'forgot-password', element: <Page.ForgotPasswordPage />, handle: { title: 'Forgot Password' } satisfies RouteHandle },
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
            <Page.AuthorizedLayout />
          </Suspense>
        ),
        children: [
          { path: 'welcome', element: <Page.WelcomePage />, handle: { title: 'Welcome', access: loggedIn } satisfies RouteHandle },
          {
            path: 'subscription/add-payment',
            element: <Page.AddPaymentPage />,
            handle: {
              title: 'Add Payment Method',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          {
            path: 'subscription/create',
            element: <Page.CreateSubscriptionPage />,
            handle: { title: 'Choose a Plan', access: rolesOnly('Employer', 'Administrator') } satisfies RouteHandle,
          },
          // the demo payment provider's pages (Stripe hosts these in production)
          {
            path: 'subscription/demo-checkout',
            element: <Page.DemoCheckoutPage />,
            handle: { title: 'Demo Checkout', access: rolesOnly('Employer', 'AccountManager', 'Administrator') } satisfies RouteHandle,
          },
          {
            path: 'subscription/demo-portal',
            element: <Page.DemoPortalPage />,
            handle: {
              title: 'Demo Billing Portal',
              access: rolesOnly('Employer', 'AccountManager', 'Administrator'),
            } satisfies RouteHandle,
          },
          // the candidate feedback survey page (employers answer theirs here too), shown after login
          {
            path: 'survey/:id',
            element: <Page.SurveyPage />,
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
