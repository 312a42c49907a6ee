import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { curlew, findHeading, main, setUpDetailsPage } from './test-kit.ts';

/* Sharing a book: the phone's share sheet with the book's share address, or the link copied. */

const openDetails = setUpDetailsPage();
const shareAddress = `${window.location.origin}/b/7`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('the share button on book details', () => {
  it("opens the phone's share sheet with the title and the book's share address", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    await openDetails({ book: curlew });
    await findHeading('دعاء الكروان');

    await user.click(main().getByRole('button', { name: 'شارك «دعاء الكروان»' }));

    expect(share).toHaveBeenCalledWith({ title: 'دعاء الكروان', url: shareAddress });
  });

  it('says nothing when the reader closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    await openDetails({ book: curlew });
    await findHeading('دعاء الكروان');

    await user.click(main().getByRole('button', { name: 'شارك «دعاء الكروان»' }));

    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/تعذّرت مشاركة الكتاب/)).toBeNull();
  });

  it('copies the link where there is no share sheet, and says so in Arabic', async () => {
    const user = userEvent.setup();
    await openDetails({ book: curlew });
    await findHeading('دعاء الكروان');

    await user.click(main().getByRole('button', { name: 'شارك «دعاء الكروان»' }));

    expect(await screen.findByText('نُسخ رابط الكتاب، يمكنك لصقه حيث تشاء.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(shareAddress);
  });

  it('says so in English on an English page', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');

    await user.click(main().getByRole('button', { name: 'Share “The Call of the Curlew”' }));

    expect(
      await screen.findByText("The book's link is copied: paste it wherever you like."),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(shareAddress);
  });
});
