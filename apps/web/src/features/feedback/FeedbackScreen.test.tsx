import { FEEDBACK_MAX_IMAGE_BYTES } from '@lobby/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { mockApi, ok, refuse } from '../../test/api.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import FeedbackScreen from './FeedbackScreen.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const ui = (
  <>
    <FeedbackScreen />
    <Toaster />
  </>
);
const CONTENT = 'The withdrawal page takes too long to load today';

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({ getFeedbackList: ok({ list: [] }), ...handlers });
  return { ...api, ...renderInApp(ui, { path: '/m/feedback' }) };
}

const fileInput = () => screen.getByLabelText('Add images') as HTMLInputElement;

describe('FeedbackScreen', () => {
  it('counts words live and checks the range before sending', async () => {
    const { user, calls } = setup();
    const content = screen.getByRole('textbox', { name: 'Your feedback' });
    expect(screen.getByText('0 words (from 5 to 300)')).toBeInTheDocument();
    await user.type(content, 'too few words');
    expect(screen.getByText('3 words (from 5 to 300)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveAccessibleDescription(/Please write between 5 and 300 words\./);
    expect(calls.some((call) => call.operation === 'submitFeedback')).toBe(false);
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
  });

  it('refuses a disguised image and more than three, with previews and remove buttons', async () => {
    const { user } = setup();
    const disguised = new File(['GIF89a not a png'], 'cat.png', { type: 'image/png' });
    await user.upload(fileInput(), [png('a.png'), disguised]);
    expect(await screen.findByRole('img', { name: 'Image 1: a.png' })).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription('cat.png is not a PNG or JPG image.');
    const big = new File([new Uint8Array(FEEDBACK_MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), [big, png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByRole('img', { name: 'Image 3: c.png' })).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(
      'big.png is larger than 5 MB. You can add at most 3 images.',
    );
    expect(fileInput()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByRole('img', { name: 'Image 3: c.png' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 2: c.png' })).toBeInTheDocument();
    expect(fileInput()).toBeEnabled();
  });

  it('sends a multipart body and shows a server refusal on its field', async () => {
    let attempt = 0;
    const { user, calls } = setup({
      submitFeedback: () => {
        attempt += 1;
        return attempt === 1 ? refuse('image_type_not_allowed', 400, { field: 'images' }) : ok(null);
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'payment');
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), CONTENT);
    await user.upload(fileInput(), [png('shot.png')]);
    await screen.findByRole('img', { name: 'Image 1: shot.png' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        i18n.t('errors.image_type_not_allowed', { defaultValue: i18n.t('errors.unknown') }),
      ),
    );
    const body = calls.find((call) => call.operation === 'submitFeedback')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('category')).toBe('payment');
    expect(body.get('content')).toBe(CONTENT);
    expect((body.getAll('images')[0] as File).name).toBe('shot.png');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('shows the operator’s answer under an answered feedback', async () => {
    setup({
      getFeedbackList: ok({
        list: [
          {
            id: 'f1',
            category: 'payment',
            content: CONTENT,
            imageCount: 0,
            status: 'answered',
            answer: 'It is fixed now, thank you.',
            answeredAt: '2026-11-25T02:00:00.000Z',
            createdAt: '2026-11-25T01:00:00.000Z',
          },
          {
            id: 'f2',
            category: 'other',
            content: 'Waiting for an answer here',
            imageCount: 0,
            status: 'received',
            answer: null,
            answeredAt: null,
            createdAt: '2026-11-24T01:00:00.000Z',
          },
        ],
      }),
    });
    const answers = await screen.findAllByRole('region', { name: 'Our answer' });
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('It is fixed now, thank you.');
  });

  it('shows a word-count refusal on the content', async () => {
    const { user } = setup({ submitFeedback: refuse('feedback_word_count', 400, { field: 'content' }) });
    const content = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(content, CONTENT);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'));
  });

  it('guests go to login; trial accounts are refused', async () => {
    const guest = renderInApp(ui, { path: '/m/feedback' });
    await waitFor(() => expect(guest.pathname()).toBe('/m/login'));
    guest.unmount();
    signIn(4, 'guest_1');
    renderInApp(ui, { path: '/m/feedback' });
    expect(await screen.findAllByText(i18n.t('errors.free_reject'))).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Your feedback' })).toBeNull();
  });
});
