// The home page: sections in order with their anchors, the demo and
// plan buttons, the role strip, the feature reveal, the benefits image and slider, the plans, the
// testimonial slider, the FAQ accordion, the job list, the initial hash scroll and search data.
import { expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';

const BOOKING = /^https?:\/\//;

interface HashScroll {
  id: string;
  options: unknown;
  /** Milliseconds between the page script's 100 ms timer being set and the scroll. */
  afterTimer: number;
}

/** Runs in the page before its scripts: records each scrollIntoView and when the 100 ms timer was set. */
function recordHashScroll() {
  const record = window as unknown as { hashScrolls: HashScroll[]; timerSetAt?: number };
  record.hashScrolls = [];
  const setTimer = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    if (delay === 100 && record.timerSetAt === undefined) record.timerSetAt = performance.now();
    return setTimer(handler, delay, ...rest);
  }) as typeof window.setTimeout;
  const scroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')?.value as (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) => void;
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    record.hashScrolls.push({ id: this.id, options, afterTimer: performance.now() - (record.timerSetAt ?? 0) });
    scroll.call(this, options);
  };
}

function hashScrolls(page: import('@playwright/test').Page): Promise<HashScroll[]> {
  return page.evaluate(() => (window as unknown as { hashScrolls: HashScroll[] }).hashScrolls);
}

test.describe('home page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the sections in the specification order, with the footer anchors on real sections', async ({ page }) => {
    await page.goto('/');
    const ids = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
      'nosotros',
      'roles-title',
      'features-title',
      'benefits-title',
      'mini-title',
      'planes',
      'contact',
      'FAQS',
      'empleos',
    ]);
    for (const href of ['/#nosotros', '/#empleos', '/#planes', '/#FAQS', '/#contact']) {
      await expect(page.locator('footer').locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("opens the booking page from 'Schedule Demo' and 'Agendar reunión' in a new tab without referrer", async ({
    page,
  }) => {
    await page.goto('/');
    const demo = page.getByRole('link', { name: /Schedule Demo/ });
    await expect(demo).toHaveAttribute('href', BOOKING);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    const plans = page.locator('#planes').getByRole('link', { name: /Agendar reunión/ });
    await expect(plans).toHaveCount(3);
    for (const link of await plans.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', (await demo.getAttribute('href')) ?? '');
    }
  });

  test('shows three plans with the annual badge, prices in USD a month, 550 px high and at least 271 px wide', async ({
    page,
  }) => {
    await page.goto('/#planes');
    const cards = page.locator('#planes .card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByText('-20% Plan anual')).toHaveCount(3);
    await expect(cards.locator('.price')).toHaveText(['$149 USD/mes', '$299 USD/mes', 'Consultar']);
    await expect(cards.locator('h3')).toHaveText(['Starter', 'Growth', 'Construye tu plan']);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box?.height).toBe(550);
      expect(box?.width).toBeGreaterThanOrEqual(271);
    }
    await expect(cards.nth(0)).toContainText('Hasta 1.000 conversaciones al mes');
    await expect(cards.nth(1)).toContainText('Soporte directo de un ingeniero');
    await expect(cards.nth(2)).toContainText('F29, F30 y F30-1');
  });

  test('fades feature cards in from alternating sides over 800 ms, again each time they return', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('li[data-reveal]');
    await expect(cards.first()).toHaveAttribute('data-reveal', 'right');
    await expect(cards.nth(1)).toHaveAttribute('data-reveal', 'left');
    // Out of view, each card waits hidden on its own side: the right (even index) or the left.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(cards.first()).not.toHaveClass(/is-revealed/);
    const waiting = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 2).map((node) => [getComputedStyle(node).opacity, getComputedStyle(node).transform]),
    );
    expect(waiting).toEqual([
      ['0', 'matrix(1, 0, 0, 1, 64, 0)'],
      ['0', 'matrix(1, 0, 0, 1, -64, 0)'],
    ]);
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveClass(/is-revealed/);
    expect(await first.evaluate((node) => getComputedStyle(node).transitionDuration)).toContain('0.8s');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(first).not.toHaveClass(/is-revealed/);
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveClass(/is-revealed/);
  });

  test('changes the benefits image when a card is hovered', async ({ page }) => {
    await page.goto('/');
    const shot = (n: number) => page.locator(`.frame .shot-${n}`);
    await page.locator('.card-1').scrollIntoViewIfNeeded();
    await expect(shot(1)).toBeVisible();
    await expect(shot(3)).toBeHidden();
    await page.locator('.card-3').hover();
    await expect(shot(3)).toBeVisible();
    await expect(shot(1)).toBeHidden();
    await expect(page.locator('.benefits-slider')).toBeHidden();
  });

  test('pauses the role strip with its checkbox', async ({ page }) => {
    await page.goto('/');
    const track = page.locator('.track');
    expect(await track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('running');
    await page.getByLabel('Pausar animación').check();
    expect(await track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('paused');
    await expect(page.locator('.track ul').first().getByRole('listitem')).toHaveText([
      'Conductores',
      'Vendedores',
      'Personal de aseo',
      'Ejecutivos de call center',
      'Shoppers',
      'Pickers',
      'Guardias',
      'Promotores',
      'Operadores logísticos',
      'Técnicos de mantención',
    ]);
  });

  test('scrolls smoothly to the section of the initial hash', async ({ page }) => {
    await page.goto('/#FAQS');
    await expect
      .poll(() => page.locator('#FAQS').evaluate((node) => Math.round(node.getBoundingClientRect().top)))
      // The section lands just under the sticky navbar (the page's scroll padding is 5.5rem).
      .toBeLessThan(100);
  });

  test('scrolls to the hash section smoothly 100 ms after the page script runs', async ({ page }) => {
    await page.addInitScript(recordHashScroll);
    await page.goto('/#planes');
    await expect.poll(() => hashScrolls(page)).toHaveLength(1);
    const [scroll] = await hashScrolls(page);
    expect(scroll?.id).toBe('planes');
    expect(scroll?.options).toEqual({ behavior: 'smooth', block: 'start' });
    expect(scroll?.afterTimer).toBeGreaterThanOrEqual(99);
  });

  test('states the product facts (demo, setup, countries, users, claims)', async ({ page }) => {
    await page.goto('/');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const fact of [
      'Demo gratuita',
      'menos de 24 horas',
      '0 a 3 días',
      'Argentina, Perú y México',
      'usuarios ilimitados',
      'cobra aparte',
      'hasta 10 horas a la semana',
      'menos de 15 días',
      'hasta 3 veces más rápido',
    ]) {
      expect(text.toLowerCase(), fact).toContain(fact.toLowerCase());
    }
  });

  test('serves the home images in modern formats with responsive sizes', async ({ page }) => {
    await page.goto('/');
    const pictures = page.locator('main picture');
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
      await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /.+/);
    }
  });

  test('carries the title, description, canonical, Open Graph image and structured data', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Enlista/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Demo gratuita/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => JSON.parse(node.textContent) as { '@type': string; mainEntity?: unknown[] }),
      );
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(data[1]?.mainEntity).toHaveLength(8);
    const og = await page.request.get('/og-image.png');
    expect(og.headers()['content-type']).toBe('image/png');
  });
});

