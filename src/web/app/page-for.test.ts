import { describe, expect, it } from 'vitest';
import { pageFor } from './page-for.ts';
import { routes } from './routes.tsx';

const pageOf = (path: string) => routes.find((route) => route.path === path)?.page;

describe('the page a hash address opens, fetched beside the app', () => {
  it('is the route table’s page for that address', () => {
    expect(pageFor('')).toBe(pageOf('/'));
    expect(pageFor('#/')).toBe(pageOf('/'));
    expect(pageFor('#/books?page=2')).toBe(pageOf('/books'));
    expect(pageFor('#/book-details/12')).toBe(pageOf('/book-details/:id?'));
    expect(pageFor('#/book-details')).toBe(pageOf('/book-details/:id?'));
    expect(pageFor('#/forgotpassword')).toBe(pageOf('/ForgotPassword'));
    expect(pageFor('#/staff/orders/3')).toBe(pageOf('/staff/*'));
    expect(pageFor('#/check-out/pdf')).toBe(pageOf('/check-out/pdf'));
  });

  it('is none for an address no page answers', () => {
    expect(pageFor('#/nowhere')).toBeUndefined();
    expect(pageFor('#/books/extra/segments')).toBeUndefined();
  });
});
