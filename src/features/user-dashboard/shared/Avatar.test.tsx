// @vitest-environment jsdom
// The worker's photo: the uploaded photo from the
// API, else the default image — also when the photo fails to load.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, fullName } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the default image when the worker has no photo', () => {
    const { container } = render(<Avatar path={null} size={88} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.ud-avatar-default')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the photo from the API, and the default image when it cannot load', () => {
    const { container } = render(<Avatar path="/public-files/avatars/user-1-abc.png" size={88} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/public-files\/avatars\/user-1-abc\.png$/);
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.ud-avatar-default')).not.toBeNull();
  });

  it('joins the first and last name', () => {
    expect(fullName({ firstname: 'Camila', lastname: 'Rojas' })).toBe('Camila Rojas');
    expect(fullName({ firstname: 'Camila', lastname: null })).toBe('Camila');
  });
});