test.describe('home FAQ', () => {
  test('shows the eight home entries, one open at a time, with a rotating arrow and a 300 px panel', async ({
    page,
  }) => {
    await page.goto('/#FAQS');
    const items = page.locator('#FAQS details');
    await expect(items).toHaveCount(8);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.id))).toEqual(
      [1, 2, 4, 5, 6, 7, 8, 9].map((id) => `faq-home-${id}`),
    );
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect
      .poll(() =>
        items
          .nth(3)
          .locator('.arrow')
          .evaluate((node) => getComputedStyle(node).transform),
      )
      .toMatch(/matrix\(-1, .*0, -1/);
    const panel = await items.nth(3).evaluate((node) => {
      const style = getComputedStyle(node, '::details-content');
      return { max: style.maxBlockSize, duration: style.transitionDuration };
    });
    expect(panel.max).toBe('300px');
    expect(panel.duration).toContain('0.3s');
  });

  test('lets the items appear one after another, 200 ms × their index', async ({ page }) => {
    await page.goto('/');
    const list = page.locator('#FAQS .faq-list');
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveClass(/is-revealed/);
    const items = page.locator('#FAQS details');
    expect(await items.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationDelay))).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `${(index * 0.2).toFixed(1).replace(/\.0$/, '')}s`),
    );
    await expect(items.last()).toHaveCSS('opacity', '1');
  });

  test("links the word 'enlace' to the item's link", async ({ page }) => {
    await page.goto('/#FAQS');
    const item = page.locator('#faq-home-2');
    await item.locator('summary').click();
    const link = item.getByRole('link', { name: /enlace/ });
    await expect(link).toHaveAttribute('href', BOOKING);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('has a keyboard-operable accordion', async ({ page }) => {
    await page.goto('/#FAQS');
    const summary = page.locator('#faq-home-4 summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq-home-4')).toHaveAttribute('open', '');
    await expect(page.locator('#faq-home-4')).toContainText('menos de 24 horas');
  });
});

