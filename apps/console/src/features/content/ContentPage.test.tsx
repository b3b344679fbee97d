import type { ConsoleAnnouncement, ConsoleBanner } from '@lobby/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ContentPage } from './ContentPage.tsx';

const announcement = (overrides: Partial<ConsoleAnnouncement> = {}): ConsoleAnnouncement => ({
  id: 'a1',
  merchantCode: 'demo',
  kind: 'marquee',
  status: 'published',
  sortOrder: 1,
  startsAt: null,
  endsAt: null,
  texts: [
    { language: 'EN', title: 'Weekend cup', content: '<p>Play <strong>now</strong></p>' },
    { language: 'UR', title: 'ویک اینڈ کپ', content: '<p>اب کھیلیں</p>' },
  ],
  updatedAt: '2026-11-25T01:00:00.000Z',
  ...overrides,
});

const listOf = <T,>(list: T[]) => ({
  status: 200,
  value: {
    list,
    merchantCode: 'demo',
    languages: ['EN', 'UR'],
    defaultLanguage: 'EN',
    merchantCodes: ['demo'],
  },
});

describe('announcements page', () => {
  it('lists announcements with the status and language filters in the address', async () => {
    const calls = fakeApi({
      'GET /console/content/announcements?status=published': () => listOf([announcement()]),
      'GET /console/content/announcements?status=draft': () => listOf([announcement({ status: 'draft' })]),
      'GET /console/content/announcements?status=draft&language=UR': () => listOf([]),
    });
    const { user, history } = renderPage(
      <ContentPage kind="announcements" />,
      '/content/announcements?status=published',
    );
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const row = within(table).getByRole('row', { name: /Weekend cup/ });
    expect(within(row).getByRole('cell', { name: 'EN, UR' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Marquee' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Published' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.selectOptions(screen.getByLabelText('Language'), 'UR');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/content/announcements?status=draft&language=UR');
    expect(calls.map((call) => call.path)).toContain(
      '/console/content/announcements?status=draft&language=UR',
    );
  });

  it('writes a new announcement in two languages, previews it as a player sees it and publishes it', async () => {
    const calls = fakeApi({
      'GET /console/content/announcements': () => listOf([]),
      'POST /console/content/announcements': (call) => ({
        status: 200,
        value: announcement({ id: 'new-1', ...(call.body as object) }),
      }),
    });
    const { user, history } = renderPage(<ContentPage kind="announcements" />, '/content/announcements');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = screen.getByRole('form', { name: 'New announcement' });
    await user.type(within(editor).getByLabelText('Title (EN)'), 'Cup final');
    await user.type(within(editor).getByLabelText('Text (EN, HTML)'), 'Tonight');
    await user.click(within(editor).getByRole('button', { name: 'Bold' }));
    await user.selectOptions(within(editor).getByLabelText('Translation'), 'UR');
    await user.click(within(editor).getByRole('button', { name: 'Add a UR text' }));
    await user.type(within(editor).getByLabelText('Title (UR)'), 'فائنل');
    const preview = screen.getByRole('figure');
    expect(within(preview).getByText('As a player in EN sees it')).toBeInTheDocument();
    expect(within(preview).getByText('Tonight')).toBeInTheDocument();
    expect(within(preview).getAllByText('Cup final')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Preview language'), 'UR');
    expect(within(screen.getByRole('figure')).getAllByText('فائنل')).toHaveLength(2);
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Status: Published.');
    const save = calls.find((call) => call.method === 'POST');
    expect(save?.body).toEqual({
      merchantCode: 'demo',
      status: 'published',
      sortOrder: 0,
      startsAt: null,
      endsAt: null,
      kind: 'marquee',
      texts: [
        { language: 'EN', title: 'Cup final', content: 'Tonight<strong></strong>' },
        { language: 'UR', title: 'فائنل', content: '' },
      ],
    });
    expect(history.at(-1)).toBe('/content/announcements?item=new-1');
  });

  it('offers every announcement kind of the spec, each previewed where players see it (decision 0062)', async () => {
    const calls = fakeApi({
      'GET /console/content/announcements': () => listOf([]),
      'POST /console/content/announcements': (call) => ({
        status: 200,
        value: announcement({ id: 'new-2', ...(call.body as object) }),
      }),
    });
    const { user } = renderPage(<ContentPage kind="announcements" />, '/content/announcements');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = screen.getByRole('form', { name: 'New announcement' });
    const kind = within(editor).getByLabelText('Kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Marquee', 'Pop-up', 'Promotion (ticker and notice)', 'Agent notice (agents only)']);
    await user.type(within(editor).getByLabelText('Title (EN)'), 'Reload bonus');
    await user.selectOptions(kind, 'promotion');
    expect(within(screen.getByRole('figure')).getByText('Promotion news')).toBeInTheDocument();
    await user.selectOptions(kind, 'agent');
    expect(
      within(screen.getByRole('figure')).getByText('Only agents see this notice, in their notice list.'),
    ).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Status: Published.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ kind: 'agent' });
  });

  it('says what the server refused and which field', async () => {
    fakeApi({
      'GET /console/content/announcements': () => listOf([announcement()]),
      'POST /console/content/announcements': () => ({
        status: 400,
        code: 'date_range_invalid',
        value: { field: 'endsAt' },
      }),
    });
    const { user } = renderPage(<ContentPage kind="announcements" />, '/content/announcements?item=a1');
    const editor = await screen.findByRole('form', { name: 'Edit announcement' });
    await user.click(within(editor).getByRole('button', { name: 'Unpublish' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The end must come after the start. — Shown until',
    );
    expect(within(editor).getByLabelText('Shown until')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an announcement after a confirmation', async () => {
    const calls = fakeApi({
      'GET /console/content/announcements': () => listOf([announcement()]),
      'DELETE /console/content/announcements/a1?merchantCode=demo': () => ({
        status: 200,
        value: announcement(),
      }),
    });
    const { user } = renderPage(<ContentPage kind="announcements" />, '/content/announcements');
    await user.click(await screen.findByRole('button', { name: 'Delete Weekend cup' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Weekend cup”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/console/content/announcements/a1?merchantCode=demo',
    ]);
  });
});

describe('banners page', () => {
  const banner: ConsoleBanner = {
    id: 'b1',
    merchantCode: 'demo',
    groupName: 'm_home',
    url: '/m/activity',
    imageUrl: '/media/uploads/old-960.webp',
    status: 'draft',
    sortOrder: 0,
    startsAt: null,
    endsAt: null,
    texts: [{ language: 'EN', title: 'Spring bonus' }],
    updatedAt: '2026-11-25T01:00:00.000Z',
  };

  it('uploads a picture and shows it in the phone preview with its link', async () => {
    const calls = fakeApi({
      'GET /console/content/banners': () => listOf([banner]),
      'POST /console/content/images': () => ({
        status: 200,
        value: {
          url: '/media/uploads/abc-960.webp',
          width: 1600,
          height: 700,
          variants: [{ width: 960, url: '/media/uploads/abc-960.webp' }],
        },
      }),
    });
    const { user } = renderPage(<ContentPage kind="banners" />, '/content/banners?item=b1');
    const editor = await screen.findByRole('form', { name: 'Edit banner' });
    expect(within(editor).getByLabelText('Placement')).toHaveValue('m_home');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'spring.png', { type: 'image/png' });
    await user.upload(within(editor).getByLabelText('Picture'), file);
    expect(await within(editor).findByText('Picture: /media/uploads/abc-960.webp')).toBeInTheDocument();
    const preview = screen.getByRole('figure');
    expect(within(preview).getByRole('img', { name: 'Spring bonus' })).toHaveAttribute(
      'src',
      '/media/uploads/abc-960.webp',
    );
    expect(within(preview).getByText('Tapping it opens /m/activity')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/console/content/images')).toBe(true);
  });
});
