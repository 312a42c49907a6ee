import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCart } from './cart.ts';
import { useFavorites } from './favorites.ts';
import { useLanguage } from './language.ts';
import { useOwned } from './owned.ts';
import { useSession } from './session.ts';

function Probe() {
  const cart = useCart();
  const favorites = useFavorites();
  const owned = useOwned();
  const { language } = useLanguage();
  const session = useSession();
  return (
    <div>
      <output data-testid="cart">{JSON.stringify(cart.items)}</output>
      <output data-testid="favorite">{JSON.stringify(favorites.ids)}</output>
      <output data-testid="owned">{JSON.stringify(owned.ids)}</output>
      <output data-testid="language">{language}</output>
      <output data-testid="logged-in">{String(session.loggedIn)}</output>
      <button type="button" onClick={() => cart.add({ book_id: 7, quantity: 2, isHardCopy: true })}>
        add to cart
      </button>
      <button type="button" onClick={() => favorites.toggle(7)}>
        toggle favourite
      </button>
      <button type="button" onClick={() => owned.add(9)}>
        own
      </button>
      <button
        type="button"
        onClick={() => session.signIn({ id: 5, token: 'tok', name: 'Huda', email: 'h@x.io' })}
      >
        sign in
      </button>
      <button type="button" onClick={() => session.signOut()}>
        sign out
      </button>
    </div>
  );
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const shown = (id: string) => screen.getByTestId(id).textContent;

/** What another tab does: write the key, then the browser fires `storage` in this tab. */
function writeFromAnotherTab(key: string, value: unknown) {
  const newValue = JSON.stringify(value);
  localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

describe('persisted stores', () => {
  it('starts empty, in Arabic and logged out', () => {
    render(<Probe />);
    expect(shown('cart')).toBe('[]');
    expect(shown('favorite')).toBe('[]');
    expect(shown('owned')).toBe('[]');
    expect(shown('language')).toBe('ar');
    expect(shown('logged-in')).toBe('false');
  });

  it('keeps cart, favourites, owned books and the session under the spec keys', async () => {
    const user = userEvent.setup();
    render(<Probe />);
    await user.click(screen.getByText('add to cart'));
    await user.click(screen.getByText('toggle favourite'));
    await user.click(screen.getByText('own'));
    await user.click(screen.getByText('sign in'));

    expect(stored('cart')).toEqual([{ book_id: 7, quantity: 2, isHardCopy: true }]);
    expect(stored('favorite')).toEqual([7]);
    expect(stored('owned')).toEqual([9]);
    expect(stored('client')).toEqual({ id: 5, token: 'tok', name: 'Huda', email: 'h@x.io' });
    expect(shown('logged-in')).toBe('true');

    await user.click(screen.getByText('toggle favourite'));
    await user.click(screen.getByText('sign out'));
    expect(stored('favorite')).toEqual([]);
    expect(stored('client')).toEqual({ id: 0, token: '' });
    expect(shown('logged-in')).toBe('false');
  });

  it('reads what an earlier visit stored (survives a reload)', () => {
    localStorage.setItem('cart', JSON.stringify([{ book_id: 3, quantity: 1, isHardCopy: false }]));
    localStorage.setItem('favorite', JSON.stringify([3, 4]));
    localStorage.setItem('language', JSON.stringify('en'));
    localStorage.setItem('client', JSON.stringify({ id: 2, token: 'abc' }));
    render(<Probe />);
    expect(shown('cart')).toBe('[{"book_id":3,"quantity":1,"isHardCopy":false}]');
    expect(shown('favorite')).toBe('[3,4]');
    expect(shown('language')).toBe('en');
    expect(shown('logged-in')).toBe('true');
  });

  it('follows changes made in another tab', () => {
    render(<Probe />);
    writeFromAnotherTab('cart', [{ book_id: 11, quantity: 1, isHardCopy: false }]);
    writeFromAnotherTab('favorite', [11]);
    writeFromAnotherTab('owned', [12]);
    writeFromAnotherTab('client', { id: 8, token: 'other-tab' });
    expect(shown('cart')).toBe('[{"book_id":11,"quantity":1,"isHardCopy":false}]');
    expect(shown('favorite')).toBe('[11]');
    expect(shown('owned')).toBe('[12]');
    expect(shown('logged-in')).toBe('true');

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(shown('cart')).toBe('[]');
    expect(shown('logged-in')).toBe('false');
  });

  it('is logged in only with an id above 0 and a token', () => {
    localStorage.setItem('client', JSON.stringify({ id: 4, token: '' }));
    const { unmount } = render(<Probe />);
    expect(shown('logged-in')).toBe('false');
    unmount();
    localStorage.setItem('client', JSON.stringify({ id: 0, token: 'abc' }));
    render(<Probe />);
    expect(shown('logged-in')).toBe('false');
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('favorite', JSON.stringify({ id: 1 }));
    localStorage.setItem('language', 'fr');
    render(<Probe />);
    expect(shown('cart')).toBe('[]');
    expect(shown('favorite')).toBe('[]');
    expect(shown('language')).toBe('ar');
  });

  it('keeps only what it can trust in what is stored', () => {
    localStorage.setItem('cart', JSON.stringify([{ book_id: 3, quantity: 1.5, isHardCopy: false }]));
    localStorage.setItem('favorite', JSON.stringify(['4', 4, 5]));
    localStorage.setItem('owned', JSON.stringify([6, -1]));
    localStorage.setItem('client', JSON.stringify({ id: '2', token: 'abc' }));
    render(<Probe />);
    expect(shown('cart')).toBe('[]');
    expect(shown('favorite')).toBe('[4,5]');
    expect(shown('owned')).toBe('[]');
    expect(shown('logged-in')).toBe('false');
  });

  it('drops fields it does not know from a stored cart line', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ book_id: 3, quantity: 2, isHardCopy: true, price: 'free', extra: { a: 1 } }]),
    );
    render(<Probe />);
    expect(shown('cart')).toBe('[{"book_id":3,"quantity":2,"isHardCopy":true}]');
  });
});
