import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import { makeToken } from '../../../../test/tokens.ts';
import { TOKEN_KEYS } from '../../../lib/token-store.ts';
import { WelcomePage } from './welcome-page.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderAs = (claims: Parameters<typeof makeToken>[0]) => {
  localStorage.setItem(TOKEN_KEYS.access, makeToken(claims));
  renderRoute('/welcome', { path: '/welcome', element: <WelcomePage /> });
};

describe('<WelcomePage>', () => {
  it('shows a teammate who joined from an invitation what they can do, not the account manager’s tasks', () => {
    renderAs({ role: 'Employer', companyId: 'company-1' });
    expect(screen.getByText('You have joined your company’s hiring team.')).toBeTruthy();
    expect(screen.queryByText('Complete your company details.')).toBeNull();
    expect(screen.queryByText(/Invite your hiring team/)).toBeNull();
  });

  it('asks an employer without a company for the company details', () => {
    renderAs({ role: 'Employer', companyId: null });
    expect(screen.getByText('Complete your company details.')).toBeTruthy();
  });

  it('keeps the team step for the account manager', () => {
    renderAs({ role: ['Employer', 'AccountManager'], companyId: 'company-1' });
    expect(screen.getByText(/Invite your hiring team/)).toBeTruthy();
  });
});
