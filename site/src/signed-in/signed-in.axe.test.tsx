import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOfDocument } from '../testing/axe.ts';
import { fakeApi, json, renderRoutes, TEST_AREA, testTokens } from '../testing/signed-in-area.tsx';
import { DataTable } from './DataTable.tsx';
import { DecisionForm } from './DecisionForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignedInLayout } from './SignedInLayout.tsx';
import { SignedInNav } from './SignedInNav.tsx';
import { createSignedInPage } from './SignedInPage.tsx';
import { createSessionHook } from './session.ts';

interface User {
  name: string;
}

const TestPage = createSignedInPage({
  useSession: createSessionHook({
    tokens: testTokens,
    mePath: TEST_AREA.mePath,
    userOf: (me: { user: User }) => me.user,
    loginPath: TEST_AREA.loginPath,
  }),
  Nav: ({ user }: { user: User }) => (
    <SignedInNav
      label="Test area"
      block="admin-nav"
      links={[
        { to: '/test-area', label: 'Overview', end: true },
        { to: '/test-area/items', label: 'Items' },
      ]}
    >
      <p className="admin-nav__account">{`Signed in as ${user.name}`}</p>
    </SignedInNav>
  ),
  loadingText: 'Loading the test area…',
  className: 'container section admin-page',
});

const ITEMS = [
  { id: 7, name: 'Oak boards', week: '5 Jan', count: 3 },
  { id: 8, name: 'Slate tiles', week: '12 Jan', count: 0 },
];

function Items() {
  return (
    <>
      <DataTable
        caption="Items by name"
        hideCaption
        columns={[
          { header: 'Item', cell: (item) => <a href={`/items/${item.id}`}>{item.name}</a> },
          { header: 'Actions', hideHeader: true, cell: (item) => `Edit ${item.name}` },
        ]}
        rows={ITEMS}
        rowKey={(item) => item.id}
      />
      <DataTable
        className="visually-hidden"
        caption="Items per week"
        columns={[
          { header: 'Week', rowHeader: true, cell: (item) => item.week },
          { header: 'Items', cell: (item) => item.count },
        ]}
        rows={ITEMS}
        rowKey={(item) => item.id}
      />
      <ol className="admin-list">
        {ITEMS.map((item) => (
          <li key={item.id}>
            <article className="card admin-item" aria-label={item.name}>
              <h2 className="admin-item__title">{item.name}</h2>
              <DecisionForm
                path={`/api/test-area/items/${item.id}/decision`}
                approve={{
                  action: 'approve',
                  label: 'Approve',
                  pendingLabel: 'Approving…',
                  done: { title: 'Approved' },
                }}
                reject={{
                  idPrefix: `item-${item.id}`,
                  hint: 'Kept on record.',
                  maxLength: 500,
                  done: { title: 'Rejected' },
                  failureTitle: 'Not rejected',
                }}
              />
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}

const ROUTES = [
  {
    path: '/test-area',
    element: <SignedInLayout tagline="Test area" mainClassName="admin-main" />,
    children: [
      {
        path: 'login',
        element: (
          <div className="container section business-page">
            <h1>Test login</h1>
            <LoginForm
              endpoint="/api/test-area/login"
              tokens={testTokens}
              next="/test-area/items"
              idPrefix="test-login"
            />
          </div>
        ),
      },
      {
        path: 'items',
        element: <TestPage title="Items">{() => <Items />}</TestPage>,
      },
    ],
  },
];

beforeAll(() => {
  document.documentElement.lang = 'en-GB';
  document.title = 'Test area';
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the signed-in shell passes axe-core (WCAG 2.1 A and AA)', () => {
  it('a signed-in page: layout, navigation, tables and decision forms', async () => {
    localStorage.setItem(TEST_AREA.storageKey, 'token-1');
    renderRoutes(ROUTES, {
      path: '/test-area/items',
      transport: fakeApi({ 'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }) })
        .transport,
    });
    await screen.findByRole('navigation', { name: 'Test area' });
    expect(await axeViolationsOfDocument()).toEqual([]);
  });

  it('the login page', async () => {
    renderRoutes(ROUTES, { path: '/test-area/login', transport: fakeApi({}).transport });
    await screen.findByRole('button', { name: 'Log in' });
    expect(await axeViolationsOfDocument()).toEqual([]);
  });
});
