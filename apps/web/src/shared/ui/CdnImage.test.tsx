import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CdnImage, cdnUrl, ImageCdnContext, pickCdn } from './CdnImage.tsx';

describe('image CDN', () => {
  it('picks one host at random per list and keeps it', () => {
    const hosts = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];
    expect(pickCdn(hosts, () => 0.5)).toBe('https://b.cdn');
    expect(pickCdn(hosts, () => 0)).toBe('https://b.cdn');
    expect(pickCdn([])).toBeUndefined();
  });

  it('joins host and path, leaving absolute addresses alone', () => {
    expect(cdnUrl('https://a.cdn/', '/img/x.png')).toBe('https://a.cdn/img/x.png');
    expect(cdnUrl(undefined, '/img/x.png')).toBe('/img/x.png');
    expect(cdnUrl('https://a.cdn', 'https://elsewhere/x.png')).toBe('https://elsewhere/x.png');
  });

  it('falls back to the default host when the CDN image fails', () => {
    render(
      <ImageCdnContext.Provider value={['https://only.cdn']}>
        <CdnImage path="/img/banner.png" alt="Banner" />
      </ImageCdnContext.Provider>,
    );
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image).toHaveAttribute('src', 'https://only.cdn/img/banner.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/img/banner.png');
  });
});