test.describe('job postings', () => {
  test('lists the newest postings from the API when the section comes into view', async ({ page }) => {
    await page.goto('/');
    await page.locator('#empleos').scrollIntoViewIfNeeded();
    const cards = page.locator('#empleos .job-card');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().locator('h3')).not.toBeEmpty();
    await expect(cards.first()).toContainText('Pago referencial');
  });

  test.describe('when the API fails', () => {
    test.use({ allowConsoleErrors: ['Failed to load resource'] });

    test('hides the list silently', async ({ page }) => {
      await page.route('**/general-data/get-jobpostings-home', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/#empleos');
      await page.locator('#empleos').scrollIntoViewIfNeeded();
      await expect(page.locator('#empleos h2')).toBeVisible();
      await expect(page.locator('#empleos .jobs-loading')).toHaveCount(0);
      await expect(page.locator('#empleos .job-card')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

for (const [width, slider] of [
  [1023, true],
  [1024, false],
] as const) {
  test(`at ${width} px the benefits are ${slider ? 'a slider' : 'cards beside the image'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const region = page.locator('.benefits');
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.narrow')).toBeVisible({ visible: slider });
    await expect(region.locator('.wide')).toBeVisible({ visible: !slider });
  });
}

test('every plan fits its 550 px card from 360 to 1440 px: button inside the padding, below the list', async ({
  page,
}) => {
  await page.goto('/#planes');
  for (const width of [360, 375, 414, 700, 768, 920, 1024, 1100, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const fits = await page.locator('#planes .card').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const style = getComputedStyle(card);
        const inner = box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
        const list = card.querySelector('.items')?.getBoundingClientRect();
        const button = card.querySelector('.cta')?.getBoundingClientRect();
        if (!list || !button) return 'missing';
        return Math.round(box.height) === 550 && button.bottom <= inner + 0.5 && button.top >= list.bottom + 8;
      }),
    );
    expect(fits, `${width} px`).toEqual([true, true, true]);
  }
});

test.describe('home page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('turns the benefits into a swipeable slider with pagination', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Beneficios', exact: true });
    await hydrated(page, slider);
    const bullets = slider.getByRole('button', { name: /Ir a la diapositiva/ });
    await expect(bullets).toHaveCount(4);
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('group', { name: 'Diapositiva 3 de 4' })).toBeInViewport();
    // A horizontal swipe (trackpad or touch) scrolls the snap track to the next slide.
    const track = slider.getByRole('group', { name: 'Diapositivas' });
    await track.hover();
    await page.mouse.wheel(400, 0);
    await expect(bullets.nth(3)).toHaveAttribute('aria-current', 'true');
    await track.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.wide')).toBeHidden();
  });

  test('shows testimonials with star ratings and comments clamped to five lines', async ({ page }) => {
    await page.goto('/#contact');
    const slider = page.getByRole('region', { name: 'Casos de éxito' });
    await hydrated(page, slider);
    await expect(slider.getByRole('img', { name: '5 de 5 estrellas' }).first()).toBeVisible();
    await expect(slider.getByRole('img', { name: '4,5 de 5 estrellas' })).toHaveCount(1);
    const clamp = await slider
      .locator('.comment p')
      .first()
      .evaluate((node) => getComputedStyle(node).webkitLineClamp);
    expect(clamp).toBe('5');
    await slider.getByRole('button', { name: 'Ir a la diapositiva 2' }).click();
    await expect(slider.getByText('Rodrigo Silva')).toBeInViewport();
  });

  test('has no horizontal overflow', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stops the role strip and shows the feature cards without hiding them', async ({ page }) => {
    await page.goto('/');
    expect(await page.locator('.track').evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    const card = page.locator('[data-reveal="right"]').first();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await card.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  });

  test('opens FAQ items without animating them, and jumps to the hash section', async ({ page }) => {
    await page.addInitScript(recordHashScroll);
    await page.goto('/#FAQS');
    const items = page.locator('#FAQS details');
    expect(await items.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationName))).toEqual(
      Array(8).fill('none'),
    );
    await items.nth(1).locator('summary').click();
    const panel = await items.nth(1).evaluate((node) => getComputedStyle(node, '::details-content').transitionDuration);
    expect(panel).toBe('0s');
    await expect(items.nth(1)).toHaveCSS('opacity', '1');
    await expect.poll(() => hashScrolls(page)).toHaveLength(1);
    expect((await hashScrolls(page))[0]?.options).toEqual({ behavior: 'auto', block: 'start' });
  });
});
