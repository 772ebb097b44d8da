// A posting's shareable link and its WhatsApp message.
import { describe, expect, it } from 'vitest';
import { postingLink } from './postings-address.ts';
import { whatsappHref } from './SharePosting.tsx';

describe('postingLink', () => {
  it("is the posting's public page under the company link, without the sender's profile or filters", () => {
    const search = '?business=transportes-andes&rgs=andes-2025&profile=7&id_region=13000&search=conductor';
    expect(postingLink(12, 'https://enlista.cl', search)).toBe(
      'https://enlista.cl/ofertas/12?business=transportes-andes&rgs=andes-2025',
    );
  });

  it('still opens the posting when the address has no company link', () => {
    expect(postingLink(5, 'https://enlista.cl', '')).toBe('https://enlista.cl/ofertas/5');
  });
});

describe('whatsappHref', () => {
  it('carries the message and the link, encoded', () => {
    const href = new URL(whatsappHref('Conductor clase B & peoneta', 'https://enlista.cl/x?a=1&b=2#3'));
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      'Mira esta oferta de trabajo en Enlista: Conductor clase B & peoneta https://enlista.cl/x?a=1&b=2#3',
    );
  });
});
